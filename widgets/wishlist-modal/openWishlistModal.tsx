import {
  announceListChange,
  BadAnswerError,
  closeAllDialogs,
  Dialog,
  growl,
  loadFragment,
  markInWishlist,
  mountDetached,
  pushDataLayer,
  reportFailure,
  t,
} from '../../src/index.ts';
import { readWishlistForm } from './formModel.ts';
import { pendingAdd } from './pendingAdd.ts';
import type { AddAnswer } from './sendAdd.ts';
import { openSuccessDialog, wishlistPageUrl } from './successDialog.ts';
import { WishlistForm } from './WishlistForm.tsx';

export interface ModalSettings {
  popupUrl: string;
  addUrl: string;
  isInListUrl: string;
  removeUrl: string;
  listUrl: string;
  variantId: number;
}

/** The current page with `openWishlist={variantId}`: after a login the modal opens again there. */
export function reopenUrl(variantId: number): string {
  const url = new URL(location.href);
  url.searchParams.set('openWishlist', String(variantId));
  return url.pathname + url.search + url.hash;
}

/** After an add: the dialog says what happened (no toast saying it again) and offers the list. */
function added(answer: Extract<AddAnswer, { kind: 'added' }>, settings: ModalSettings): void {
  closeAllDialogs();
  if (answer.dataLayer) {
    pushDataLayer({ ecommerce: null });
    pushDataLayer(answer.dataLayer);
  }
  markInWishlist(settings.variantId);
  announceListChange('wishlist-modal', 'wishlist', [answer.wishlistId]);
  openSuccessDialog(answer.message, wishlistPageUrl(answer.wishlistId, settings.listUrl));
}

/** After a removal: the modal closes, the toast says it, the heart and counts follow the server. */
function removed(listId: number, message: string): void {
  closeAllDialogs();
  if (message) growl(message, { type: 'success' });
  announceListChange('wishlist-modal', 'wishlist', [listId]);
}

/**
 * Opens the add-to-wishlist modal: GETs the popup address (a 401 opens the login, which comes back
 * with openWishlist), reads its form and renders the React form in a dialog. An add kept from
 * before a login is sent at once.
 */
export async function openWishlistModal(
  link: HTMLAnchorElement,
  settings: ModalSettings,
  signal: AbortSignal,
) {
  const returnUrl = reopenUrl(settings.variantId);
  const popup = new URL(settings.popupUrl || link.href, location.href);
  const fragment = await loadFragment({
    url: popup.href,
    signal,
    busy: link,
    needs: 'form.wishlist-form',
    returnUrl,
  });
  if (!fragment) return;
  const model = readWishlistForm(fragment.content, fragment.title);
  if (!model)
    return reportFailure(new BadAnswerError(200, 'GET', fragment.url, 'the popup has no wishlist form'));
  mountDetached({ widget: 'wishlist-modal', element: link, signal }, (close) => (
    <Dialog title={model.title || t('Wishlists.AddToWishlist')} className="wishlist-modal" onClose={close}>
      <WishlistForm
        model={model}
        addUrl={settings.addUrl}
        isInListUrl={settings.isInListUrl}
        removeUrl={settings.removeUrl}
        returnUrl={returnUrl}
        pending={pendingAdd.take(settings.variantId)}
        onAdded={(answer) => added(answer, settings)}
        onLoginNeeded={pendingAdd.keep}
        onRemoved={removed}
      />
    </Dialog>
  ));
}
