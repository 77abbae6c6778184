/**
 * The card payment boundary: the checkout and the make-payment page talk to a provider through
 * this interface only, whether it is Adyen's Card component or the test provider the fixture server
 * and the tests use. Plain TypeScript: a provider renders its own fields into the element it gets.
 */

/** An amount in minor units (cents) and its ISO 4217 currency. */
export interface PaymentAmount {
  value: number;
  currency: string;
}

/**
 * How the card form stands: `loading` until the fields are there, `empty` when nothing is typed,
 * `invalid` while something typed is not yet a complete valid card, `valid` when it can be paid.
 */
export type CardState = 'loading' | 'empty' | 'invalid' | 'valid';

/** How a payment ended. `reason` is translated text to show the customer. */
export type PaymentResult =
  | { kind: 'authorised'; pspReference: string }
  | { kind: 'refused'; reason: string }
  | { kind: 'error'; reason: string };

/** A card's billing address, as the page knows it (the billing address the customer chose). */
export interface CardBillingAddress {
  street: string;
  houseNumber: string;
  postalCode: string;
  city: string;
  /** ISO 3166 alpha-2 code. */
  country: string;
}

/** What `mount` receives. */
export interface MountOptions {
  amount: PaymentAmount;
  /**
   * The billing address chosen on the page: the card's, unless the customer gives the card another
   * one. Absent: the card form asks for the whole address.
   */
  billingAddress?: CardBillingAddress | undefined;
  /** The page culture (fr, nl, es, de, it, pt). */
  culture: string;
  /** Told each time the card state changes (first `loading`). */
  onCardState(state: CardState): void;
  /** Aborted when the form goes away: the provider unmounts and stops its calls. */
  signal: AbortSignal;
}

export interface PaymentProvider {
  /** Renders the card fields into `el`; resolves once they can be typed in. */
  mount(el: HTMLElement, options: MountOptions): Promise<void>;
  /** Changes the amount to pay; never clears what the customer typed. */
  updateAmount(amount: PaymentAmount): void;
  /** The page's billing address changed: the card's follows it, unless the customer gave it another. */
  setBillingAddress(address: CardBillingAddress | undefined): void;
  /** Shows every field's error and says whether the card can be paid. */
  validate(): boolean;
  /**
   * Pays `paymentId` (created by the shop's server for the order) with the typed card. Runs the
   * 3-D Secure challenge when the server asks for it. Never throws: failures are `error` results.
   */
  submit(payment: { paymentId: string }): Promise<PaymentResult>;
  /** Removes the fields; safe to call twice. */
  unmount(): void;
}
