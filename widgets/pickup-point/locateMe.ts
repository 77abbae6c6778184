import type { Geocoder } from '../../src/index.ts';
import type { PickupQuery } from './searchRequest.ts';

/**
 * The browser's position request: a 10 s time-out once allowed, and a position up to 5 minutes
 * old is good enough (a postal area does not move; a fresh fix can take long on a laptop).
 */
export const LOCATE_OPTIONS: PositionOptions = { timeout: 10_000, maximumAge: 300_000 };

/** Why "use my location" gave nothing; each is logged only, the list keeps working. */
export type LocateFailure =
  | 'denied'
  | 'unavailable'
  | 'timeout'
  | 'geocoder'
  | 'unknown-place'
  | 'other-country';

export type LocateOutcome =
  | { kind: 'found'; query: PickupQuery }
  | { kind: 'failed'; reason: LocateFailure }
  | { kind: 'aborted' };

const POSITION_FAILURES: Record<number, LocateFailure> = { 1: 'denied', 2: 'unavailable', 3: 'timeout' };

let unsupportedLogged = false;

/**
 * The browser's geolocation, or undefined without support (the button is then not shown); the
 * missing support is logged once per page (logged only).
 */
export function supportedGeolocation(
  nav: Pick<Navigator, 'geolocation'> = navigator,
): Geolocation | undefined {
  const geolocation = nav.geolocation as Geolocation | undefined;
  if (typeof geolocation?.getCurrentPosition === 'function') return geolocation;
  if (!unsupportedLogged)
    console.info('[vitrine] pickup-point: no geolocation support; "use my location" left out');
  unsupportedLogged = true;
  return undefined;
}

function currentPosition(geolocation: Geolocation): Promise<GeolocationCoordinates> {
  return new Promise((resolve, reject) => {
    geolocation.getCurrentPosition((position) => resolve(position.coords), reject, LOCATE_OPTIONS);
  });
}

function failed(reason: LocateFailure, cause?: unknown): LocateOutcome {
  console.warn(`[vitrine] pickup-point: use my location failed (${reason})`, cause ?? '');
  return { kind: 'failed', reason };
}

/**
 * "Use my location": the device's position, its postal area by reverse lookup, and the search of
 * that area (its country when it is one of the modal's, its postal code and city). Never throws:
 * a refusal, a time-out, a lookup failure or a place outside the modal's countries is logged and
 * answered as `failed`; an abort (the modal closed, a search typed meanwhile) as `aborted`.
 */
export async function locateMe(
  geolocation: Geolocation,
  geocoder: Geocoder,
  countries: readonly { CountryCode: string }[],
  signal: AbortSignal,
): Promise<LocateOutcome> {
  let coords: GeolocationCoordinates;
  try {
    coords = await currentPosition(geolocation);
  } catch (error) {
    if (signal.aborted) return { kind: 'aborted' };
    const code = (error as { code?: unknown } | null)?.code;
    return failed(POSITION_FAILURES[typeof code === 'number' ? code : 2] ?? 'unavailable', error);
  }
  if (signal.aborted) return { kind: 'aborted' };
  let place: Awaited<ReturnType<Geocoder['reverse']>>;
  try {
    place = await geocoder.reverse(coords.latitude, coords.longitude, signal);
  } catch (error) {
    return signal.aborted ? { kind: 'aborted' } : failed('geocoder', error);
  }
  if (signal.aborted) return { kind: 'aborted' };
  if (!place?.postalCode) return failed('unknown-place', coords);
  const code = place.countryCode.toUpperCase();
  const country = countries.find((c) => c.CountryCode.toUpperCase() === code);
  if (!country) return failed('other-country', place.countryCode);
  return {
    kind: 'found',
    query: { countryCode: country.CountryCode, postalCode: place.postalCode, city: place.city, address: '' },
  };
}
