import { appUrl, openListAddedDialog, settings, t } from '../../src/index.ts';

/** The wishlist page of a list: `/{culture}/catalog/wishlist/list?Id={wishlistId}`. */
export function wishlistPageUrl(wishlistId: number, template = ''): string {
  const path = template || `${settings().culture}/catalog/wishlist/list?Id={wishlistId}`;
  return appUrl(path.replace('{wishlistId}', encodeURIComponent(String(wishlistId))).replace(/^\//, ''));
}

/**
 * The dialog after an add: the server's Message, 'return to shopping' (closes) and 'go to wishlist'
 * (the list's page).
 */
export function openSuccessDialog(message: string, goTo: string): void {
  openListAddedDialog({
    title: t('Wishlists.AddToWishlist'),
    className: 'wishlist-added',
    message,
    backLabel: t('Wishlists.ReturnToShopping'),
    goLabel: t('Wishlists.GoToWishlist'),
    goTo,
  });
}
