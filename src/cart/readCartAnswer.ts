import type { CartSummary } from '../events/index.ts';
import { linkHref, pictureUrl } from '../links/answerUrls.ts';
import { type CartInfoMessage, infoMessages, isCartSummary, summaryOf } from './cartAnswer.ts';

/** One cart line as `GET /api/v1/shoppingcarts` and the line calls answer it. */
export interface CartItem {
  ShoppingCartItemId: number;
  ProductId: number;
  ProductVariantId: number;
  Name: string;
  Quantity: number;
  ItemOrigin: string;
  ItemKey: string;
  SKU: string;
  VariantLabel: string;
  UnitPriceTaxIncl: number;
  UnitPriceTaxInclHtml: string;
  TotalTaxInclHtml: string;
  MinQuantity: number;
  QuantityStep: number;
  /** 0 = no maximum. */
  MaxQuantity: number;
  /** The product's page, through the URL policy (the shop's own pages only); '' for none. */
  ProductUrl: string;
  /** The picture, through the URL policy (the shop's or a media origin's); '' for none. */
  ImageUrl: string;
}

/** A shipping method of the cart's shipping country, with its price for this cart. */
export interface CartShippingMethod {
  ShippingMethodId: number;
  Name: string;
  AmountTaxInclHtml: string;
}

/** The pickup point the cart is delivered to: its name and address. */
export interface CartPickupPoint {
  Name: string;
  Street: string;
  PostalCode: string;
  City: string;
}

/** A country the cart may ship to or bill in. */
export interface CartCountry {
  CountryId: number;
  CountryCode: string;
  Name: string;
}

/**
 * A full cart answer: the summary, the lines, the coupon, shipping and the countries. Fields the
 * server left out read as empty ('' , 0, []), so no widget checks their types again.
 */
export interface CartDetails extends CartSummary {
  Items: CartItem[];
  /** The total as a number (the card payment's amount). */
  AmountTaxIncl: number;
  /** The applied coupon's code; '' without one. */
  CouponCode: string;
  SubTotalTaxInclHtml: string;
  /** The coupon's reduction, shown negative. */
  DiscountTaxInclHtml: string;
  ShippingMethods: CartShippingMethod[];
  /** The chosen method; 0 while none is. */
  ShippingMethodId: number;
  ShippingAmountTaxInclHtml: string;
  /** The VAT the total includes ('' when the server did not say). */
  TaxAmountHtml: string;
  /** The pickup point saved for the chosen method, or null. */
  PickupPoint: CartPickupPoint | null;
  ShippingCountryId: number;
  BillingCountryId: number;
  Countries: CartCountry[];
  /** The delivery city chosen on the cart page; '' while none is. */
  CityName: string;
  PostalCode: string;
}

type Fields = Record<string, unknown>;

const isObject = (value: unknown): value is Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const count = (value: unknown): number => (typeof value === 'number' && Number.isFinite(value) ? value : 0);
const listOf = <T>(value: unknown, read: (item: unknown) => T | undefined): T[] =>
  Array.isArray(value) ? value.map(read).filter((item): item is T => item !== undefined) : [];

function readItem(data: unknown): CartItem | undefined {
  if (!isObject(data) || typeof data.ShoppingCartItemId !== 'number' || typeof data.Name !== 'string')
    return undefined;
  if (typeof data.Quantity !== 'number') return undefined;
  return {
    ShoppingCartItemId: data.ShoppingCartItemId,
    ProductId: count(data.ProductId),
    ProductVariantId: count(data.ProductVariantId),
    Name: data.Name,
    Quantity: data.Quantity,
    ItemOrigin: text(data.ItemOrigin),
    ItemKey: text(data.ItemKey),
    SKU: text(data.SKU),
    VariantLabel: text(data.VariantLabel),
    UnitPriceTaxIncl: count(data.UnitPriceTaxIncl),
    UnitPriceTaxInclHtml: text(data.UnitPriceTaxInclHtml),
    TotalTaxInclHtml: text(data.TotalTaxInclHtml),
    MinQuantity: count(data.MinQuantity),
    QuantityStep: count(data.QuantityStep),
    MaxQuantity: count(data.MaxQuantity),
    // A link the page renders: the shop's own product pages only ('' renders the name alone).
    ProductUrl: linkHref(data.ProductUrl, { shopOnly: true }),
    // A picture the page loads: the shop's or an allowed media origin's only ('' shows the placeholder).
    ImageUrl: pictureUrl(data.ImageUrl),
  };
}

