const MAX_AGE_MS = 15 * 60 * 1000;

/** Where a list page keeps the one operation that met a 401, to send it again after the login. */
export interface KeptOperation<T> {
  /** Keeps the operation for this page (the login modal comes back to it). */
  keep(operation: T): void;
  /** Takes this page's kept operation (removed once taken); undefined when none or stale. */
  take(now?: number): T | undefined;
}

/**
 * A list page operation kept as data in sessionStorage under `key`, for 15 minutes and for the
 * page it was made on. With storage off nothing is kept: the customer does it again after login.
 */
export function keptOperation<T>(key: string): KeptOperation<T> {
  return {
    keep(operation) {
      try {
        sessionStorage.setItem(key, JSON.stringify({ operation, at: Date.now(), path: location.pathname }));
      } catch {
        // Storage off: nothing kept.
      }
    },
    take(now = Date.now()) {
      try {
        const stored = JSON.parse(sessionStorage.getItem(key) ?? 'null') as {
          operation?: T;
          at?: number;
          path?: string;
        } | null;
        if (!stored?.operation || stored.path !== location.pathname) return undefined;
        sessionStorage.removeItem(key);
        return typeof stored.at === 'number' && now - stored.at <= MAX_AGE_MS ? stored.operation : undefined;
      } catch {
        return undefined;
      }
    },
  };
}
