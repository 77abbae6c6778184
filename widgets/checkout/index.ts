import {
  type CardPaymentHandle,
  connectCart,
  defineWidget,
  effect,
  loadStrings,
  on,
  option,
  seedPageCart,
  wakeWidget,
  whenCartChanges,
} from '../../src/index.ts';
import { billingSource } from './cardBilling.ts';
import { CheckoutSubmit } from './checkoutSubmit.ts';
import { keepDraft, reloadKeepingForm, restoreDraft } from './draft.ts';
import { summaryProblems } from './fieldProblems.ts';
import { declinedOf, problemsOf } from './submitState.ts';
import { changedBeforeStart, wireCheckoutForm } from './wiring.ts';

/** The React parts of the checkout's own (error summary, card form), React with them, and their strings. */
const islandCode = () => Promise.all([import('./islands.tsx'), loadStrings()]).then(([islands]) => islands);

/** Where the checkout's submit finds the card form's handle, once it is there. */
interface CardRef {
  current: CardPaymentHandle | null;
}

/**
 * What picking a payment method does: the card form (and its provider's code) loads only once card
 * payment is picked, then stays; its unmount joins `unmounts`.
 */
function cardOnPick(
  el: HTMLFormElement,
  name: string,
  card: CardRef,
  signal: AbortSignal,
  unmounts: (() => void)[],
): (method: string) => Promise<void> {
  const cardHost = el.querySelector<HTMLElement>('.checkout-card');
  let cardMounted = false;
  return async (method) => {
    if (method !== 'Card' || cardMounted || !cardHost) return;
    cardMounted = true;
    const currency = cardHost.dataset.currency ?? 'EUR';
    const billing = billingSource(el, signal);
    // Nothing to overtake: the server's status says at once that the fields are coming, a Tab stop.
    const status = cardHost.querySelector<HTMLElement>('.checkout-card__loading');
    if (status) status.hidden = false;
    try {
      const { mountCard } = await islandCode();
      if (!signal.aborted) unmounts.push(mountCard(cardHost, name, { handle: card, currency, billing }));
    } catch (error) {
      if (status) status.hidden = true;
      cardMounted = false; // picked again, card payment tries again
      console.error('[vitrine] checkout: the card form failed to load', error);
    }
  };
}

/**
 * The error summary becomes an island once the submit has something to say (problems, a refused
 * card): until then the server's summary (problems of a post without JavaScript) is the page's.
 * Its unmount joins `unmounts`; returns the end of the watch.
 */
function errorSummaryOnNeed(
  el: HTMLFormElement,
  name: string,
  submit: CheckoutSubmit,
  signal: AbortSignal,
  unmounts: (() => void)[],
): () => void {
  let loading = false;
  return effect(() => {
    const state = submit.state.value;
    if (loading || (problemsOf(state).length === 0 && declinedOf(state) === '')) return;
    loading = true;
    void islandCode().then(
      ({ mountErrorSummary }) => {
        if (!signal.aborted) unmounts.push(...mountErrorSummary(el, name, submit));
      },
      (error: unknown) => {
        loading = false;
        console.error('[vitrine] checkout: the error summary failed to load', error);
      },
    );
  });
}

/** The checkout's islands (its summary, its shipping methods) load at once when the cart changes elsewhere. */
function wakeIslandsOnCartChange(el: HTMLFormElement): () => void {
  return whenCartChanges(() => {
    for (const island of el.querySelectorAll('[data-widget-deferred]')) wakeWidget(island);
  });
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
    const card: CardRef = { current: null };
    const errors = el.querySelector('.checkout-errors');
    const problems = errors ? summaryProblems(errors) : [];
    const submit = new CheckoutSubmit(el, () => card.current ?? undefined, signal, problems);
    const unmounts: (() => void)[] = [submit.bindButton(button)];
    const onPayment = cardOnPick(el, name, card, signal, unmounts);
    wireCheckoutForm(
      el,
      { customerId: options.customerId, vatTimeout: options.vatTimeout, signal, early },
      (method) => void onPayment(method),
    );
    button.addEventListener(
      'click',
      (event) => {
        event.preventDefault();
        void submit.submit();
      },
      { signal },
    );
    unmounts.push(errorSummaryOnNeed(el, name, submit, signal, unmounts), wakeIslandsOnCartChange(el));
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
