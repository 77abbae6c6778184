/** The three fields that the order-origin data never overrides. */
const CORE_FIELDS = new Set(['ProductVariantId', 'Quantity', 'Name']);

export interface PayloadExtras {
  /** The unit price shown for the chosen variant. */
  price: number;
  currencyCode: string;
}

/**
 * The add-to-cart call's form-serialised payload, as the seed sends it: the form's fields
 * (ProductVariantId, Quantity, Name, ItemOrigin, ItemKey, the anti-forgery token...), then the
 * order-origin fields (they replace the form's ItemOrigin/ItemKey, never the three core fields),
 * then `price`, `OrderId` (empty unless the order origin names one) and `currencyCode`.
 */
export function addToCartPayload(
  formFields: Iterable<[string, FormDataEntryValue]>,
  orderOrigin: Record<string, unknown>,
  extras: PayloadExtras,
): URLSearchParams {
  const payload = new URLSearchParams();
  for (const [name, value] of formFields) if (typeof value === 'string') payload.append(name, value);
  for (const [name, value] of Object.entries(orderOrigin)) {
    if (CORE_FIELDS.has(name) || value === null || value === undefined || typeof value === 'object') continue;
    payload.set(name, String(value));
  }
  if (!payload.has('price')) payload.set('price', String(extras.price));
  if (!payload.has('OrderId')) payload.set('OrderId', '');
  if (!payload.has('currencyCode')) payload.set('currencyCode', extras.currencyCode);
  return payload;
}
