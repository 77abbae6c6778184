import { request } from '../http/index.ts';
import { GeocoderError } from './GeocoderError.ts';

/** A place a geocoder found: a city with its postal code, or a street (postal code may be empty). */
export interface GeoPlace {
  label: string;
  street: string;
  city: string;
  postalCode: string;
  countryCode: string;
  latitude: number;
  longitude: number;
}

/** Address search and reverse lookup (the places autocomplete and geocoding the pickup search needs). */
export interface Geocoder {
  search(query: string, countryCode: string, signal?: AbortSignal): Promise<GeoPlace[]>;
  /** The postal area at a point, or undefined. */
  reverse(latitude: number, longitude: number, signal?: AbortSignal): Promise<GeoPlace | undefined>;
}

const str = (value: unknown) => (typeof value === 'string' ? value : '');

function placeOf(raw: unknown): GeoPlace | undefined {
  if (typeof raw !== 'object' || raw === null) return undefined;
  const r = raw as Record<string, unknown>;
  const latitude = Number(r.Latitude);
  const longitude = Number(r.Longitude);
  if (!Number.isFinite(latitude) || !Number.isFinite(longitude)) return undefined;
  return {
    label: str(r.Label),
    street: str(r.Street),
    city: str(r.City),
    postalCode: str(r.PostalCode),
    countryCode: str(r.CountryCode),
    latitude,
    longitude,
  };
}

/** The CMS's geocoder: GET api/v1/geocoder/search?q&country and api/v1/geocoder/reverse?lat&lng. */
export const cmsGeocoder: Geocoder = {
  async search(query, countryCode, signal) {
    const outcome = await request('GET', 'api/v1/geocoder/search', {
      searchParams: { q: query, country: countryCode },
      ...(signal ? { signal } : {}),
    });
    if (outcome.kind === 'aborted') return [];
    if (outcome.kind === 'failed') throw new GeocoderError(outcome.error.message);
    const list = Array.isArray(outcome.data) ? outcome.data : [];
    return list.map(placeOf).filter((place): place is GeoPlace => place !== undefined);
  },
  async reverse(latitude, longitude, signal) {
    const outcome = await request('GET', 'api/v1/geocoder/reverse', {
      searchParams: { lat: latitude, lng: longitude },
      ...(signal ? { signal } : {}),
    });
    if (outcome.kind === 'ok') return placeOf(outcome.data);
    if (outcome.kind === 'failed' && outcome.error.status !== 404)
      throw new GeocoderError(outcome.error.message);
    return undefined;
  },
};
