import {
  defineWidget,
  ensureWishlistCount,
  showLiveCount,
  watchOtherTabs,
  wishlistCount,
} from '../../src/index.ts';

/**
 * The header's wishlist count: follows the list store (adds, deletes, other tabs) and announces a
 * new count politely. The server's number stays until the store knows, and spares the call at load.
 */
export default defineWidget({
  name: 'wishlist-count',
  strategy: 'idle',
  options: {},
  mount(el) {
    const stopCount = showLiveCount(el, wishlistCount, 'Wishlists.Count', 'wishlist-count');
    const stopWatching = watchOtherTabs();
    // The server's number is the count at load; the store asks only when the element has none.
    if (!/^\d+$/.test(el.textContent?.trim() ?? '')) ensureWishlistCount();
    return () => {
      stopWatching();
      stopCount();
    };
  },
});
