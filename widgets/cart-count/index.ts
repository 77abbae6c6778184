import { effect } from '@preact/signals-core';
import { cartCount, connectCart, defineWidget, translator } from '../../src/index.ts';

/**
 * The header's cart count: shows the cart store's count (which follows every cart answer,
 * `vitrine:cart-changed` from integrators and other tabs) and announces a new count politely.
 */
export default defineWidget({
  name: 'cart-count',
  strategy: 'eager',
  options: {},
  mount(el) {
    const release = connectCart();
    const live = document.createElement('span');
    live.className = 'visually-hidden';
    live.setAttribute('aria-live', 'polite');
    live.setAttribute('role', 'status');
    (el.closest('a, button') ?? el).after(live);
    let announced = el.textContent?.trim() ?? '';
    const stop = effect(() => {
      const count = cartCount.value;
      if (count === undefined || String(count) === announced) return;
      announced = String(count);
      el.textContent = announced;
      void translator().then((t) => {
        if (live.isConnected) live.textContent = t('Catalog.CartCountAnnouncement', { count });
      });
    });
    return () => {
      stop();
      live.remove();
      release();
    };
  },
});
