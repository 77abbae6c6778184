import { cartCount, connectCart, defineWidget, showLiveCount } from '../../src/index.ts';

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
    const stopCount = showLiveCount(el, cartCount, 'Catalog.CartCountAnnouncement', 'cart-count');
    return () => {
      stopCount();
      release();
    };
  },
});
