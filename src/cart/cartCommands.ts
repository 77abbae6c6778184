import {
  answerMessage,
  BadAnswerError,
  type RequestError,
  type RequestOptions,
  request,
} from '../http/index.ts';
import { applyCartAnswer, cartWrite, loadCart } from './cartStore.ts';
import { type CartAnswer, type CartItem, readCartAnswer } from './readCartAnswer.ts';

/** Where a product is added (the product form's no-JS post goes there too). */
const ADD_TO_CART_PATH = 'api/v1/catalog/products/addtocart';
const COUPON_PATH = 'api/v1/shoppingcarts/coupon';
const itemPath = (itemId: number) => `api/v1/shoppingcarts/shoppingcartitems/${itemId}`;

/** What a cart command got back: the cart the server kept, read once. */
export type CartOutcome =
  | {
      readonly kind: 'ok';
      readonly cart: CartAnswer;
      /** The answer's own words (`Message`), when it has some. */
      readonly message: string | undefined;
      /** The answer as sent, for what a command answers beside the cart (an order's `AddedItems`). */
      readonly answer: unknown;
    }
  | { readonly kind: 'aborted' }
  | { readonly kind: 'failed'; readonly error: RequestError };

/** Who sends a command (the name its `vitrine:cart-changed` carries) and the signal that stops it. */
export interface CommandOptions {
  readonly source: string;
  readonly signal?: AbortSignal;
}

interface CartCall {
  readonly method: 'POST' | 'PUT' | 'DELETE';
  readonly path: string;
  /** What it sends: a JSON body, or a form's. */
  readonly carries?: Pick<RequestOptions, 'json' | 'body'>;
}

/** A cart call as a cart write; `answersOther`: its answer is not the cart, which is read again. */
function write(call: CartCall, signal: AbortSignal | undefined, answersOther = false) {
  const options: RequestOptions = signal ? { ...call.carries, signal } : { ...call.carries };
  return cartWrite(() => request(call.method, call.path, options), { answersOther });
}

/**
 * The one path of a cart change whose answer is the cart: a cart write (overlapping changes
 * settle), the answer read once and put in the store (page, header, mini cart and other tabs
 * follow). An answer that is no cart fails with a BadAnswerError, and the cart is read again: what
 * the server did is unknown.
 */
async function send(call: CartCall, { source, signal }: CommandOptions): Promise<CartOutcome> {
  const outcome = await write(call, signal);
  if (outcome.kind !== 'ok') return outcome;
  const cart = readCartAnswer(outcome.data);
  if (cart) {
    applyCartAnswer(cart, source, outcome.data);
    return { kind: 'ok', cart, message: answerMessage(outcome.data), answer: outcome.data };
  }
  void loadCart();
  return {
    kind: 'failed',
    error: new BadAnswerError(200, call.method, outcome.url, 'the answer is no cart'),
  };
}

/** The line of a cart answer, after a change of it: undefined when the server took it out. */
export function lineIn(cart: CartAnswer, itemId: number): CartItem | undefined {
  return cart.details?.Items.find((item) => item.ShoppingCartItemId === itemId);
}

/** A shipping choice of the cart page or the checkout. */
export type ShippingChoice =
  | { readonly method: number }
  | { readonly shippingCountryCode: string }
  | { readonly countries: { readonly shipping: number; readonly billing: number } }
  | { readonly cityId: number }
  | { readonly pickupPoint: Record<string, unknown> };

function shippingCall(choice: ShippingChoice): CartCall {
  const at = (path: string, json: Record<string, unknown>): CartCall => ({
    method: 'POST',
    path: `api/v1/shoppingcarts/${path}`,
    carries: { json },
  });
  if ('method' in choice) return at('shippingmethods', { ShippingMethodId: choice.method });
  if ('shippingCountryCode' in choice)
    return at('shippingcountries', { CountryCode: choice.shippingCountryCode });
  if ('countries' in choice)
    return at('country', {
      ShippingCountryId: choice.countries.shipping,
      BillingCountryId: choice.countries.billing,
    });
  if ('cityId' in choice) return at('city/', { CityId: choice.cityId });
  return at('externalpickuppoint', choice.pickupPoint);
}

/** A coupon command's outcome: its answer is no cart (true or false), the cart is read after it. */
export type CouponOutcome =
  | { readonly kind: 'ok'; readonly accepted: boolean }
  | { readonly kind: 'aborted' }
  | { readonly kind: 'failed'; readonly error: RequestError };

/** A coupon change: its answer says whether it applied, not the cart (`cartWrite`'s `answersOther`). */
async function couponCall(call: CartCall, signal: AbortSignal | undefined): Promise<CouponOutcome> {
  const outcome = await write(call, signal, true);
  return outcome.kind === 'ok' ? { kind: 'ok', accepted: Boolean(outcome.data) } : outcome;
}

/**
 * The cart's commands: every change of the cart goes through one of these, and each returns what
 * the server kept (the cart read once from its answer), never a raw answer.
 */
export const cartCommands = {
  /** `PUT …/shoppingcartitems/{id}` with the quantity; the server may keep another (`lineIn`, `info`). */
  setQuantity: (itemId: number, quantity: number, options: CommandOptions) =>
    send({ method: 'PUT', path: itemPath(itemId), carries: { json: { Quantity: quantity } } }, options),
  /** `DELETE …/shoppingcartitems/{id}`. */
  remove: (itemId: number, options: CommandOptions) =>
    send({ method: 'DELETE', path: itemPath(itemId) }, options),
  /** `DELETE api/v1/shoppingcarts`: every line. */
  empty: (options: CommandOptions) => send({ method: 'DELETE', path: 'api/v1/shoppingcarts' }, options),
  /** `POST` the product form's payload (`addToCartPayload`) to the add-to-cart address. */
  add: (payload: URLSearchParams, options: CommandOptions) =>
    send({ method: 'POST', path: ADD_TO_CART_PATH, carries: { body: payload } }, options),
  /** A shipping method, country, city or pickup point. */
  chooseShipping: (choice: ShippingChoice, options: CommandOptions) => send(shippingCall(choice), options),
  /** `PUT api/v1/sales/orders/addtocart`: an earlier order's lines again. */
  orderAgain: (orderId: number, options: CommandOptions) =>
    send(
      { method: 'PUT', path: 'api/v1/sales/orders/addtocart', carries: { json: { OrderId: orderId } } },
      options,
    ),
  /** `POST …/addwishlisttocart`: a wish list's items, each with its quantity. */
  orderWishlist: (wishlistId: number, items: { variantId: number; qty: number }[], options: CommandOptions) =>
    send(
      {
        method: 'POST',
        path: 'api/v1/catalog/products/addwishlisttocart',
        carries: { json: { WishlistId: wishlistId, Items: items } },
      },
      options,
    ),
  /** `POST …/coupon` with the code. */
  applyCoupon: (code: string, signal?: AbortSignal) =>
    couponCall({ method: 'POST', path: COUPON_PATH, carries: { json: { CouponCode: code } } }, signal),
  /** `DELETE …/coupon`. */
  removeCoupon: (signal?: AbortSignal) => couponCall({ method: 'DELETE', path: COUPON_PATH }, signal),
};
