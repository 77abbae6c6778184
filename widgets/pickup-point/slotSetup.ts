import type { CountryOption } from './SearchForm.tsx';
import type { PickupQuery } from './searchRequest.ts';

const KINDS = ['points', 'postal', 'static'] as const;
export type CarrierKind = (typeof KINDS)[number];

export const carrierKind = (value: string): CarrierKind =>
  (KINDS as readonly string[]).includes(value) ? (value as CarrierKind) : 'points';

/** Keeps the well-formed country entries of the `data-countries` option. */
export function readCountries(value: unknown): CountryOption[] {
  if (!Array.isArray(value)) return [];
  return value.filter(
    (c): c is CountryOption =>
      typeof c === 'object' && c !== null && typeof c.CountryCode === 'string' && typeof c.Name === 'string',
  );
}

/** The first search and the method, from the search link's query (the route's parameters). */
export function queryOfLink(
  href: string,
  countries: CountryOption[],
): { query: PickupQuery; shippingMethodId: number } {
  const url = new URL(href, location.href);
  const param = (name: string) => url.searchParams.get(name)?.trim() ?? '';
  const countryId = Number(param('countryId'));
  const country = countries.find((c) => c.CountryId === countryId) ?? countries[0];
  return {
    shippingMethodId: Number(param('shippingMethodId')) || 0,
    query: {
      countryCode: country?.CountryCode ?? '',
      city: param('city'),
      postalCode: param('postCode'),
      address: param('address'),
    },
  };
}
