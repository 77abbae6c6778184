import { WAKE_EVENT } from '../wake/onFirstMove.ts';

/**
 * Loads the `interaction` widgets of `el` now, without waiting for the customer's first move on it:
 * for a widget whose island must show what its server HTML cannot, such as a cart changed in
 * another tab (the cart page's and the checkout's plain widgets wake their islands so).
 */
export function wakeWidget(el: Element): void {
  el.dispatchEvent(new Event(WAKE_EVENT));
}
