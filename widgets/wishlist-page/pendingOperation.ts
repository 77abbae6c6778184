/** A page operation as data, so one that met a 401 can be sent again after the login. */
export type PageOperation =
  | { op: 'name' | 'description'; listId: number; value: string }
  | { op: 'quantity'; listId: number; itemId: number; value: number }
  | { op: 'deleteItem'; listId: number; itemId: number }
  | { op: 'deleteFromAll'; listId: number; variantId: number }
  | { op: 'deleteList'; listId: number }
  | { op: 'orderAll'; listId: number };

const KEY = 'vitrine:wishlist-page-pending';
const MAX_AGE_MS = 15 * 60 * 1000;

/** Keeps an operation that met a 401 (the login modal comes back to this page). */
export function keepOperation(operation: PageOperation): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify({ operation, at: Date.now(), path: location.pathname }));
  } catch {
    // Storage off: the customer does it again after the login.
  }
}

/** Takes the kept operation of this page (removed once taken); undefined when none or stale. */
export function takeOperation(now = Date.now()): PageOperation | undefined {
  try {
    const stored = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as {
      operation?: PageOperation;
      at?: number;
      path?: string;
    } | null;
    if (!stored?.operation || stored.path !== location.pathname) return undefined;
    sessionStorage.removeItem(KEY);
    return typeof stored.at === 'number' && now - stored.at <= MAX_AGE_MS ? stored.operation : undefined;
  } catch {
    return undefined;
  }
}
