import { appUrl, focusFirst, openDialog, settings, t } from '../../src/index.ts';

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
  const handle = openDialog({
    title: t('Wishlists.AddToWishlist'),
    replace: true,
    className: 'wishlist-added',
    size: 'small',
  });
  const text = document.createElement('p');
  text.textContent = message;
  handle.body.append(text);
  const back = document.createElement('button');
  back.type = 'button';
  back.className = 'button';
  back.textContent = t('Wishlists.ReturnToShopping');
  back.addEventListener('click', () => handle.close());
  const go = document.createElement('a');
  go.className = 'button button--primary';
  go.href = goTo;
  go.textContent = t('Wishlists.GoToWishlist');
  go.addEventListener('click', () => handle.close());
  handle.footer.append(back, go);
  focusFirst(handle);
}
