import { keptOperation } from '../../src/index.ts';

/** A birth list operation as data, so one that met a 401 is sent again after the login. */
export type BirthListOperation =
  | { op: 'quantity'; itemId: number; value: number }
  | { op: 'priority'; itemId: number; value: boolean }
  | { op: 'deleteItem'; itemId: number }
  | { op: 'deleteList' }
  | { op: 'info'; name: string; message: string };

/** This page's operation kept across a login (its calls go through `pending.call`). */
export const pending = keptOperation<BirthListOperation>('vitrine:birthlist-page-pending');
