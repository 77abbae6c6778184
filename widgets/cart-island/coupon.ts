import {
  answerMessage,
  cartCommands,
  growl,
  HttpError,
  loadStrings,
  type RequestError,
  reportFailure,
  request,
  t,
} from '../../src/index.ts';

function couponFailure(error: RequestError): void {
  if (error.status === 401) {
    reportFailure(error);
    return;
  }
  // Expired, already used, conditions not met (a refusal, 4xx): the server's own words beat the
  // generic text. A 5xx's body is no message for the customer.
  const refusal = error instanceof HttpError && error.status >= 400 && error.status < 500;
  const message = refusal ? answerMessage(error.body) : undefined;
  if (message) growl(message, { type: 'error', title: t('ShoppingCarts.CouponsTitle') });
  else growl(t('ShoppingCarts.CouponError'), { type: 'error' });
}

/**
 * Applies a coupon code (`POST api/v1/shoppingcarts/coupon`, CouponCode); an empty code is
 * ignored. A truthy answer shows the 'coupons valid' notice, another one an error titled Coupons
 * with 'no coupon available'. The answer is no cart: the call is a cart write that reads the cart
 * again once it (and any change overlapping it) is back, and resolves after that read.
 * @returns false when nothing was sent.
 */
export async function applyCoupon(code: string, signal: AbortSignal): Promise<boolean> {
  const couponCode = code.trim();
  if (couponCode === '') return false;
  const [outcome] = await Promise.all([cartCommands.applyCoupon(couponCode, signal), loadStrings()]);
  if (outcome.kind === 'aborted') return true;
  if (outcome.kind === 'failed') {
    couponFailure(outcome.error);
    return true;
  }
  if (outcome.accepted) growl(t('ShoppingCarts.CouponsValid'), { type: 'success' });
  else growl(t('ShoppingCarts.NoCouponAvailable'), { type: 'error', title: t('ShoppingCarts.CouponsTitle') });
  return true;
}

/**
 * Removes the cart's coupon (`DELETE api/v1/shoppingcarts/coupon`); nothing happens when the code
 * field is empty. The cart is read again afterwards, as for an applied coupon.
 * @returns false when nothing was sent.
 */
export async function removeCoupon(code: string, signal: AbortSignal): Promise<boolean> {
  if (code.trim() === '') return false;
  const [outcome] = await Promise.all([cartCommands.removeCoupon(signal), loadStrings()]);
  if (outcome.kind === 'failed') couponFailure(outcome.error);
  return true;
}

/** A customer's coupon as `GET api/v1/couponcode/user/{id}` answers it. */
export interface AvailableCoupon {
  CouponCode: string;
  Description: string;
}

/** The customer's available coupons; empty when the call fails (the list is a convenience). */
export async function availableCoupons(customerId: number, signal: AbortSignal): Promise<AvailableCoupon[]> {
  const outcome = await request('GET', `api/v1/couponcode/user/${customerId}`, { signal });
  if (outcome.kind !== 'ok' || !Array.isArray(outcome.data)) return [];
  return outcome.data.filter(
    (c): c is AvailableCoupon => typeof c?.CouponCode === 'string' && typeof c?.Description === 'string',
  );
}
