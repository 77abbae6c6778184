import { HttpError, type Outcome, type RequestError, request, t } from '../../src/index.ts';

const BASE = 'api/v1/catalog/wishlist';

/**
 * The spec's wishlist calls (section 7), each resolving to the request's Outcome; all carry the
 * mount's `signal`, so an answer after the page left ends as `aborted`.
 */
export function wishlistCalls(signal: AbortSignal) {
  return {
    updateName: (id: number, name: string) =>
      request('POST', `${BASE}/updatename`, { json: { Id: id, Name: name }, signal }),
    updateDescription: (id: number, description: string) =>
      request('POST', `${BASE}/updatedescription`, { json: { Id: id, Description: description }, signal }),
    updateQuantity: (itemId: number, quantity: number) =>
      request('POST', `${BASE}/updatequantity`, { searchParams: { Id: itemId, Quantity: quantity }, signal }),
    deleteItem: (itemId: number) =>
      request('DELETE', `${BASE}/deletefromlist`, { searchParams: { Id: itemId }, signal }),
    deleteFromAllLists: (variantId: number) =>
      request('DELETE', `${BASE}/deletefromalllist/${variantId}`, { signal }),
    deleteList: (id: number) => request('POST', `${BASE}/delete`, { json: { Id: id }, signal }),
    orderAll: (id: number, items: { variantId: number; qty: number }[]) =>
      request('POST', 'api/v1/catalog/products/addwishlisttocart', {
        json: { WishlistId: id, Items: items },
        signal,
      }),
  };
}

export type WishlistCalls = ReturnType<typeof wishlistCalls>;

/** The answer's Message, when the server gave one. */
export function answerMessage(body: unknown): string {
  const message = (body as { Message?: unknown } | null)?.Message;
  return typeof message === 'string' ? message : '';
}

/** Why a call failed, in words for the customer: the server's Message, else the generic error. */
export function failureReason(error: RequestError): string {
  const message = error instanceof HttpError ? answerMessage(error.body) : '';
  return message || t('Manager.UnknowsErrors');
}

/** The quantity failure text (spec section 8): the server's status text, else the generic error. */
export function quantityFailureText(error: RequestError): string {
  const statusText = error instanceof HttpError ? (error.response?.statusText ?? '').trim() : '';
  return statusText || t('Manager.UnknowsErrors');
}

/** Whether an answer is a success (`IsSuccessfull` not false). */
export function succeeded(outcome: Outcome<unknown>): boolean {
  if (outcome.kind !== 'ok') return false;
  return (outcome.data as { IsSuccessfull?: unknown } | null)?.IsSuccessfull !== false;
}

/**
 * The quantity a form response (IsSuccessfull, WishlistProductId or BirthListItemId, Quantity)
 * confirms for an item; undefined when the answer is about another item or has no quantity.
 */
export function confirmedQuantity(data: unknown, idField: string, itemId: number): number | undefined {
  const answer = (data ?? {}) as Record<string, unknown>;
  if (answer.IsSuccessfull === false || Number(answer[idField]) !== itemId) return undefined;
  const quantity = answer.Quantity;
  return typeof quantity === 'number' && quantity > 0 ? quantity : undefined;
}
