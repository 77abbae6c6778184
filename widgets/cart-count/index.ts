import { defineWidget, on, translator } from '../../src/index.ts';

/**
 * The header's cart count: follows `vitrine:cart-changed` and announces the new count politely to
 * screen readers.
 */
export default defineWidget({
  name: 'cart-count',
  strategy: 'eager',
  options: {},
  mount(el) {
    const live = document.createElement('span');
    live.className = 'visually-hidden';
    live.setAttribute('aria-live', 'polite');
    live.setAttribute('role', 'status');
    (el.closest('a, button') ?? el).after(live);
    const stop = on('vitrine:cart-changed', async ({ cart }) => {
      el.textContent = String(cart.ItemsCount);
      const t = await translator();
      live.textContent = t('Catalog.CartCountAnnouncement', { count: cart.ItemsCount });
    });
    return () => {
      stop();
      live.remove();
    };
  },
});
