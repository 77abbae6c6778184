// The checkout's own React parts, loaded when they have something to show: the error summary
// after a submit with problems, the card form when card payment is picked. Until then the page
// downloads no React. The order summary and the shipping methods are islands of their own
// (checkout-summary, checkout-shipping), at the customer's first move on them.
import { createElement, type RefObject } from 'react';
import { type CardPaymentHandle, renderIsland } from '../../src/index.ts';
import { CardSlot } from './CardSlot.tsx';
import type { BillingSource } from './cardBilling.ts';
import type { CheckoutSubmit } from './checkoutSubmit.ts';
import { ErrorSummary } from './ErrorSummary.tsx';

/**
 * The error summary over the server's box, from the submit's state. Without problems the server's
 * summary is a hidden template (its heading, an empty list): emptied before it is shown, or its
 * heading showed above the form until the island's first commit, and the form below moved down
 * and back (a layout shift of 0.07 twice on a phone).
 */
export function mountErrorSummary(
  form: HTMLFormElement,
  name: string,
  submit: CheckoutSubmit,
): (() => void)[] {
  const errors = form.querySelector<HTMLElement>('.checkout-errors');
  if (!errors) return [];
  if (errors.hidden) errors.replaceChildren();
  errors.hidden = false;
  errors.removeAttribute('aria-labelledby'); // the island's summary box names itself
  return [renderIsland(errors, name, createElement(ErrorSummary, { form, state: submit.state }))];
}

/** The card form in its host, its handle in `handle` for the submit. */
export function mountCard(
  host: HTMLElement,
  name: string,
  props: { handle: RefObject<CardPaymentHandle | null>; currency: string; billing: BillingSource },
): () => void {
  return renderIsland(host, name, createElement(CardSlot, props));
}
