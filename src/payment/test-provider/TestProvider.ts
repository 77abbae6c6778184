import { formatMoney } from '../../format/index.ts';
import { loadStrings, t } from '../../i18n/index.ts';
import { settings } from '../../settings/index.ts';
import {
  CARD_FIELDS,
  type CardField,
  type CardValues,
  cardState,
  digitsOf,
  fieldProblem,
  formatExpiry,
} from '../provider/cardRules.ts';
import type {
  CardBillingAddress,
  CardState,
  MountOptions,
  PaymentAmount,
  PaymentProvider,
  PaymentResult,
} from '../provider/PaymentProvider.ts';
import { errorResult } from '../provider/paymentAnswer.ts';
import { type PaymentConfig, paymentConfig } from '../provider/paymentConfig.ts';
import { applyCardBilling } from './cardBilling.ts';
import { buildCardForm, type CardFormDom } from './cardFormDom.ts';
import { fieldMessage } from './fieldMessages.ts';
import { runTestPayment } from './runTestPayment.ts';

/** The amount line: money in minor units as text in the culture (`4890 EUR` → `48,90 €`). */
function amountText(amount: PaymentAmount, culture: string): string {
  return t('Payment.AmountToPay', {
    amount: formatMoney(amount.value / 100, { culture, currency: amount.currency }),
  });
}

/**
 * The test provider: the same flow and states as Adyen's Card component (fields, validation on
 * blur and on `validate()`, payment through the shop's endpoints, a 3-D Secure challenge when the
 * server asks for one), with plain fields the fixture server's test PSP understands.
 */
export class TestProvider implements PaymentProvider {
  #dom: CardFormDom | undefined;
  #options: MountOptions | undefined;
  #state: CardState = 'loading';
  #teardown: AbortController | undefined;
  #billing: CardBillingAddress | undefined;

  readonly #config: PaymentConfig;

  constructor(config: PaymentConfig) {
    this.#config = config;
  }

  async mount(el: HTMLElement, options: MountOptions): Promise<void> {
    this.unmount();
    this.#options = options;
    this.#state = 'loading';
    options.onCardState('loading');
    // The form's labels are strings: built before they arrive, it would show their keys.
    await loadStrings();
    if (options.signal.aborted) return;
    const teardown = new AbortController();
    this.#teardown = teardown;
    const dom = buildCardForm(options.culture);
    this.#dom = dom;
    dom.amount.textContent = amountText(options.amount, options.culture);
    for (const field of CARD_FIELDS) this.#listen(field, dom, teardown.signal);
    this.#billing = options.billingAddress;
    applyCardBilling(dom, this.#billing, options.culture);
    dom.billingOther.addEventListener('change', () => this.setBillingAddress(this.#billing), {
      signal: teardown.signal,
    });
    el.replaceChildren(dom.root);
    options.signal.addEventListener('abort', () => this.unmount(), { once: true, signal: teardown.signal });
    this.#report();
  }

  updateAmount(amount: PaymentAmount): void {
    if (!this.#options || !this.#dom) return;
    this.#options = { ...this.#options, amount };
    this.#dom.amount.textContent = amountText(amount, this.#options.culture);
  }

  setBillingAddress(address: CardBillingAddress | undefined): void {
    this.#billing = address;
    if (!this.#dom || !this.#options) return;
    applyCardBilling(this.#dom, address, this.#options.culture);
    this.#report();
  }

  validate(): boolean {
    if (!this.#dom) return false;
    for (const field of CARD_FIELDS) this.#showProblem(field);
    this.#report();
    return this.#state === 'valid';
  }

  async submit({ paymentId }: { paymentId: string }): Promise<PaymentResult> {
    const options = this.#options;
    if (!this.#dom || !options) return errorResult('Payment.Unavailable');
    const card = this.#values();
    const paymentMethod = {
      type: 'scheme',
      number: digitsOf(card.number),
      expiry: card.expiry.trim(),
      cvc: card.cvc.trim(),
      holderName: card.holderName.trim(),
    };
    const billingAddress = {
      street: card.street.trim(),
      houseNumberOrName: card.houseNumber.trim(),
      postalCode: card.postalCode.trim(),
      city: card.city.trim(),
      country: card.country,
    };
    const data = { paymentMethod, billingAddress, amount: options.amount };
    return runTestPayment(this.#config, paymentId, data, options.signal);
  }

  unmount(): void {
    this.#teardown?.abort();
    this.#teardown = undefined;
    this.#dom?.root.remove();
    this.#dom = undefined;
  }

  #values(): CardValues {
    const dom = this.#dom;
    return Object.fromEntries(
      CARD_FIELDS.map((field) => [field, dom?.controls[field].value ?? '']),
    ) as CardValues;
  }

  #showProblem(field: CardField): void {
    if (!this.#dom) return;
    const problem = fieldProblem(field, this.#values(), new Date());
    const error = this.#dom.errors[field];
    error.hidden = !problem;
    error.textContent = problem ? fieldMessage(field, problem) : '';
    if (problem) this.#dom.controls[field].setAttribute('aria-invalid', 'true');
    else this.#dom.controls[field].removeAttribute('aria-invalid');
  }

  #report(): void {
    const next = cardState(this.#values(), new Date());
    if (next === this.#state) return;
    this.#state = next;
    this.#options?.onCardState(next);
  }

  #listen(field: CardField, dom: CardFormDom, signal: AbortSignal): void {
    const control = dom.controls[field];
    const onInput = (event: Event) => {
      if (field === 'expiry') formatExpiryField(control, event);
      // A shown error goes as soon as the field is right; a new one waits for the blur.
      if (control.getAttribute('aria-invalid') === 'true') this.#showProblem(field);
      this.#report();
    };
    control.addEventListener('input', onInput, { signal });
    control.addEventListener('change', onInput, { signal });
    control.addEventListener(
      'blur',
      () => {
        if (control.value.trim() !== '') this.#showProblem(field);
      },
      { signal },
    );
  }
}

/** Rewrites the expiry as MM/YY as it is typed (the caret stays at the end, where typing is). */
function formatExpiryField(control: HTMLInputElement | HTMLSelectElement, event: Event): void {
  const deleting = event instanceof InputEvent && event.inputType.startsWith('delete');
  const formatted = formatExpiry(control.value, deleting);
  if (formatted !== control.value) control.value = formatted;
}

/** Creates the test provider (the lazy chunk's entry). */
export function createTestProvider(config: PaymentConfig): PaymentProvider {
  return new TestProvider(config);
}

/** The test provider with the page settings' `payment` block (endpoints, time-out). */
export function configuredProvider(): PaymentProvider {
  return createTestProvider(paymentConfig(settings()));
}
