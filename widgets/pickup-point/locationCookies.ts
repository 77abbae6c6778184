import { recallPreference, rememberPreference } from '../../src/index.ts';
import type { PickupQuery } from './searchRequest.ts';

/**
 * The CMS's location cookies: the last searched country, postal code and city. They are
 * preference cookies: cookies only with the preferences consent, in this tab until then.
 */
export const LOCATION_COOKIES = {
  country: 'VitrinePickupCountry',
  postalCode: 'VitrinePickupPostalCode',
  city: 'VitrinePickupCity',
} as const;

/** Remembers a search's place for the next one. */
export function rememberLocation(query: PickupQuery): void {
  rememberPreference(LOCATION_COOKIES.country, query.countryCode);
  rememberPreference(LOCATION_COOKIES.postalCode, query.postalCode.trim());
  rememberPreference(LOCATION_COOKIES.city, query.city.trim());
}

/**
 * The first search: the remembered place when it is in the same country (or no country was given),
 * else the page's (the checkout's address).
 */
export function prefill(page: PickupQuery): PickupQuery {
  const country = recallPreference(LOCATION_COOKIES.country) ?? '';
  if (!country || (page.countryCode && country !== page.countryCode)) return page;
  return {
    countryCode: country,
    postalCode: recallPreference(LOCATION_COOKIES.postalCode) ?? '',
    city: recallPreference(LOCATION_COOKIES.city) ?? '',
    address: '',
  };
}
