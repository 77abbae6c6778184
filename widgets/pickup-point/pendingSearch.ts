import type { PickupQuery } from './searchRequest.ts';

const KEY = 'vitrine:pickup-pending-search';
/** A pending search older than this is stale (the customer gave up on the login). */
const MAX_AGE_MS = 15 * 60 * 1000;

interface Stored {
  shippingMethodId?: unknown;
  query?: PickupQuery;
  pointId?: unknown;
  at?: unknown;
}

/** A search to run again once the login brings the page back, and the point to select in its results. */
export interface PendingSearch {
  query: PickupQuery;
  /** The point whose save met the 401 (none when the search itself did). */
  pointId?: string;
}

/**
 * Keeps a search, or a point's save, that met a 401, so that after the login (the page comes
 * back) the modal opens again, runs the search and selects the point: nothing the customer typed
 * or chose is lost.
 */
export function keepPendingSearch(shippingMethodId: number, query: PickupQuery, pointId?: string): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify({ shippingMethodId, query, pointId, at: Date.now() }));
  } catch {
    // Storage may be off (private mode): the customer searches again after the login.
  }
}

const isQuery = (q: unknown): q is PickupQuery =>
  typeof q === 'object' &&
  q !== null &&
  ['countryCode', 'city', 'postalCode', 'address'].every(
    (key) => typeof (q as Record<string, unknown>)[key] === 'string',
  );

/** Takes the pending search of a shipping method (it is removed); undefined when none, stale or unreadable. */
export function takePendingSearch(shippingMethodId: number, now = Date.now()): PendingSearch | undefined {
  let stored: Stored | null = null;
  try {
    stored = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as Stored | null;
  } catch {
    stored = null;
  }
  if (!stored || stored.shippingMethodId !== shippingMethodId) return undefined;
  sessionStorage.removeItem(KEY);
  if (typeof stored.at !== 'number' || now - stored.at > MAX_AGE_MS || !isQuery(stored.query))
    return undefined;
  return typeof stored.pointId === 'string' && stored.pointId
    ? { query: stored.query, pointId: stored.pointId }
    : { query: stored.query };
}
