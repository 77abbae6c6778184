import { type Outcome, request } from '../../http/request.ts';

/** The calls every list kind answers under its base path (the CMS's list calls), each resolving to its Outcome. */
export interface ListCalls {
  /** `POST {base}/updatequantity?Id&Quantity` */
  updateQuantity(itemId: number, quantity: number): Promise<Outcome<unknown>>;
  /** `DELETE {base}/deletefromlist?Id` */
  deleteItem(itemId: number): Promise<Outcome<unknown>>;
  /** `POST {base}/delete` with `{ Id }` */
  deleteList(id: number): Promise<Outcome<unknown>>;
}

/**
 * The calls a wishlist and a birth list share, under `base` (e.g. `api/v1/catalog/wishlist`); a
 * list page's calls module spreads them and adds its own. Every call carries `signal` (the list
 * page's mount signal), so an answer after the page left ends as `aborted`.
 */
export function listCalls(base: string, signal: AbortSignal): ListCalls {
  return {
    updateQuantity: (itemId, quantity) =>
      request('POST', `${base}/updatequantity`, { searchParams: { Id: itemId, Quantity: quantity }, signal }),
    deleteItem: (itemId) =>
      request('DELETE', `${base}/deletefromlist`, { searchParams: { Id: itemId }, signal }),
    deleteList: (id) => request('POST', `${base}/delete`, { json: { Id: id }, signal }),
  };
}
