declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

/** Pushes to the tag manager's dataLayer; a failure is a warning, never an error. */
export function pushDataLayer(entry: Record<string, unknown>): void {
  try {
    window.dataLayer ??= [];
    window.dataLayer.push(entry);
  } catch (error) {
    console.warn('[vitrine] dataLayer push failed', error);
  }
}

/** A GA4 ecommerce item. */
export interface AnalyticsItem {
  item_name: string;
  item_id: string;
  sku?: string;
  price: number;
  item_brand?: string;
  item_category?: string;
  quantity: number;
  index?: number;
}

/**
 * Pushes a GA4 ecommerce event (`add_to_cart`, `remove_from_cart`, `view_item`...), clearing the
 * previous ecommerce object first as GA4 asks.
 */
export function trackEcommerce(event: string, items: AnalyticsItem[], currency = 'EUR'): void {
  const value = items.reduce((sum, item) => sum + item.price * item.quantity, 0);
  pushDataLayer({ ecommerce: null });
  pushDataLayer({ event, ecommerce: { currency, value: Math.round(value * 100) / 100, items } });
}

/** Pushes a plain tracking event such as `emailClick` or `VirtualPageview`. */
export function trackEvent(event: string, data: Record<string, unknown> = {}): void {
  pushDataLayer({ event, ...data });
}
