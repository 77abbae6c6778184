import { createElement, createRef } from 'react';
import {
  type CardPaymentHandle,
  cartCall,
  connectCart,
  defineWidget,
  on,
  option,
  renderIsland,
  reportFailure,
  seedPageCart,
} from '../../src/index.ts';
import { CardSlot } from './CardSlot.tsx';
import { billingSource } from './cardBilling.ts';
import { CheckoutSubmit } from './checkoutSubmit.ts';
import { keepDraft, reloadKeepingForm, restoreDraft } from './draft.ts';
import { ErrorSummary } from './ErrorSummary.tsx';
import { summaryProblems } from './fieldProblems.ts';
import { OrderSummary } from './OrderSummary.tsx';
import { ShippingMethods } from './ShippingMethods.tsx';
import { changedBeforeStart, wireCheckoutForm } from './wiring.ts';

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
function mountSummaries(form: HTMLFormElement, name: string, submit: CheckoutSubmit): (() => void)[] {
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
function mountShipping(form: HTMLFormElement, name: string, signal: AbortSignal): (() => void)[] {
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
  if (slots) shipping.after(slots);
  const props = { ...shippingMarkup(shipping), slots, onChoose: (id: number) => void onChoose(id) };
  return [renderIsland(shipping, name, createElement(ShippingMethods, props))];
}

export default defineWidget({
  name: 'checkout',
  strategy: 'eager',
  options: {
    /** The signed-in customer, sent with the VAT check; default from `data-customer-id`, 0. */
    customerId: option.number(0),
    /** Milliseconds the VAT check may take before the number counts as 'not yet verified'; default 8000. */
    vatTimeout: option.number(8000),
  },
  mount(el, options, { name, signal }) {
    if (!(el instanceof HTMLFormElement)) throw new Error('checkout goes on the checkout <form>');
    const button = el.querySelector<HTMLButtonElement>('button[value="place"]');
    if (!button)
      throw new Error('checkout: the form has no place-order button (name="Action" value="place")');
    const release = connectCart();
    seedPageCart(el.querySelector('script.checkout-form__cart'), signal);
    const early = changedBeforeStart(el); // changed while the code loaded: wins over a draft
    const restored = restoreDraft(el, new Set(early.map((input) => input.name)));
    // Kept again at once: Back may show the cached copy first, whose island takes the draft just
    // before the server's page replaces it (the loader may mount the new form before unmounting the old).
    if (restored) keepDraft(el);
    el.classList.add('checkout-form--enhanced');
    const card = createRef<CardPaymentHandle>();
    const errors = el.querySelector('.checkout-errors');
    const problems = errors ? summaryProblems(errors) : [];
    const submit = new CheckoutSubmit(el, () => card.current ?? undefined, signal, problems);
    const unmounts: (() => void)[] = [submit.bindButton(button)];
    const cardHost = el.querySelector<HTMLElement>('.checkout-card');
    let cardMounted = false;
    const onPayment = (method: string) => {
      // The card form (and its provider's code) loads only once card payment is picked, then stays.
      if (method !== 'Card' || cardMounted || !cardHost) return;
      cardMounted = true;
      const currency = cardHost.dataset.currency ?? 'EUR';
      const billing = billingSource(el, signal);
      unmounts.push(
        renderIsland(cardHost, name, createElement(CardSlot, { handle: card, currency, billing })),
      );
    };
    wireCheckoutForm(
      el,
      { customerId: options.customerId, vatTimeout: options.vatTimeout, signal, early },
      onPayment,
    );
    button.addEventListener(
      'click',
      (event) => {
        event.preventDefault();
        void submit.submit();
      },
      { signal },
    );
    unmounts.push(...mountSummaries(el, name, submit), ...mountShipping(el, name, signal));
    // A saved pickup point reloads the checkout with everything typed kept (the server's draft).
    unmounts.push(
      on('vitrine:pickup-point-saved', (_detail, event) => {
        event.preventDefault();
        void reloadKeepingForm(el, signal);
      }),
    );
    return () => {
      // Leaving the checkout (a link, Back, the cached copy Back showed replaced by the server's)
      // keeps what was typed, for the next checkout of this attempt to put back.
      keepDraft(el);
      for (const unmount of unmounts.reverse()) unmount();
      el.classList.remove('checkout-form--enhanced');
      release();
    };
  },
});
