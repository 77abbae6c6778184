import {
  defineWidget,
  effect,
  ensureWishlistCount,
  translator,
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
    const live = document.createElement('span');
    live.className = 'visually-hidden';
    live.setAttribute('role', 'status');
    (el.closest('a, button') ?? el).after(live);
    let shown = el.textContent?.trim() ?? '';
    const stopEffect = effect(() => {
      const count = wishlistCount.value;
      if (count === undefined || String(count) === shown) return;
      shown = String(count);
      el.textContent = shown;
      void translator().then((t) => {
        live.textContent = t('Wishlists.Count', { count });
      });
    });
    const stopWatching = watchOtherTabs();
    ensureWishlistCount();
    return () => {
      stopWatching();
      stopEffect();
      live.remove();
    };
  },
});
