import { keptOperation } from '../../src/index.ts';

/** A birth list operation as data, so one that met a 401 is sent again after the login. */
export type BirthListOperation =
  | { op: 'quantity'; itemId: number; value: number }
  | { op: 'priority'; itemId: number; value: boolean }
  | { op: 'deleteItem'; itemId: number }
  | { op: 'deleteList' }
  | { op: 'info'; name: string; message: string };

const kept = keptOperation<BirthListOperation>('vitrine:birthlist-page-pending');

/** Keeps an operation that met a 401 (the login modal comes back to this page). */
export const keepOperation = (operation: BirthListOperation): void => kept.keep(operation);

/** Takes this page's kept operation (removed once taken); undefined when none or stale. */
export const takeOperation = (now?: number): BirthListOperation | undefined => kept.take(now);
