import { keptOperation } from '../../src/index.ts';

/** A page operation as data, so one that met a 401 can be sent again after the login. */
export type PageOperation =
  | { op: 'name' | 'description'; listId: number; value: string }
  | { op: 'quantity'; listId: number; itemId: number; value: number }
  | { op: 'deleteItem'; listId: number; itemId: number }
  | { op: 'deleteFromAll'; listId: number; variantId: number }
  | { op: 'deleteList'; listId: number }
  | { op: 'orderAll'; listId: number };

/** This page's operation kept across a login (its calls go through `pending.call`). */
export const pending = keptOperation<PageOperation>('vitrine:wishlist-page-pending');
