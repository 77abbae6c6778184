import { readCookie, writeCookie } from '../../src/index.ts';
import type { PickupQuery } from './searchRequest.ts';

/** The CMS's location cookies: the last searched country, postal code and city. */
export const LOCATION_COOKIES = {
  country: 'VitrinePickupCountry',
  postalCode: 'VitrinePickupPostalCode',
  city: 'VitrinePickupCity',
} as const;

const ONE_YEAR_HOURS = 8760;

/** Remembers a search's place for the next one. */
export function rememberLocation(query: PickupQuery): void {
  writeCookie(LOCATION_COOKIES.country, query.countryCode, ONE_YEAR_HOURS);
  writeCookie(LOCATION_COOKIES.postalCode, query.postalCode.trim(), ONE_YEAR_HOURS);
  writeCookie(LOCATION_COOKIES.city, query.city.trim(), ONE_YEAR_HOURS);
}

/**
 * The first search: the remembered place when it is in the same country (or no country was given),
 * else the page's (the checkout's address).
 */
export function prefill(page: PickupQuery): PickupQuery {
  const country = readCookie(LOCATION_COOKIES.country) ?? '';
  if (!country || (page.countryCode && country !== page.countryCode)) return page;
  return {
    countryCode: country,
    postalCode: readCookie(LOCATION_COOKIES.postalCode) ?? '',
    city: readCookie(LOCATION_COOKIES.city) ?? '',
    address: '',
  };
}
