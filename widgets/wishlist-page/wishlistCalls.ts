import { listCalls, request } from '../../src/index.ts';

const BASE = 'api/v1/catalog/wishlist';

/** The spec's wishlist calls (section 7), each resolving to the request's Outcome. */
export const wishlistCalls = {
  ...listCalls(BASE),
  updateName: (id: number, name: string) =>
    request('POST', `${BASE}/updatename`, { json: { Id: id, Name: name } }),
  updateDescription: (id: number, description: string) =>
    request('POST', `${BASE}/updatedescription`, { json: { Id: id, Description: description } }),
  deleteFromAllLists: (variantId: number) => request('DELETE', `${BASE}/deletefromalllist/${variantId}`),
  orderAll: (id: number, items: { variantId: number; qty: number }[]) =>
    request('POST', 'api/v1/catalog/products/addwishlisttocart', { json: { WishlistId: id, Items: items } }),
};
