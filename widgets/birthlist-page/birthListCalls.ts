import { listCalls, request } from '../../src/index.ts';

const BASE = 'api/v1/birthlists/birthlist';

/** The spec's birth list calls (section 7), each resolving to the request's Outcome. */
export const birthListCalls = {
  ...listCalls(BASE),
  updatePriority: (itemId: number, isPriority: boolean) =>
    request('POST', `${BASE}/updatePriority`, { json: { Id: itemId, IsPriority: isPriority } }),
  /** The update-info form (its path is the form's action), sent as a form. */
  updateInfo: (action: string, data: { BirthListId: number; ListName: string; Message: string }) =>
    request('POST', action, {
      body: new URLSearchParams({
        BirthListId: String(data.BirthListId),
        ListName: data.ListName,
        Message: data.Message,
      }),
    }),
};
