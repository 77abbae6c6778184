import { keptInSession } from './state/keptInSession.ts';

/** Where an add-to-list form keeps the add that met a 401, to send it after the login. */
export interface KeptAdd<T> {
  /** Keeps the add (the page comes back with the form's open-on-load parameter). */
  keep(add: T): void;
  /** Takes the kept add for a variant (removed once taken); undefined when none, another's or stale. */
  take(variantId: number, now?: number): T | undefined;
}

/**
 * An add to a list kept as data in sessionStorage under `key`, for 15 minutes, so that after the
 * login nothing the customer chose is lost. `variantOf` names the product variant the add is for.
 */
export function keptAdd<T>(key: string, variantOf: (add: T) => number): KeptAdd<T> {
  const kept = keptInSession<T>(key);
  return {
    keep: (add) => kept.keep(add),
    take: (variantId, now) => kept.take((add) => variantOf(add) === variantId, now),
  };
}
