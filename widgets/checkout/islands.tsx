// The checkout's React islands, loaded at the customer's first move on the form (or when card
// payment is picked): until then the server's boxes are their first paint, and the checkout page
// downloads no React. The form's own code (drafts, pickers, the VAT check, the submit) is index.ts's.
import { createElement, type RefObject } from 'react';
import { type CardPaymentHandle, cartCall, renderIsland, reportFailure } from '../../src/index.ts';
import { CardSlot } from './CardSlot.tsx';
import type { BillingSource } from './cardBilling.ts';
import type { CheckoutSubmit } from './checkoutSubmit.ts';
import { ErrorSummary } from './ErrorSummary.tsx';
import { moveKeepingFocus } from './moveKeepingFocus.ts';
import { OrderSummary } from './OrderSummary.tsx';
import { ShippingMethods } from './ShippingMethods.tsx';

/** Info popover texts and the required message of the server's shipping methods. */
function shippingMarkup(methods: Element) {
  const info = new Map<number, string>();
  for (const popover of methods.querySelectorAll('[popover][id^="shipping-info-"]'))
    info.set(Number(popover.id.replace('shipping-info-', '')), popover.textContent ?? '');
  const requiredMessage =
    methods.querySelector('[data-val-required]')?.getAttribute('data-val-required') ?? '';
  return { info, requiredMessage };
}

/** The React summaries over the server's boxes: the error summary and the order summary. */
export function mountSummaries(form: HTMLFormElement, name: string, submit: CheckoutSubmit): (() => void)[] {
  const unmounts: (() => void)[] = [];
  const errors = form.querySelector<HTMLElement>('.checkout-errors');
  if (errors) {
    // Without problems the server's summary is a hidden template (its heading, an empty list):
    // emptied before it is shown, or its heading showed above the form until the island's first
    // commit, and the form below moved down and back (a layout shift of 0.07 twice on a phone).
    if (errors.hidden) errors.replaceChildren();
    errors.hidden = false;
    errors.removeAttribute('aria-labelledby'); // the island's summary box names itself
    const props = { form, state: submit.state };
    unmounts.push(renderIsland(errors, name, createElement(ErrorSummary, props)));
  }
  const summary = form.querySelector<HTMLElement>('.checkout-summary');
  if (summary) unmounts.push(renderIsland(summary, name, createElement(OrderSummary)));
  return unmounts;
}

/**
 * The shipping methods from the cart store, a choice saved with the cart call. The island renders
 * over the methods; the pickup slots among them stay server markup (`pickup-slots`), moved along.
 */
export function mountShipping(form: HTMLFormElement, name: string, signal: AbortSignal): (() => void)[] {
  const shipping = form.querySelector<HTMLElement>('.checkout-shipping__methods');
  if (!shipping) return [];
  const onChoose = async (methodId: number) => {
    const body = { ShippingMethodId: methodId };
    const outcome = await cartCall('checkout', 'POST', 'api/v1/shoppingcarts/shippingmethods', body, signal);
    if (outcome.kind === 'failed') reportFailure(outcome.error);
  };
  // The slots are the server's (their widgets mounted): out of the way of React's first render,
  // then put back after the chosen method by the island.
  const slots = shipping.querySelector<HTMLElement>('.checkout-pickup-slots');
  if (slots) moveKeepingFocus(slots, () => shipping.after(slots));
  const props = { ...shippingMarkup(shipping), slots, onChoose: (id: number) => void onChoose(id) };
  return [renderIsland(shipping, name, createElement(ShippingMethods, props))];
}

/** The card form in its host, its handle in `handle` for the submit. */
export function mountCard(
  host: HTMLElement,
  name: string,
  props: { handle: RefObject<CardPaymentHandle | null>; currency: string; billing: BillingSource },
): () => void {
  return renderIsland(host, name, createElement(CardSlot, props));
}
