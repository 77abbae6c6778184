/** A birth list operation as data, so one that met a 401 is sent again after the login. */
export type BirthListOperation =
  | { op: 'quantity'; itemId: number; value: number }
  | { op: 'priority'; itemId: number; value: boolean }
  | { op: 'deleteItem'; itemId: number }
  | { op: 'deleteList' }
  | { op: 'info'; name: string; message: string };

const KEY = 'vitrine:birthlist-page-pending';
const MAX_AGE_MS = 15 * 60 * 1000;

export function keepOperation(operation: BirthListOperation): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify({ operation, at: Date.now(), path: location.pathname }));
  } catch {
    // Storage off: the customer does it again after the login.
  }
}

/** Takes this page's kept operation (removed once taken); undefined when none or stale. */
export function takeOperation(now = Date.now()): BirthListOperation | undefined {
  try {
    const stored = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as {
      operation?: BirthListOperation;
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
