import { effect, type ReadonlySignal, type Signal, signal } from '@preact/signals-core';
import {
  answerMessage,
  applyCart,
  BadAnswerError,
  cartWrite,
  growl,
  loadCart,
  navigateTo,
  type RequestError,
  reportFailure,
  request,
  setButtonLoading,
  t,
  translator,
  validateForm,
} from '../../src/index.ts';
import { keepDraft } from './draft.ts';
import { formProblems, showServerErrors } from './fieldProblems.ts';
import {
  type FieldProblem,
  isBusy,
  nextSubmitState,
  type SubmitEvent,
  type SubmitState,
} from './submitState.ts';

/** The card step as the checkout sees it (the CardPayment component's handle). */
export interface CardStep {
  validate(): boolean;
  pay(
    paymentId: string,
  ): Promise<{ kind: 'authorised'; pspReference: string } | { kind: 'refused' | 'error'; reason: string }>;
}

interface PlacedOrder {
  OrderId: number;
  OrderNumber: string;
  PaymentId: string | null;
  /** The attempt's order was paid before this try (another tab, a lost answer): nothing is charged. */
  AlreadyPaid?: boolean;
  ConfirmationUrl: string;
  Cart?: unknown;
}

const isPlaced = (data: unknown): data is PlacedOrder =>
  typeof data === 'object' && data !== null && typeof (data as PlacedOrder).OrderId === 'number';

/** The confirmation of a card payment: the emptied cart and where to go. */
function readConfirmation(data: unknown): { cart: unknown; url: string | undefined } {
  if (typeof data !== 'object' || data === null) return { cart: undefined, url: undefined };
  const { Cart, ConfirmationUrl } = data as { Cart?: unknown; ConfirmationUrl?: unknown };
  return { cart: Cart, url: typeof ConfirmationUrl === 'string' ? ConfirmationUrl : undefined };
}

/** The body of an answered failure (an HttpError's), if any. */
const bodyOf = (error: RequestError): unknown => ('body' in error ? error.body : undefined);

/** A 409 whose answer hands a fresh attempt: the page's attempt key was not this cart's. */
const isStaleAttempt = (body: unknown): boolean =>
  typeof (body as { AttemptKey?: unknown } | undefined)?.AttemptKey === 'string';

const fieldErrors = (body: unknown): Record<string, string> | undefined => {
  const errors = (body as { Errors?: unknown } | undefined)?.Errors;
  return typeof errors === 'object' && errors !== null ? (errors as Record<string, string>) : undefined;
};

/**
 * The checkout submit as a state machine over the server form: validate (summary and focus when
 * invalid, after scrolling to the top), place the order once (the attempt's idempotency key), pay
 * by card when the order needs it, then the confirmation. Every failure leaves the form as typed.
 * The page renders from `state` alone: the error summary from its problems, the place-order button
 * busy while it is (`isBusy`).
 */
export class CheckoutSubmit {
  private readonly current: Signal<SubmitState>;

  /**
   * @param problems the server's own summary (a post that came back with errors): the checkout
   * starts invalid with them.
   */
  constructor(
    private readonly form: HTMLFormElement,
    private readonly card: () => CardStep | undefined,
    private readonly abortSignal: AbortSignal,
    problems: FieldProblem[] = [],
  ) {
    this.current = signal<SubmitState>(
      problems.length > 0 ? { status: 'invalid', problems } : { status: 'idle' },
    );
  }

  /** Where the submit is: the one state the page renders from. */
  get state(): ReadonlySignal<SubmitState> {
    return this.current;
  }

  /** Keeps the place-order button busy (disabled, `aria-busy`) while the state is; returns the unbinding. */
  bindButton(button: HTMLButtonElement): () => void {
    const stop = effect(() => {
      setButtonLoading(button, isBusy(this.current.value));
    });
    return () => {
      stop();
      setButtonLoading(button, false);
    };
  }

  private go(event: SubmitEvent): boolean {
    const next = nextSubmitState(this.current.value, event);
    if (!next) return false;
    this.current.value = next;
    return true;
  }

  private invalid(problems: FieldProblem[]): void {
    this.go({ type: 'invalid', problems });
    window.scrollTo({ top: 0 });
  }

  private failed(message: string): void {
    this.go({ type: 'failed', message });
  }

  /** A click on the place-order button (or Enter in a field, which clicks it). */
  async submit(): Promise<void> {
    if (!this.go({ type: 'submit' })) return;
    const valid = await validateForm(this.form);
    const cardValid = this.paymentMethod() !== 'Card' || (this.card()?.validate() ?? true);
    if (!valid || !cardValid) {
      this.invalid(formProblems(this.form));
      return;
    }
    this.go({ type: 'valid' });
    await this.place();
  }

