import { AdyenCheckout, Card } from '@adyen/adyen-web';
import { settings } from '../../settings/index.ts';
import { billingCountry } from '../provider/billingCountry.ts';
import type {
  CardBillingAddress,
  CardState,
  MountOptions,
  PaymentAmount,
  PaymentProvider,
  PaymentResult,
} from '../provider/PaymentProvider.ts';
import { errorResult, type PaymentAnswer, refusalText } from '../provider/paymentAnswer.ts';
import {
  endpointUrl,
  type PaymentConfig,
  paymentConfig,
  redirectAllowed,
} from '../provider/paymentConfig.ts';
import { sendPayment } from '../provider/sendPayment.ts';
import { type AdyenChange, adyenCardState } from './adyenCardState.ts';
import { adyenLocale } from './adyenLocale.ts';

type AdyenConfig = Extract<PaymentConfig, { provider: 'adyen' }>;
type CardElement = InstanceType<typeof Card>;
/** What Adyen's onSubmit and onAdditionalDetails give to settle a call. */
interface Actions {
  resolve(response: { resultCode: never; action?: never }): void;
  reject(): void;
}

/** The page's billing address as Adyen's `billingAddress` data. */
function adyenAddress(address: CardBillingAddress) {
  return {
    street: address.street,
    houseNumberOrName: address.houseNumber,
    postalCode: address.postalCode,
    city: address.city,
    country: address.country,
    stateOrProvince: '',
  };
}

/** A payment under way: its id and how to end `submit()`'s promise. */
interface Paying {
  paymentId: string;
  settle(result: PaymentResult): void;
  /** The shop's last answer (Adyen's callbacks carry no reference or refusal reason). */
  last?: PaymentAnswer;
}

/**
 * Adyen's Card component behind the PaymentProvider interface (advanced flow): Adyen collects the
 * card in its own iframes (holder name and billing address required), our onSubmit posts its
 * state to the shop's payments endpoint, an action in the answer (3-D Secure) is run by the
 * component, its details go to the details endpoint, and onPaymentCompleted / onPaymentFailed /
 * onError end the payment.
 */
export class AdyenProvider implements PaymentProvider {
  readonly #config: AdyenConfig;
  #card: CardElement | undefined;
  #options: MountOptions | undefined;
  #state: CardState = 'loading';
  #paying: Paying | undefined;

  constructor(config: AdyenConfig) {
    this.#config = config;
  }

