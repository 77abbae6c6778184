import { HttpError, type RequestError, request, t } from '../../src/index.ts';

const BASE = 'api/v1/birthlists/birthlist';

/**
 * The spec's birth list calls (section 7); all carry the mount's `signal`, so an answer after the
 * page left ends as `aborted`.
 */
export function birthListCalls(signal: AbortSignal) {
  return {
    updateQuantity: (itemId: number, quantity: number) =>
      request('POST', `${BASE}/updatequantity`, { searchParams: { Id: itemId, Quantity: quantity }, signal }),
    updatePriority: (itemId: number, isPriority: boolean) =>
      request('POST', `${BASE}/updatePriority`, { json: { Id: itemId, IsPriority: isPriority }, signal }),
    deleteItem: (itemId: number) =>
      request('DELETE', `${BASE}/deletefromlist`, { searchParams: { Id: itemId }, signal }),
    deleteList: (id: number) => request('POST', `${BASE}/delete`, { json: { Id: id }, signal }),
    /** The update-info form (its path is the form's action), sent as a form. */
    updateInfo: (action: string, data: { BirthListId: number; ListName: string; Message: string }) =>
      request('POST', action, {
        body: new URLSearchParams({
          BirthListId: String(data.BirthListId),
          ListName: data.ListName,
          Message: data.Message,
        }),
        signal,
      }),
  };
}

export type BirthListCalls = ReturnType<typeof birthListCalls>;

export function answerMessage(body: unknown): string {
  const message = (body as { Message?: unknown } | null)?.Message;
  return typeof message === 'string' ? message : '';
}

/** The server's Message, else the generic error. */
export function failureReason(error: RequestError): string {
  return (error instanceof HttpError ? answerMessage(error.body) : '') || t('Manager.UnknowsErrors');
}

/** The quantity modal failure (spec section 8): the status text, else the generic server error. */
export function quantityFailureText(error: RequestError): string {
  return (
    (error instanceof HttpError ? (error.response?.statusText ?? '').trim() : '') ||
    t('Manager.UnknowsErrors')
  );
}

/** The quantity a form response (IsSuccessfull, BirthListItemId, Quantity) confirms for an item. */
export function confirmedQuantity(data: unknown, itemId: number): number | undefined {
  const answer = (data ?? {}) as Record<string, unknown>;
  if (answer.IsSuccessfull === false || Number(answer.BirthListItemId) !== itemId) return undefined;
  const quantity = answer.Quantity;
  return typeof quantity === 'number' && quantity > 0 ? quantity : undefined;
}

/** Whether an answer is a success (`IsSuccessfull` not false). */
export function succeeded(data: unknown): boolean {
  return (data as { IsSuccessfull?: unknown } | null)?.IsSuccessfull !== false;
}
