import { keptAdd } from '../../src/index.ts';

/** The add-to-birth-list call's data. */
export interface BirthListAdd {
  BirthListId: number;
  ProductVariantId: number;
  Quantity: number;
}

/** The add that met a 401, kept so that the page coming back with openBirthlist sends it. */
export const pendingAdd = keptAdd<BirthListAdd>(
  'vitrine:birthlist-pending-add',
  (add) => add.ProductVariantId,
);
