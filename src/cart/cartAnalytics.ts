import { type AnalyticsItem, trackEcommerce } from '../analytics/index.ts';
import type { CartItem } from './readCartAnswer.ts';

/** What every place that changes the cart knows about the product it changed. */
export interface ChangedProduct {
  /** The product id (GA4 item_id). */
  id: string;
  name: string;
  /** Unit price, tax included. */
  price: number;
  sku?: string;
  brand?: string;
  category?: string;
}

/**
 * The analytics product of a cart line (or of a line an answer says it added: "order again"): the
 * one place a line becomes a GA4 product.
 */
export function lineProduct(
  line: Pick<CartItem, 'ProductId' | 'Name' | 'UnitPriceTaxIncl' | 'SKU'>,
): ChangedProduct {
  return { id: String(line.ProductId), name: line.Name, price: line.UnitPriceTaxIncl, sku: line.SKU };
}

/** The one GA4 item shape of every cart event (name, id, price, quantity and the rest). */
export function cartAnalyticsItem(product: ChangedProduct, quantity: number): AnalyticsItem {
  return {
    item_name: product.name,
    item_id: product.id,
    sku: product.sku ?? '',
    price: product.price,
    item_brand: product.brand ?? '',
    item_category: product.category ?? '',
    quantity,
    index: 0,
  };
}

/**
 * Tells analytics that a line went from one quantity to another: `add_to_cart` for the units
 * added, `remove_from_cart` for the units taken out (a deleted line goes to 0). No change, no event.
 */
export function trackCartChange(product: ChangedProduct, from: number, to: number, currency = 'EUR'): void {
  const difference = to - from;
  if (difference === 0 || !Number.isFinite(difference)) return;
  trackEcommerce(
    difference > 0 ? 'add_to_cart' : 'remove_from_cart',
    [cartAnalyticsItem(product, Math.abs(difference))],
    currency,
  );
}
