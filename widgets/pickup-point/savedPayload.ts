import type { PickupPoint } from './pickupPoint.ts';

export interface BillingNames {
  firstName: string;
  lastName: string;
}

/**
 * The body of POST api/v1/shoppingcarts/externalpickuppoint (the CMS's saved pickup point payload):
 * shipping names from the billing names; PickupPointId only for the 'static' carrier, else null.
 */
export function savedPayload(
  point: PickupPoint,
  shippingMethodId: number,
  carrier: string,
  billing: BillingNames,
) {
  return {
    ShippingFirstName: billing.firstName,
    ShippingLastName: billing.lastName,
    ShippingMethodId: shippingMethodId,
    PickupPointName: point.name,
    ShippingStreet1: point.address,
    ShippingPostalCode: point.postCode,
    ShippingCity: point.city,
    ShippingCountryId: point.countryId,
    ShippingPhoneNumber: point.phone,
    Informations: point.informations,
    StandardHoursOfOperation: point.hours,
    LatestAirDropOffTime: point.latestAirDropOffTime,
    AdditionalChargeIndicator: point.additionalChargeIndicator,
    Comments: point.comments,
    Distance: point.distance,
    SpecialInstructions: point.specialInstructions,
    AdditionalComments: point.additionalComments,
    ExternalPickupPointRef: point.id,
    PickupPointType: point.type,
    PickupPointId: carrier === 'static' ? point.pickupPointId : null,
  };
}
