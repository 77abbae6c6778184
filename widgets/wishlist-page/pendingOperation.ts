import { keptOperation } from '../../src/index.ts';

/** A page operation as data, so one that met a 401 can be sent again after the login. */
export type PageOperation =
  | { op: 'name' | 'description'; listId: number; value: string }
  | { op: 'quantity'; listId: number; itemId: number; value: number }
  | { op: 'deleteItem'; listId: number; itemId: number }
  | { op: 'deleteFromAll'; listId: number; variantId: number }
  | { op: 'deleteList'; listId: number }
  | { op: 'orderAll'; listId: number };

const kept = keptOperation<PageOperation>('vitrine:wishlist-page-pending');

/** Keeps an operation that met a 401 (the login modal comes back to this page). */
export const keepOperation = (operation: PageOperation): void => kept.keep(operation);

/** Takes this page's kept operation (removed once taken); undefined when none or stale. */
export const takeOperation = (now?: number): PageOperation | undefined => kept.take(now);
