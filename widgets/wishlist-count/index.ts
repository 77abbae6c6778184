import {
  defineWidget,
  ensureWishlistCount,
  showLiveCount,
  watchOtherTabs,
  wishlistCount,
} from '../../src/index.ts';

/**
 * The header's wishlist count: follows the list store (adds, deletes, other tabs) and announces a
 * new count politely. The server's number stays until the store knows.
 */
export default defineWidget({
  name: 'wishlist-count',
  strategy: 'idle',
  options: {},
  mount(el) {
    const stopCount = showLiveCount(el, wishlistCount, 'Wishlists.Count');
    const stopWatching = watchOtherTabs();
    ensureWishlistCount();
    return () => {
      stopWatching();
      stopCount();
    };
  },
});
