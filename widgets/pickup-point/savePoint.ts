import { cartCommands, reportFailure } from '../../src/index.ts';
import { keepPendingSearch } from './pendingSearch.ts';
import type { PickupPoint } from './pickupPoint.ts';
import { type BillingNames, savedPayload } from './savedPayload.ts';
import type { PickupQuery } from './searchRequest.ts';

/** What the save needs from the modal: the slot's method, its carrier and the billing names. */
export interface PointSave {
  context: { shippingMethodId: number };
  carrier: string;
  billing: BillingNames;
  /** The widget's mount signal: an answer after the widget unmounted changes nothing. */
  signal: AbortSignal;
}

/**
 * Saves the chosen point in the cart (`POST api/v1/shoppingcarts/externalpickuppoint`), a cart
 * write like every other cart change, so it settles with a quantity or coupon change overlapping
 * it; a cart answer goes to the store. A 401 (the session ended) keeps the listed search and the
 * point, so that once the login brings the page back the modal shows them again, the point
 * selected. True when the point is saved.
 */
export async function savePoint(
  save: PointSave,
  point: PickupPoint,
  listed: PickupQuery | null,
): Promise<boolean> {
  const { shippingMethodId } = save.context;
  const json = savedPayload(point, shippingMethodId, save.carrier, save.billing);
  const outcome = await cartCommands.chooseShipping(
    { pickupPoint: json },
    { source: 'pickup-point', signal: save.signal },
  );
  if (outcome.kind === 'failed') {
    if (outcome.error.status === 401 && listed) keepPendingSearch(shippingMethodId, listed, point.id);
    reportFailure(outcome.error);
  }
  return outcome.kind === 'ok';
}
