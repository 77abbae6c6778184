import type { AnalyticsItem } from '../../src/index.ts';

/** The add-to-cart call's payload: the form's fields plus the order-origin fields (spec section 3). */
export interface CartPayload {
  ProductVariantId: number;
  Quantity: number;
  Name: string;
  [originField: string]: string | number;
}

/**
 * Builds the payload from the form's values and the parsed `data-order-origin` object; order-origin
 * fields never override the three core fields.
 */
export function cartPayload(
  fields: { ProductVariantId: string; Quantity: string; Name: string },
  orderOrigin: Record<string, unknown>,
): CartPayload {
  const extra: Record<string, string> = {};
  for (const [key, value] of Object.entries(orderOrigin)) {
    if (value === null || value === undefined || value === '' || typeof value === 'object') continue;
    extra[key] = String(value);
  }
  return {
    ...extra,
    ProductVariantId: Number(fields.ProductVariantId),
    Quantity: Number(fields.Quantity),
    Name: fields.Name,
  };
}

/** The GA4 item of the add_to_cart event. */
export function analyticsItem(
  item: Partial<Record<'item_id' | 'item_name' | 'item_brand' | 'item_category', string>>,
  payload: CartPayload,
  sku: string,
  price: number,
): AnalyticsItem {
  return {
    item_name: item.item_name || payload.Name,
    item_id: item.item_id || String(payload.ProductVariantId),
    sku,
    price,
    item_brand: item.item_brand ?? '',
    item_category: item.item_category ?? '',
    quantity: payload.Quantity,
    index: 0,
  };
}

/** The `Message` of a 400 answer, if it carries one. */
export function answerMessage(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const message = (body as { Message?: unknown }).Message;
  return typeof message === 'string' && message.trim() !== '' ? message : undefined;
}
