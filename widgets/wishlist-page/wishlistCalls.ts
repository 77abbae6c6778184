import { listCalls, request } from '../../src/index.ts';

const BASE = 'api/v1/catalog/wishlist';

/**
 * The wishlist calls, each resolving to the request's Outcome; all carry the mount's `signal`, so
 * an answer after the page left ends as `aborted`.
 */
export function wishlistCalls(signal: AbortSignal) {
  return {
    ...listCalls(BASE, signal),
    updateName: (id: number, name: string) =>
      request('POST', `${BASE}/updatename`, { json: { Id: id, Name: name }, signal }),
    updateDescription: (id: number, description: string) =>
      request('POST', `${BASE}/updatedescription`, { json: { Id: id, Description: description }, signal }),
    deleteFromAllLists: (variantId: number) =>
      request('DELETE', `${BASE}/deletefromalllist/${variantId}`, { signal }),
  };
}

export type WishlistCalls = ReturnType<typeof wishlistCalls>;
