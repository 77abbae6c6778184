import { listCalls, request } from '../../src/index.ts';

const BASE = 'api/v1/birthlists/birthlist';

/**
 * The birth list calls, each resolving to the request's Outcome; all carry the mount's `signal`,
 * so an answer after the page left ends as `aborted`.
 */
export function birthListCalls(signal: AbortSignal) {
  return {
    ...listCalls(BASE, signal),
    updatePriority: (itemId: number, isPriority: boolean) =>
      request('POST', `${BASE}/updatePriority`, { json: { Id: itemId, IsPriority: isPriority }, signal }),
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
