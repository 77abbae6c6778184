import { describe, expect, it } from 'vitest';
import { readSearchAnswer } from './pickupPoint.ts';
import { savedPayload } from './savedPayload.ts';
import { needsReverseLookup, searchBody } from './searchRequest.ts';

const [point] = readSearchAnswer({
  ResponseStatusDescription: 'Success',
  PickupPointViewModels: [
    {
      PublicAccessPointID: 'STATIC-BE-1000-1',
      PickupPointId: 906,
      ConsigneeName: 'Vitrine Bruxelles',
      Address: 'Rue Neuve 12',
      PostCode: '1000',
      City: 'Bruxelles',
      CountryId: 1,
      PhoneNumber: '+32 2 123 45 67',
      Distance: 0.35,
      Comments: 'Cour',
      StandardHoursOfOperation: 'Mon 09:00-18:00',
      Informations: 'PMR',
      LatestAirDropOffTime: '17:30',
      AdditionalChargeIndicator: 'N',
      SpecialInstructions: 'ID',
      AdditionalComments: 'x',
      PickupPointType: 'Store',
    },
  ],
}).points;

describe('saved pickup point payload', () => {
  it('has exactly the CMS payload fields, shipping names from the billing names', () => {
    if (!point) throw new Error('no point');
    const body = savedPayload(point, 6, 'static', { firstName: 'Camille', lastName: 'Dubois' });
    expect(body).toEqual({
      ShippingFirstName: 'Camille',
      ShippingLastName: 'Dubois',
      ShippingMethodId: 6,
      PickupPointName: 'Vitrine Bruxelles',
      ShippingStreet1: 'Rue Neuve 12',
      ShippingPostalCode: '1000',
      ShippingCity: 'Bruxelles',
      ShippingCountryId: 1,
      ShippingPhoneNumber: '+32 2 123 45 67',
      Informations: 'PMR',
      StandardHoursOfOperation: 'Mon 09:00-18:00',
      LatestAirDropOffTime: '17:30',
      AdditionalChargeIndicator: 'N',
      Comments: 'Cour',
      Distance: 0.35,
      SpecialInstructions: 'ID',
      AdditionalComments: 'x',
      ExternalPickupPointRef: 'STATIC-BE-1000-1',
      PickupPointType: 'Store',
      PickupPointId: 906,
    });
  });

  it('sends PickupPointId only for the static carrier', () => {
    if (!point) throw new Error('no point');
    expect(savedPayload(point, 4, 'relaypoint', { firstName: '', lastName: '' }).PickupPointId).toBeNull();
  });
});

describe('search request', () => {
  const context = { shippingMethodId: 4, searchRadius: 10, maximumListSize: 20, culture: 'nl' };
  it('has the CMS request fields, radius and size from the page data', () => {
    expect(
      searchBody({ countryCode: 'NL', city: ' Utrecht ', postalCode: '3511', address: '' }, context),
    ).toEqual({
      City: 'Utrecht',
      PostalCode: '3511',
      CountryCode: 'NL',
      Address: '',
      ShippingMethodId: 4,
      SearchRadius: 10,
      MaximumListSize: 20,
      CultureName: 'nl',
    });
  });
  it('asks for a reverse lookup only for an address without postal code', () => {
    expect(needsReverseLookup({ countryCode: 'BE', city: '', postalCode: '', address: 'Rue Neuve' })).toBe(
      true,
    );
    expect(
      needsReverseLookup({ countryCode: 'BE', city: '', postalCode: '1000', address: 'Rue Neuve' }),
    ).toBe(false);
    expect(needsReverseLookup({ countryCode: 'BE', city: 'Gand', postalCode: '', address: '' })).toBe(false);
  });
});
