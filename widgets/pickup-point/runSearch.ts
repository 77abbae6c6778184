import { type Geocoder, type GeoPlace, type RequestError, request } from '../../src/index.ts';
import { type PickupPoint, readSearchAnswer } from './pickupPoint.ts';
import { needsReverseLookup, type PickupQuery, type SearchContext, searchBody } from './searchRequest.ts';

export type SearchResult =
  | { kind: 'ok'; points: PickupPoint[]; query: PickupQuery }
  | { kind: 'status'; status: string }
  | { kind: 'failed'; error: RequestError }
  | { kind: 'aborted' };

/** Request key of the search: a newer search aborts the older one. */
export const SEARCH_KEY = 'vitrine-pickup-search';

/**
 * The postal code of an address typed or chosen without one: the chosen place's
 * coordinates, else the geocoder's first match, resolved by reverse lookup. A geocoder failure is
 * logged only and the search goes on with what the customer typed.
 */
export async function resolvePostalCode(
  query: PickupQuery,
  chosen: GeoPlace | null,
  geocoder: Geocoder,
  signal: AbortSignal,
): Promise<PickupQuery> {
  try {
    const place = chosen ?? (await geocoder.search(query.address, query.countryCode, signal))[0];
    if (!place) return query;
    const postal = place.postalCode ? place : await geocoder.reverse(place.latitude, place.longitude, signal);
    if (!postal?.postalCode) return query;
    return { ...query, postalCode: postal.postalCode, city: query.city || postal.city };
  } catch (error) {
    if (!signal.aborted)
      console.warn('[vitrine] pickup-point: geocoding failed; searching with the typed address', error);
    return query;
  }
}

/** Resolves the postal code when needed, then POST api/v1/shipping/{carrier}/getpickuppoints. */
export async function runSearch(
  carrier: string,
  query: PickupQuery,
  context: SearchContext,
  geocoder: Geocoder,
  chosen: GeoPlace | null,
  signal: AbortSignal,
): Promise<SearchResult> {
  const resolved = needsReverseLookup(query)
    ? await resolvePostalCode(query, chosen, geocoder, signal)
    : query;
  if (signal.aborted) return { kind: 'aborted' };
  const outcome = await request('POST', `api/v1/shipping/${encodeURIComponent(carrier)}/getpickuppoints`, {
    json: searchBody(resolved, context),
    key: SEARCH_KEY,
    signal,
  });
  if (outcome.kind !== 'ok') return outcome;
  const answer = readSearchAnswer(outcome.data);
  if (answer.status !== 'Success') return { kind: 'status', status: answer.status };
  return { kind: 'ok', points: answer.points, query: resolved };
}
