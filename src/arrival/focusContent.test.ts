import { describe, expect, it } from 'vitest';
import { focusContent } from './focusContent.ts';

function page(): HTMLElement {
  document.body.innerHTML =
    '<main id="content"><h1>Mon panier</h1><input id="qty" aria-label="Quantité"><select id="sort"></select></main>';
  return document.getElementById('content') as HTMLElement;
}

describe('focus after a visit', () => {
  it('goes to the new page’s heading', () => {
    const region = page();
    focusContent(region);
    expect(document.activeElement?.tagName).toBe('H1');
  });

  it('goes to the control that asked for the visit when the new page has it', () => {
    const region = page();
    focusContent(region, 'sort');
    expect(document.activeElement?.id).toBe('sort');
  });

  it('stays where the customer already put it in the new page (a Tab while it animated in)', () => {
    const region = page();
    (document.getElementById('qty') as HTMLInputElement).focus();
    focusContent(region);
    expect(document.activeElement?.id).toBe('qty');
  });
});
