import { type CardPaymentHandle, navigateTo, setButtonLoading } from '../../src/index.ts';
import { cardErrors, hideSummary, type SummaryItem, showSummary } from './errorSummary.ts';
import { nextPayState, type PayState } from './payState.ts';

export interface PaySubmitParts {
  form: HTMLFormElement;
  /** Where the card fields are (the provider's form). */
  cardHost: HTMLElement;
  summary: HTMLElement;
  button: HTMLButtonElement | HTMLInputElement | null;
  card: () => CardPaymentHandle | null;
  paymentId: string;
  doneUrl: string;
  signal: AbortSignal;
}

/** The summary at the top of the page, focused: where an invalid form or a failed payment sends the customer. */
function showAtTop(summary: HTMLElement, items: SummaryItem[]): void {
  showSummary(summary, items);
  window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  summary.focus({ preventScroll: true });
}

/**
 * Takes the make-payment form's submit: validity is checked before the button shows loading; an
 * invalid form scrolls to the top where the error summary, focused, lists each error as a link to
 * its field; a valid one pays once (the button stays loading, further submits are ignored); a
 * failed payment shows its reason and keeps every field; an authorised one opens the done page.
 * @returns the stop.
 */
export function startPaySubmit(parts: PaySubmitParts): () => void {
  let state: PayState = { kind: 'idle' };
  const { form, summary, signal } = parts;

  const pay = async (card: CardPaymentHandle) => {
    hideSummary(summary);
    const reset = parts.button ? setButtonLoading(parts.button) : () => {};
    const result = await card.pay(parts.paymentId);
    if (signal.aborted) return;
    state = nextPayState(state, { type: 'result', result });
    if (state.kind === 'paid') {
      void navigateTo(parts.doneUrl);
      return;
    }
    reset();
    if (state.kind === 'failed') showAtTop(summary, [{ message: state.reason }]);
  };

  const onSubmit = (event: SubmitEvent) => {
    event.preventDefault();
    const card = parts.card();
    const valid = card?.validate() ?? false;
    const next = nextPayState(state, { type: 'submit', valid });
    if (next === state) return;
    state = next;
    const unavailable = card === null || parts.cardHost.querySelector('[data-card-unavailable]') !== null;
    if (state.kind === 'invalid') showAtTop(summary, cardErrors(parts.cardHost, unavailable));
    else if (state.kind === 'paying' && card) void pay(card);
  };

  form.addEventListener('submit', onSubmit, { signal });
  return () => form.removeEventListener('submit', onSubmit);
}