  private paymentMethod(): string {
    return String(new FormData(this.form).get('PaymentMethod') ?? '');
  }

  private async place(): Promise<void> {
    const body = new FormData(this.form);
    body.set('Action', 'place');
    // Placing empties the cart: a cart write, so no cart load in flight lands after the order's answer.
    const outcome = await cartWrite(() =>
      request('POST', this.form.action, { body, signal: this.abortSignal }),
    );
    if (outcome.kind === 'aborted') return this.failed('aborted');
    if (outcome.kind === 'failed') {
      const { error } = outcome;
      const errors = error.status === 400 ? fieldErrors(bodyOf(error)) : undefined;
      if (errors) return this.invalid(showServerErrors(this.form, errors));
      if (error.status === 409) return this.conflict(error);
      if (error.status === 401) keepDraft(this.form);
      reportFailure(error, { returnUrl: location.href });
      return this.failed(error.message);
    }
    if (!isPlaced(outcome.data)) {
      // Not an order (null, a wrong shape): the error policy says so and the form stays as typed.
      reportFailure(new BadAnswerError(200, 'POST', this.form.action, 'the answer is no placed order'));
      return this.failed('unexpected answer');
    }
    const order = outcome.data;
    this.go({
      type: 'placed',
      orderId: order.OrderId,
      needsPayment: Boolean(order.PaymentId),
      url: order.ConfirmationUrl,
    });
    if (order.PaymentId) return this.pay(order, order.PaymentId);
    await this.finish(order.Cart, order.ConfirmationUrl);
    // Said on the confirmation it is about: a notice goes away with the page it was shown on.
    if (order.AlreadyPaid)
      void translator().then((t) => growl(t('Checkout.OrderAlreadyPaid'), { type: 'success' }));
  }

  /**
   * A 409: nothing was placed. The cart is empty, or the page's attempt is not this cart's (an old
   * page after an order, a cart changed since): the checkout is shown again with the current cart
   * and its own attempt, for the customer to check and place it, and the server's word says why.
   */
  private async conflict(error: RequestError): Promise<void> {
    this.failed(error.message);
    const body = bodyOf(error);
    if (!isStaleAttempt(body)) return void growl(t('Checkout.CartEmpty'), { type: 'error' });
    await navigateTo(location.href, { replace: true });
    // Said on the page it is about: a notice goes away with the page it was shown on.
    growl(answerMessage(body) ?? t('Checkout.AttemptExpired'), { type: 'error' });
  }

  private async pay(order: PlacedOrder, paymentId: string): Promise<void> {
    const card = this.card();
    const result = card
      ? await card.pay(paymentId)
      : { kind: 'error' as const, reason: t('Checkout.AnErrorHasOccured') };
    if (result.kind !== 'authorised') {
      // In the page's error summary, which takes the focus: a screen reader hears it, and it goes
      // with the next try.
      this.go({ type: 'declined', message: `${result.reason} ${t('Checkout.PaymentRetry')}` });
      return;
    }
    const confirmed = await cartWrite(() =>
      request('POST', 'api/v1/sales/checkout/confirmpayment', {
        json: { OrderId: order.OrderId },
        signal: this.abortSignal,
      }),
    );
    if (confirmed.kind === 'aborted') return this.failed('confirmation');
    // The card is charged: whatever the confirmation answered (an error, nothing, a wrong shape),
    // the customer goes to the order's confirmation, which the server settles from the payment,
    // and is never invited to pay again.
    if (confirmed.kind === 'failed') console.error(`[vitrine] checkout: ${confirmed.error.message}`);
    const answer = confirmed.kind === 'ok' ? confirmed.data : undefined;
    const { cart, url = order.ConfirmationUrl } = readConfirmation(answer);
    this.go({ type: 'paid', url });
    await this.finish(cart, url);
  }

  /**
   * The order is placed: the emptied cart goes to the store (header, other tabs), then the
   * confirmation. An answer without the cart (a confirmation that failed or answered nothing) has
   * the cart read once the confirmation is shown (its page settles the order on the server): the
   * header never shows the lines just ordered.
   */
  private async finish(cart: unknown, url: string): Promise<void> {
    const applied = cart !== undefined && applyCart(cart, 'checkout');
    const went = await navigateTo(url);
    if (!applied) void loadCart();
    // The confirmation did not come (its address refused, its page failed): the button is usable again.
    if (went === 'refused' || went === 'failed') this.go({ type: 'stayed' });
  }
}