const readMethod = (data: unknown): CartShippingMethod | undefined =>
  isObject(data) && typeof data.ShippingMethodId === 'number'
    ? {
        ShippingMethodId: data.ShippingMethodId,
        Name: text(data.Name),
        AmountTaxInclHtml: text(data.AmountTaxInclHtml),
      }
    : undefined;

const readCountry = (data: unknown): CartCountry | undefined =>
  isObject(data) && typeof data.CountryId === 'number'
    ? { CountryId: data.CountryId, CountryCode: text(data.CountryCode), Name: text(data.Name) }
    : undefined;

const readPickupPoint = (data: unknown): CartPickupPoint | null =>
  isObject(data) && typeof data.PickupPointName === 'string'
    ? {
        Name: data.PickupPointName,
        Street: text(data.ShippingStreet1),
        PostalCode: text(data.ShippingPostalCode),
        City: text(data.ShippingCity),
      }
    : null;

/** A cart answer, read once where it comes in: what every part of the page takes from it. */
export interface CartAnswer {
  /** The count and the two HTML amounts, as `vitrine:cart-changed` carries them. */
  readonly summary: CartSummary;
  /** The full cart when the answer has its lines (a line, coupon or shipping change, a load). */
  readonly details: CartDetails | undefined;
  /** The server's notes on quantities it changed (stock, rules); none when it kept what was asked. */
  readonly info: readonly CartInfoMessage[];
}

/**
 * Reads an answer that should be the cart: undefined when it is none (no count or amounts). Every
 * answer is read here once, where it comes in (a command's, a page's state block, another tab's,
 * an integrator's event): the store and the widgets take the reading, never the raw answer.
 */
export function readCartAnswer(data: unknown): CartAnswer | undefined {
  if (!isCartSummary(data)) return undefined;
  return { summary: summaryOf(data), details: readDetails(data), info: infoMessages(data) };
}

/**
 * The full cart of a cart answer: its `Items` list of cart lines with the rest; undefined for a
 * summary-only answer or a line that is no cart line.
 */
function readDetails(summary: CartSummary): CartDetails | undefined {
  const data = summary as CartSummary & Fields;
  if (!Array.isArray(data.Items)) return undefined;
  const items = listOf(data.Items, readItem);
  if (items.length !== data.Items.length) return undefined;
  return {
    ItemsCount: data.ItemsCount,
    AmountTaxInclHtml: data.AmountTaxInclHtml,
    AmountTaxExclHtml: data.AmountTaxExclHtml,
    Items: items,
    AmountTaxIncl: count(data.AmountTaxIncl),
    CouponCode: text(data.CouponCode),
    SubTotalTaxInclHtml: text(data.SubTotalTaxInclHtml),
    DiscountTaxInclHtml: text(data.DiscountTaxInclHtml),
    ShippingMethods: listOf(data.ShippingMethods, readMethod),
    ShippingMethodId: count(data.ShippingMethodId),
    ShippingAmountTaxInclHtml: text(data.ShippingAmountTaxInclHtml),
    TaxAmountHtml: text(data.TaxAmountHtml),
    PickupPoint: readPickupPoint(data.PickupPoint),
    ShippingCountryId: count(data.ShippingCountryId),
    BillingCountryId: count(data.BillingCountryId),
    Countries: listOf(data.Countries, readCountry),
    CityName: text(data.CityName),
    PostalCode: text(data.PostalCode),
  };
}
