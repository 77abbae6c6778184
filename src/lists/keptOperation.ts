import { reportFailure } from '../http/errorPolicy.ts';
import type { Outcome, RequestError } from '../http/request.ts';
import { keptInSession } from './state/keptInSession.ts';

/** A list call's outcome, or `login` when it met a 401: the operation is kept, the login opens. */
export type KeptCall<R> = Outcome<R> | { kind: 'login' };

/** Where a list page keeps the one operation that met a 401, to send it again after the login. */
export interface KeptOperation<T> {
  /**
   * Keeps the operation for this page (the login modal comes back to it), or for `path` (a page
   * being left, when the address already is the next page's).
   */
  keep(operation: T, path?: string): void;
  /** Takes this page's kept operation (removed once taken); undefined when none or stale. */
  take(now?: number): T | undefined;
  /** Sends a call; a 401 keeps the operation (sent again after the login) and opens the login. */
  call<R>(operation: T, send: () => Promise<Outcome<R>>): Promise<KeptCall<R>>;
  /** For a failure met elsewhere (a save queue): a 401 keeps the operation and opens the login; true then. */
  keepOnLogin(operation: T, error: RequestError): boolean;
}

/**
 * A list page operation kept as data in sessionStorage under `key`, for 15 minutes and for the
 * page it was made on. With storage off nothing is kept: the customer does it again after login.
 */
export function keptOperation<T>(key: string): KeptOperation<T> {
  const kept = keptInSession<T>(key);
  const keepOnLogin = (operation: T, error: RequestError): boolean => {
    if (error.status !== 401) return false;
    kept.keep(operation, location.pathname);
    reportFailure(error);
    return true;
  };
  return {
    keep: (operation, path = location.pathname) => kept.keep(operation, path),
    take: (now) => kept.take((_, path) => path === location.pathname, now),
    async call(operation, send) {
      const outcome = await send();
      if (outcome.kind === 'failed' && keepOnLogin(operation, outcome.error)) return { kind: 'login' };
      return outcome;
    },
    keepOnLogin,
  };
}
