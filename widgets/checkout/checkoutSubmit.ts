import { signal } from '@preact/signals-core';
import {
  applyCart,
  growl,
  navigateTo,
  reportFailure,
  request,
  setButtonLoading,
  t,
  validateForm,
} from '../../src/index.ts';
import { keepDraft } from './draft.ts';
import { formProblems, showServerErrors } from './fieldProblems.ts';
import { type FieldProblem, nextSubmitState, type SubmitEvent, type SubmitState } from './submitState.ts';

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
  ConfirmationUrl: string;
  Cart?: unknown;
}

const isPlaced = (data: unknown): data is PlacedOrder =>
  typeof data === 'object' && data !== null && typeof (data as PlacedOrder).OrderId === 'number';

const fieldErrors = (body: unknown): Record<string, string> | undefined => {
  const errors = (body as { Errors?: unknown } | undefined)?.Errors;
  return typeof errors === 'object' && errors !== null ? (errors as Record<string, string>) : undefined;
};

/**
 * The checkout submit as a state machine over the server form: validate (summary and focus when
 * invalid, after scrolling to the top), place the order once (the attempt's idempotency key), pay
 * by card when the order needs it, then the confirmation. Every failure leaves the form as typed.
 */
export class CheckoutSubmit {
  readonly state = signal<SubmitState>({ status: 'idle' });
  readonly problems = signal<FieldProblem[]>([]);
  readonly attempts = signal(0);
  private reset: () => void = () => {};

  constructor(
    private readonly form: HTMLFormElement,
    private readonly button: HTMLButtonElement,
    private readonly card: () => CardStep | undefined,
    private readonly abortSignal: AbortSignal,
  ) {}

  private go(event: SubmitEvent): boolean {
    const next = nextSubmitState(this.state.value, event);
    if (!next) return false;
    this.state.value = next;
    return true;
  }

  private invalid(problems: FieldProblem[]): void {
    this.reset();
    this.go({ type: 'invalid', problems });
    this.problems.value = problems;
    window.scrollTo({ top: 0 });
    this.attempts.value += 1;
  }

  private failed(message: string): void {
    this.reset();
    this.go({ type: 'failed', message });
  }

  /** A click on the place-order button (or Enter in a field, which clicks it). */
  async submit(): Promise<void> {
    if (!this.go({ type: 'submit' })) return;
    this.reset = setButtonLoading(this.button);
    const valid = await validateForm(this.form);
    const cardValid = this.paymentMethod() !== 'Card' || (this.card()?.validate() ?? true);
    if (!valid || !cardValid) {
      this.invalid(formProblems(this.form));
      return;
    }
    this.problems.value = [];
    this.go({ type: 'valid' });
    await this.place();
  }

  private paymentMethod(): string {
    return String(new FormData(this.form).get('PaymentMethod') ?? '');
  }

  private async place(): Promise<void> {
    const body = new FormData(this.form);
    body.set('Action', 'place');
    const outcome = await request('POST', this.form.action, { body, signal: this.abortSignal });
    if (outcome.kind === 'aborted') return this.failed('aborted');
    if (outcome.kind === 'failed') {
      const errors = outcome.error.status === 400 ? fieldErrors(outcome.error.body) : undefined;
      if (errors) return this.invalid(showServerErrors(this.form, errors));
      if (outcome.error.status === 401) keepDraft(this.form);
      if (outcome.error.status === 409) growl(t('Checkout.CartEmpty'), { type: 'error' });
      else reportFailure(outcome.error, { returnUrl: location.href });
      return this.failed(outcome.error.message);
    }
    if (!isPlaced(outcome.data)) return this.failed('unexpected answer');
    const order = outcome.data;
    this.go({
      type: 'placed',
      orderId: order.OrderId,
      needsPayment: Boolean(order.PaymentId),
      url: order.ConfirmationUrl,
    });
    if (order.PaymentId) return this.pay(order, order.PaymentId);
    this.finish(order.Cart, order.ConfirmationUrl);
  }

  private async pay(order: PlacedOrder, paymentId: string): Promise<void> {
    const card = this.card();
    const result = card
      ? await card.pay(paymentId)
      : { kind: 'error' as const, reason: t('Checkout.AnErrorHasOccured') };
    if (result.kind !== 'authorised') {
      growl(`${result.reason} ${t('Checkout.PaymentRetry')}`, { type: 'error', duration: 0 });
      return this.failed(result.reason);
    }
    const confirmed = await request('POST', 'api/v1/sales/checkout/confirmpayment', {
      json: { OrderId: order.OrderId },
      signal: this.abortSignal,
    });
    if (confirmed.kind === 'failed') reportFailure(confirmed.error);
    if (confirmed.kind !== 'ok') return this.failed('confirmation');
    const data = confirmed.data as { Cart?: unknown; ConfirmationUrl?: string };
    this.go({ type: 'paid', url: data.ConfirmationUrl ?? order.ConfirmationUrl });
    this.finish(data.Cart, data.ConfirmationUrl ?? order.ConfirmationUrl);
  }

  /** The order is placed: the emptied cart goes to the store (header, other tabs), then the confirmation. */
  private finish(cart: unknown, url: string): void {
    if (cart) applyCart(cart, 'checkout');
    void navigateTo(url);
  }
}
