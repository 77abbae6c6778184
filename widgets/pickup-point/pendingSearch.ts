import { keptInSession } from '../../src/index.ts';
import type { PickupQuery } from './searchRequest.ts';

interface Stored {
  shippingMethodId: number;
  query: PickupQuery;
  pointId?: string;
}

/** A search to run again once the login brings the page back, and the point to select in its results. */
export interface PendingSearch {
  query: PickupQuery;
  /** The point whose save met the 401 (none when the search itself did). */
  pointId?: string;
}

/**
 * Kept like every value that waits for a login: 15 minutes, for the customer who made it only,
 * dropped at a logoff.
 */
const kept = keptInSession<Stored>('vitrine:pickup-pending-search');

/**
 * Keeps a search, or a point's save, that met a 401, so that after the login (the page comes
 * back) the modal opens again, runs the search and selects the point: nothing the customer typed
 * or chose is lost.
 */
export function keepPendingSearch(shippingMethodId: number, query: PickupQuery, pointId?: string): void {
  kept.keep(pointId ? { shippingMethodId, query, pointId } : { shippingMethodId, query });
}

const isQuery = (q: unknown): q is PickupQuery =>
  typeof q === 'object' &&
  q !== null &&
  ['countryCode', 'city', 'postalCode', 'address'].every(
    (key) => typeof (q as Record<string, unknown>)[key] === 'string',
  );

/** Takes the pending search of a shipping method (it is removed); undefined when none, stale or unreadable. */
export function takePendingSearch(shippingMethodId: number, now = Date.now()): PendingSearch | undefined {
  const stored = kept.take((value) => value?.shippingMethodId === shippingMethodId, now);
  if (!stored || !isQuery(stored.query)) return undefined;
  return typeof stored.pointId === 'string' && stored.pointId
    ? { query: stored.query, pointId: stored.pointId }
    : { query: stored.query };
}
