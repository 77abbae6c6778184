import { effect, translator, wishlistCount, wishlistVariants } from '../../src/index.ts';

/**
 * The heart control: shows whether the variant is in one of the customer's wishlists
 * ('exists in wishlist'), following the list store (this tab's adds and deletes, and other tabs').
 * Until the store knows, the server's `data-exists` stays. Returns the teardown.
 */
export function attachHeart(link: HTMLAnchorElement, variantId: number): () => void {
  const label = link.querySelector<HTMLElement>('.wishlist-heart__label');
  let shown = link.dataset.exists === 'true';
  const show = (exists: boolean) => {
    shown = exists;
    link.dataset.exists = String(exists);
    link.classList.toggle('is-in-wishlist', exists);
    void translator().then((t) => {
      if (label && shown === exists)
        label.textContent = t(exists ? 'Wishlists.ExistsInWishlist' : 'Wishlists.AddToWishlist');
    });
  };
  const stop = effect(() => {
    const variants = wishlistVariants.value;
    if (wishlistCount.value === undefined && !variants.has(variantId)) return;
    const exists = variants.has(variantId);
    if (exists !== shown) show(exists);
  });
  return stop;
}
