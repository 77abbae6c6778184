import { effect } from '@preact/signals-core';
import { cartSummary, connectCart, defineWidget, option, reportFailure, settings } from '../../src/index.ts';
import { fetchMiniCart } from './miniCartPanel.ts';

/**
 * The header's mini cart: a toggle beside the cart link opens a panel with the CMS's cart items
 * fragment (lines, ItemsCount, AmountTaxInclHtml, AmountTaxExclHtml). Every change of the cart
 * store makes it stale: read again at once while open, on the next opening otherwise.
 */
export default defineWidget({
  name: 'mini-cart',
  strategy: 'idle',
  options: {
    /** The fragment; default `{culture}/widget/shoppingcartitems`. */
    url: option.string(''),
  },
  mount(el, options, { signal }) {
    const toggle = el.querySelector<HTMLButtonElement>('.mini-cart__toggle');
    const panel = el.querySelector<HTMLElement>('.mini-cart__panel');
    if (!toggle || !panel)
      throw new Error('mini-cart needs a .mini-cart__toggle button and a .mini-cart__panel');
    const url = options.url || `${settings().culture}/widget/shoppingcartitems`;
    const release = connectCart();
    let stale = true;
    let open = false;

    const refresh = async () => {
      stale = false;
      panel.setAttribute('aria-busy', 'true');
      const outcome = await fetchMiniCart(url, signal);
      panel.removeAttribute('aria-busy');
      if (outcome.kind === 'failed') {
        stale = true;
        reportFailure(outcome.error);
      }
      if (outcome.kind === 'ok') panel.replaceChildren(outcome.data);
    };
    const show = (next: boolean) => {
      open = next;
      panel.hidden = !next;
      toggle.setAttribute('aria-expanded', String(next));
      if (next && stale) void refresh();
    };
    toggle.addEventListener('click', () => show(!open), { signal });
    el.addEventListener(
      'keydown',
      (event) => {
        if (event.key !== 'Escape' || !open) return;
        show(false);
        toggle.focus();
      },
      { signal },
    );
    document.addEventListener(
      'pointerdown',
      (event) => {
        if (open && event.target instanceof Node && !el.contains(event.target)) show(false);
      },
      { signal },
    );
    const stop = effect(() => {
      if (cartSummary.value === null) return;
      stale = true;
      if (open) void refresh();
    });
    return () => {
      stop();
      release();
      show(false);
    };
  },
});
