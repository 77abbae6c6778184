import { keptOperation } from '../../src/index.ts';

/** A quantity change a 401 interrupted: kept for the cart page that opens after the login. */
export interface PendingChange {
  itemId: number;
  quantity: number;
}

/**
 * Kept like every value that waits for a login: for this page, 15 minutes, for the customer who
 * made it only, dropped at a logoff. With storage off the change is lost, and the line already
 * shows the server's value.
 */
const kept = keptOperation<PendingChange>('vitrine:cart-pending-change');

/** Remembers a change to send again once the customer has logged in. */
export function keepPendingChange(change: PendingChange): void {
  kept.keep(change);
}

/** The change waiting since a 401, taken out of storage (it is sent once). */
export function takePendingChange(): PendingChange | undefined {
  const data = kept.take();
  if (typeof data !== 'object' || data === null) return undefined;
  const { itemId, quantity } = data as Partial<PendingChange>;
  return typeof itemId === 'number' && typeof quantity === 'number' ? { itemId, quantity } : undefined;
}
