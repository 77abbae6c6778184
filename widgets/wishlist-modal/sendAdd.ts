import {
  answerMessage,
  BadAnswerError,
  extractFragment,
  HttpError,
  type RequestError,
  request,
} from '../../src/index.ts';
import { type AddRequest, readWishlistForm, type WishlistFormModel } from './formModel.ts';

/** How an add ended, as the form shows it. */
export type AddAnswer =
  | { kind: 'added'; message: string; wishlistId: number; dataLayer: Record<string, unknown> | undefined }
  /** An HTML answer (`text/html`) for the modal: the form again to correct, or any fragment. */
  | { kind: 'form'; model: WishlistFormModel }
  | { kind: 'html'; html: string }
  /** Any other answer that is not an object (a JSON string): shown as text, never as HTML. */
  | { kind: 'text'; text: string }
  /** The server said no, with its Message (shown in a growl). */
  | { kind: 'refused'; message: string }
  | { kind: 'login'; error: RequestError }
  | { kind: 'failed'; error: RequestError }
  | { kind: 'aborted' };

function readSuccess(data: object): AddAnswer {
  const answer = data as {
    WishlistId?: unknown;
    DataLayer?: unknown;
    IsSuccessfull?: unknown;
  };
  const message = answerMessage(answer) ?? '';
  if (answer.IsSuccessfull === false || message === '') return { kind: 'refused', message };
  const dataLayer =
    typeof answer.DataLayer === 'object' && answer.DataLayer !== null
      ? (answer.DataLayer as Record<string, unknown>)
      : undefined;
  return { kind: 'added', message, wishlistId: Number(answer.WishlistId) || 0, dataLayer };
}

/** Posts the add (the CMS's POST addproductvariant, data in the query) and reads the answer. */
export async function sendAdd(url: string, add: AddRequest, signal: AbortSignal): Promise<AddAnswer> {
  const searchParams = {
    List: add.List,
    NewListName: add.NewListName,
    productVariantId: add.productVariantId,
    Quantity: add.Quantity,
  };
  // The CMS answers the add with JSON, or with HTML (its form, or a fragment to show).
  const outcome = await request('POST', url, {
    searchParams,
    expect: 'json-or-html',
    signal,
    key: `wishlist-add:${add.productVariantId}`,
  });
  if (outcome.kind === 'aborted') return { kind: 'aborted' };
  if (outcome.kind === 'failed') {
    const { error } = outcome;
    if (error.status === 401) return { kind: 'login', error };
    const message = error instanceof HttpError ? answerMessage(error.body) : undefined;
    return message ? { kind: 'refused', message } : { kind: 'failed', error };
  }
  if (typeof outcome.data === 'object' && outcome.data !== null) return readSuccess(outcome.data);
  const html = typeof outcome.data === 'string' ? outcome.data : '';
  // Nothing to show (null, an empty answer): a failure the error policy tells.
  if (html.trim() === '')
    return { kind: 'failed', error: new BadAnswerError(200, 'POST', outcome.url, 'an empty answer') };
  if (!outcome.contentType?.includes('text/html')) return { kind: 'text', text: html };
  const model = readWishlistForm(html);
  if (model) return { kind: 'form', model };
  // A page with nothing to show besides its heading (a maintenance page): no fragment, a failure.
  if (extractFragment(html).blank)
    return { kind: 'failed', error: new BadAnswerError(200, 'POST', outcome.url, 'nothing to show') };
  return { kind: 'html', html };
}

/** Whether the variant is already in the list (GET isinthelist); undefined when unknown. */
export async function isInTheList(
  url: string,
  wishlistId: number,
  variantId: number,
  signal: AbortSignal,
): Promise<boolean | undefined> {
  if (wishlistId <= 0) return false;
  const outcome = await request('GET', url, {
    searchParams: { wishlistId, productVariantId: variantId },
    signal,
    key: `wishlist-isinthelist:${variantId}`,
  });
  if (outcome.kind !== 'ok') return undefined;
  const data = outcome.data as { IsInTheList?: unknown } | boolean;
  return typeof data === 'boolean' ? data : data?.IsInTheList === true;
}

/** How a removal from one list ended. */
export type RemoveAnswer =
  | { kind: 'removed'; message: string }
  | { kind: 'login'; error: RequestError }
  | { kind: 'failed'; error: RequestError }
  | { kind: 'aborted' };

/** Takes the variant out of one list (the CMS's DELETE deletefromlist/{productVariantId}/{listId}). */
export async function sendRemove(
  url: string,
  variantId: number,
  listId: number,
  signal: AbortSignal,
): Promise<RemoveAnswer> {
  const path = `${url.replace(/\/$/, '')}/${variantId}/${listId}`;
  const outcome = await request('DELETE', path, { signal, key: `wishlist-add:${variantId}` });
  if (outcome.kind === 'aborted') return { kind: 'aborted' };
  if (outcome.kind === 'failed')
    return outcome.error.status === 401
      ? { kind: 'login', error: outcome.error }
      : { kind: 'failed', error: outcome.error };
  return { kind: 'removed', message: answerMessage(outcome.data) ?? '' };
}
