import { keptAdd } from '../../src/index.ts';
import type { AddRequest } from './formModel.ts';

/**
 * The add that met a 401, kept so that after the login (the page comes back with openWishlist)
 * the modal sends it again and nothing the customer chose is lost.
 */
export const pendingAdd = keptAdd<AddRequest>('vitrine:wishlist-pending-add', (add) => add.productVariantId);
