import type { GeoPlace } from '../../src/index.ts';
import type { PickupQuery } from './searchRequest.ts';

/** What the search form's fields hold. */
export interface SearchFieldValues {
  country: string;
  address: string;
  postalCode: string;
  city: string;
}

/** How the form was filled: the postal carrier's fields, an address typed, else the `base` place. */
export interface SearchMode {
  postal: boolean;
  typed: boolean;
  /** The place searched when the address was not typed: the link's (or cookies') query, or the located one. */
  base: PickupQuery;
}

/** The address field's text for a query: its address, else its postal code and city. */
export const addressText = (query: PickupQuery): string =>
  query.address || [query.postalCode, query.city].filter(Boolean).join(' ');

/**
 * What a submit searches: the postal code and city (postal carrier); the base place in the country
 * chosen when the address was not typed; a suggestion picked by its label, with its parts; else the
 * address as typed.
 */
export function submittedSearch(
  fields: SearchFieldValues,
  { postal, typed, base }: SearchMode,
  suggestions: readonly GeoPlace[],
): { query: PickupQuery; chosen: GeoPlace | null } {
  const { country, address, postalCode, city } = fields;
  if (postal) return { query: { countryCode: country, postalCode, city, address: '' }, chosen: null };
  if (!typed) return { query: { ...base, countryCode: country }, chosen: null };
  const chosen = suggestions.find((place) => place.label === address) ?? null;
  if (chosen) {
    const { street, postalCode: code, city: town } = chosen;
    return { query: { countryCode: country, address: street, postalCode: code, city: town }, chosen };
  }
  return { query: { countryCode: country, address, postalCode: '', city: '' }, chosen: null };
}