  async mount(el: HTMLElement, options: MountOptions): Promise<void> {
    this.unmount();
    this.#options = options;
    this.#state = 'loading';
    options.onCardState('loading');
    const checkout = await AdyenCheckout({
      clientKey: this.#config.clientKey,
      environment: this.#config.environment,
      locale: adyenLocale(options.culture),
      countryCode: billingCountry(options.culture),
      amount: options.amount,
      showPayButton: false,
      onChange: (state) => this.#report(adyenCardState(state as AdyenChange)),
      onSubmit: (state, _component, actions) => void this.#post('payments', state.data, actions),
      onAdditionalDetails: (state, _component, actions) => void this.#post('details', state.data, actions),
      onPaymentCompleted: (data) => this.#completed(data.resultCode),
      onPaymentFailed: (data) => this.#failed(data && 'resultCode' in data ? data.resultCode : undefined),
      onError: (error) => this.#error(error),
    });
    if (options.signal.aborted) return;
    this.#card = new Card(checkout, {
      hasHolderName: true,
      holderNameRequired: true,
      billingAddressRequired: true,
      billingAddressMode: 'full',
      ...(options.billingAddress ? { data: { billingAddress: adyenAddress(options.billingAddress) } } : {}),
    }).mount(el);
    options.signal.addEventListener('abort', () => this.unmount(), { once: true });
    this.#report('empty');
  }

  /**
   * Adyen's Card takes the page's billing address as the prefilled value of its own address
   * fields, at mount only: a later change is left to the customer, who sees the fields.
   */
  setBillingAddress(_address: CardBillingAddress | undefined): void {}

  /** Adyen's own amount update: the secured fields stay as typed (no checkout.update, no remount). */
  updateAmount(amount: PaymentAmount): void {
    if (!this.#options) return;
    this.#options = { ...this.#options, amount };
    this.#card?.updateAmount(amount);
  }

  validate(): boolean {
    if (!this.#card) return false;
    this.#card.showValidation();
    return this.#card.isValid;
  }

  submit({ paymentId }: { paymentId: string }): Promise<PaymentResult> {
    const card = this.#card;
    if (!card) return Promise.resolve(errorResult('Payment.Unavailable'));
    if (!card.isValid) {
      card.showValidation();
      return Promise.resolve(errorResult('Payment.CardDetailsInvalid'));
    }
    return new Promise((resolve) => {
      const paying: Paying = {
        paymentId,
        settle: (result) => {
          if (this.#paying === paying) this.#paying = undefined;
          resolve(result);
        },
      };
      this.#paying = paying;
      card.submit();
    });
  }

  unmount(): void {
    this.#paying?.settle(errorResult('Payment.Interrupted'));
    this.#card?.unmount();
    this.#card = undefined;
  }

  #report(state: CardState): void {
    if (state === this.#state) return;
    this.#state = state;
    this.#options?.onCardState(state);
  }

  /** Posts Adyen's state to the shop and hands the answer back to the component. */
  async #post(call: 'payments' | 'details', data: unknown, actions: Actions): Promise<void> {
    const paying = this.#paying;
    const options = this.#options;
    if (!paying || !options) return actions.reject();
    const body = call === 'payments' ? { ...(data as object), amount: options.amount } : data;
    const url = endpointUrl(this.#config.endpoints[call], paying.paymentId);
    const step = await sendPayment(url, body, { signal: options.signal, timeout: this.#config.timeout });
    // Settle first: Adyen may call onError from reject(), which must not replace our reason.
    if (!step) {
      paying.settle(errorResult('Payment.Interrupted'));
      return actions.reject();
    }
    if (step.kind === 'result' && step.result.kind === 'error') {
      paying.settle(step.result);
      return actions.reject();
    }
    if (step.kind === 'action' && !redirectAllowed(step.action, this.#config.redirectOrigins)) {
      console.error('[vitrine] payment: a redirect to an origin not in payment.redirectOrigins refused');
      paying.settle(errorResult());
      return actions.reject();
    }
    paying.last = this.#lastAnswer(step);
    actions.resolve(paying.last as never);
  }

  #lastAnswer(step: Awaited<ReturnType<typeof sendPayment>>): PaymentAnswer {
    if (!step || step.kind === 'action')
      return { resultCode: 'ChallengeShopper', ...(step ? { action: step.action } : {}) };
    const { result } = step;
    if (result.kind === 'authorised') return { resultCode: 'Authorised', pspReference: result.pspReference };
    return { resultCode: 'Refused', refusalReason: result.kind === 'refused' ? result.reason : '' };
  }

  #completed(resultCode: string): void {
    const paying = this.#paying;
    if (!paying) return;
    const reference = paying.last?.pspReference;
    if (resultCode === 'Authorised' && reference)
      paying.settle({ kind: 'authorised', pspReference: reference });
    else paying.settle(errorResult());
  }

  #failed(resultCode: string | undefined): void {
    const paying = this.#paying;
    if (!paying) return;
    if (resultCode === 'Refused' || resultCode === 'Cancelled')
      paying.settle({ kind: 'refused', reason: paying.last?.refusalReason ?? refusalText(undefined) });
    else paying.settle(errorResult());
  }

  #error(error: unknown): void {
    console.error('[vitrine] Adyen card payment', error);
    const name = (error as { name?: string } | undefined)?.name;
    if (name === 'CANCEL')
      this.#paying?.settle({ kind: 'refused', reason: refusalText('Shopper Cancelled') });
    else this.#paying?.settle(errorResult());
  }
}

/** Creates the Adyen provider (the lazy chunk's entry; Adyen's library comes with it). */
export function createAdyenProvider(config: AdyenConfig): PaymentProvider {
  return new AdyenProvider(config);
}

/**
 * The provider of the page settings' `payment` block, which names Adyen: Adyen's, or the test
 * provider when the block lacks a client key or an environment (`paymentConfig` says so once).
 */
export async function configuredProvider(): Promise<PaymentProvider> {
  const config = paymentConfig(settings());
  if (config.provider === 'adyen') return createAdyenProvider(config);
  return (await import('../test-provider/TestProvider.ts')).createTestProvider(config);
}
