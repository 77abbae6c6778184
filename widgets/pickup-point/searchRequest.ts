/** What the customer searched (form and cookies). */
export interface PickupQuery {
  countryCode: string;
  city: string;
  postalCode: string;
  address: string;
}

/** The page data of the search and the method searched for. */
export interface SearchContext {
  shippingMethodId: number;
  searchRadius: number;
  maximumListSize: number;
  culture: string;
}

/** The body of POST api/v1/shipping/{carrier}/getpickuppoints (the CMS's pickup point search request). */
export function searchBody(query: PickupQuery, context: SearchContext) {
  return {
    City: query.city.trim(),
    PostalCode: query.postalCode.trim(),
    CountryCode: query.countryCode,
    Address: query.address.trim(),
    ShippingMethodId: context.shippingMethodId,
    SearchRadius: context.searchRadius,
    MaximumListSize: context.maximumListSize,
    CultureName: context.culture,
  };
}

/** An address given without a postal code is resolved by reverse lookup first. */
export function needsReverseLookup(query: PickupQuery): boolean {
  return query.address.trim() !== '' && query.postalCode.trim() === '';
}
