// The cart page's React island, loaded at the customer's first move on the cart form (its code
// fetched ahead, when the page was idle): until then the server's form is its first paint, and
// what the customer does in it is the island's when it mounts (the form's state, a press as its
// first action).
import { createElement } from 'react';
import { renderIsland } from '../../src/index.ts';
import { CartIsland, type CartIslandProps } from './CartIsland.tsx';
import { guardCartForm } from './guardCartForm.ts';

/** Renders the island over the cart form, which from then on is never posted. */
export function mountCartIsland(form: HTMLFormElement, name: string, props: CartIslandProps): () => void {
  guardCartForm(form, props.signal);
  return renderIsland(form, name, createElement(CartIsland, props));
}
