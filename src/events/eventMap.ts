/** Cart figures carried by `vitrine:cart-changed`; the HTML amounts are rendered by the server. */
export interface CartSummary {
  ItemsCount: number;
  AmountTaxInclHtml: string;
  AmountTaxExclHtml: string;
}

/** The stored cookie-consent record (docs/integration.md, "Consent"). */
export interface ConsentRecord {
  stamp: string;
  preferences: boolean;
  statistics: boolean;
  marketing: boolean;
}

export interface PageDetail {
  url: string;
}

/** A page of the lifecycle: its address and its content root (the content region, else `body`). */
export interface PageLifecycleDetail {
  url: string;
  root: HTMLElement;
}

export interface PageFailureDetail {
  url: string;
  status: number;
}

/**
 * Every `vitrine:*` event and its detail. Payloads that can echo carry `source`, so a widget can
 * ignore what it dispatched itself.
 */
export interface VitrineEventMap {
  'vitrine:page-leave': PageDetail;
  'vitrine:page-fetch': PageDetail;
  'vitrine:page-swap': PageDetail;
  'vitrine:page-loaded': PageDetail;
  'vitrine:page-finished': PageDetail;
  'vitrine:page-error': PageFailureDetail;
  'vitrine:page-abort': PageFailureDetail;
  /**
   * A page is in place and its scripts have run: after the first load (once DOMContentLoaded's
   * listeners have run) and after every visit. A site's "on ready" code listens to this.
   */
  'vitrine:page-ready': PageLifecycleDetail;
  /** The page on screen is about to be replaced by a visit's: its scripts stop what they started. */
  'vitrine:page-unload': PageLifecycleDetail;
  'vitrine:cart-changed': { source: string; cart: CartSummary };
  'vitrine:wishlist-changed': { source: string; listIds: string[] };
  'vitrine:consent-set': ConsentRecord;
  'vitrine:widget-error': { widget: string; element: Element; error: unknown };
  /**
   * A pickup point was saved in the cart; cancelable. Not cancelled, the content region reloads;
   * a page with a form to keep (the checkout) cancels it and reloads in its own way.
   */
  'vitrine:pickup-point-saved': { shippingMethodId: number; name: string };
}

/** The name of a `vitrine:*` event. */
export type VitrineEventName = keyof VitrineEventMap;
