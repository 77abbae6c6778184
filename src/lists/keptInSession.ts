/** How long a kept value waits for the customer to come back from the login. */
const MAX_AGE_MS = 15 * 60 * 1000;

interface Stored<T> {
  value?: T;
  at?: number;
  scope?: string;
}

/** One value kept in sessionStorage across a login, for 15 minutes, taken once by its owner. */
export interface KeptInSession<T> {
  /** Keeps `value` (replacing any other), tagged with `scope` (e.g. the page it was made on). */
  keep(value: T, scope?: string): void;
  /**
   * Takes the kept value when `belongs(value, scope)` says it is the caller's: it is removed then,
   * and given back unless stale. Another owner's value stays; undefined when none or unreadable.
   */
  take(belongs: (value: T, scope: string) => boolean, now?: number): T | undefined;
}

/**
 * A value kept in sessionStorage under `key`: what a list call that met a 401 needs to be sent
 * again after the login. With storage off nothing is kept: the customer does it again.
 */
export function keptInSession<T>(key: string): KeptInSession<T> {
  return {
    keep(value, scope = '') {
      try {
        sessionStorage.setItem(key, JSON.stringify({ value, at: Date.now(), scope }));
      } catch {
        // Storage off (private mode): nothing kept.
      }
    },
    take(belongs, now = Date.now()) {
      let stored: Stored<T> | null;
      try {
        stored = JSON.parse(sessionStorage.getItem(key) ?? 'null') as Stored<T> | null;
      } catch {
        return undefined;
      }
      if (stored?.value === undefined || !belongs(stored.value, stored.scope ?? '')) return undefined;
      try {
        sessionStorage.removeItem(key);
      } catch {
        // Storage gone meanwhile: the value is given once all the same.
      }
      return typeof stored.at === 'number' && now - stored.at <= MAX_AGE_MS ? stored.value : undefined;
    },
  };
}
