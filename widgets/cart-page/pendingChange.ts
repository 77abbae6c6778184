/** A quantity change a 401 interrupted: kept for the cart page that opens after the login. */
export interface PendingChange {
  itemId: number;
  quantity: number;
}

const KEY = 'vitrine:cart-pending-change';

/** Remembers a change to send again once the customer has logged in. */
export function keepPendingChange(change: PendingChange): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(change));
  } catch {
    // Private mode without storage: the change is lost, the line already shows the server's value.
  }
}

/** The change waiting since a 401, taken out of storage (it is sent once). */
export function takePendingChange(): PendingChange | undefined {
  try {
    const raw = sessionStorage.getItem(KEY);
    sessionStorage.removeItem(KEY);
    const data: unknown = raw ? JSON.parse(raw) : undefined;
    if (typeof data !== 'object' || data === null) return undefined;
    const { itemId, quantity } = data as Partial<PendingChange>;
    return typeof itemId === 'number' && typeof quantity === 'number' ? { itemId, quantity } : undefined;
  } catch {
    return undefined;
  }
}
