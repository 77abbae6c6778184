import { loadStrings } from '../../i18n/index.ts';
import { refreshSettings } from '../../settings/index.ts';
import type { CardState, PaymentResult } from '../provider/PaymentProvider.ts';
import { DEFAULT_ENDPOINTS } from '../provider/paymentConfig.ts';
import { AdyenProvider } from './AdyenProvider.ts';

type Options = Record<string, (...args: unknown[]) => void> & Record<string, unknown>;
type Actions = { resolve: (answer: Record<string, unknown>) => void; reject: () => void };

/**
 * A fake of @adyen/adyen-web at its boundary: AdyenCheckout keeps its options; Card follows the
 * documented advanced flow (submit → onSubmit; resolve with an action → the action runs and
 * onAdditionalDetails; a final resultCode → onPaymentCompleted or onPaymentFailed).
 */
const adyen = vi.hoisted(() => ({
  checkout: undefined as Options | undefined,
  cards: [] as {
    props: Record<string, unknown>;
    calls: string[];
    amounts: unknown[];
    valid: boolean;
    rejected: number;
  }[],
}));

vi.mock('@adyen/adyen-web', () => {
  class Card {
    props: Record<string, unknown>;
    calls: string[] = [];
    amounts: unknown[] = [];
    valid = false;
    rejected = 0;
    constructor(_checkout: unknown, props: Record<string, unknown>) {
      this.props = props;
      adyen.cards.push(this);
    }
    get isValid() {
      return this.valid;
    }
    mount(el: HTMLElement) {
      el.innerHTML = '<div class="adyen-checkout__card-input"></div>';
      this.calls.push('mount');
      return this;
    }
    showValidation() {
      this.calls.push('showValidation');
      return this;
    }
    updateAmount(amount: unknown) {
      this.amounts.push(amount);
    }
    unmount() {
      this.calls.push('unmount');
    }
    submit() {
      const options = adyen.checkout!;
      const state = {
        data: {
          paymentMethod: { type: 'scheme', encryptedCardNumber: 'enc…' },
          billingAddress: { city: 'Gent' },
        },
        isValid: true,
      };
      options.onSubmit!(state, this, this.#actions());
    }
    #actions(): Actions {
      return {
        resolve: (answer) => this.#handle(answer),
        reject: () => {
          this.rejected += 1;
        },
      };
    }
    #handle(answer: Record<string, unknown>) {
      const options = adyen.checkout!;
      if (answer.action) {
        options.onAdditionalDetails!(
          { data: { details: { threeDSResult: 'abc' }, paymentData: 'pd' } },
          this,
          this.#actions(),
        );
      } else if (answer.resultCode === 'Authorised')
        options.onPaymentCompleted!({ resultCode: 'Authorised' }, this);
      else options.onPaymentFailed!({ resultCode: answer.resultCode }, this);
    }
  }
  return {
    AdyenCheckout: vi.fn(async (options: Options) => {
      adyen.checkout = options;
      return { options };
    }),
    Card,
  };
});

const config = {
  provider: 'adyen' as const,
  clientKey: 'test_KEY',
  environment: 'test' as const,
  endpoints: DEFAULT_ENDPOINTS,
  timeout: 5000,
  redirectOrigins: [],
};

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** Answers the shop's endpoints in order; records what was posted where. */
function shop(...answers: Response[]) {
  const posted: { path: string; body: Record<string, unknown> }[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const request = new Request(input, init);
    const path = new URL(request.url).pathname;
    if (path.includes('stringresources')) return json({ 'Payment.NotEnoughBalance': 'Solde insuffisant.' });
    posted.push({ path, body: JSON.parse(await request.text()) });
    return answers.shift() ?? json({ resultCode: 'Error' });
  });
  return posted;
}

async function mounted(culture = 'fr') {
  const el = document.createElement('div');
  document.body.replaceChildren(el);
  const states: CardState[] = [];
  const controller = new AbortController();
  const provider = new AdyenProvider(config);
  await provider.mount(el, {
    amount: { value: 4890, currency: 'EUR' },
    culture,
    onCardState: (state) => states.push(state),
    signal: controller.signal,
  });
  const card = adyen.cards.at(-1)!;
  return { el, provider, states, card, controller };
}

describe('Adyen provider', () => {
  beforeEach(async () => {
    adyen.cards.length = 0;
    document.head.innerHTML =
      '<script type="application/json" id="vitrine-settings">{"culture":"fr","csrfToken":"t"}</script>';
    refreshSettings();
    shop();
    await loadStrings('fr');
  });

  it("mounts the Card with holder name and billing address required, in the culture's locale, without its own pay button", async () => {
    const { el, card } = await mounted('nl');
    expect(adyen.checkout).toMatchObject({
      clientKey: 'test_KEY',
      environment: 'test',
      locale: 'nl-NL',
      amount: { value: 4890, currency: 'EUR' },
      showPayButton: false,
    });
    expect(card.props).toMatchObject({
      hasHolderName: true,
      holderNameRequired: true,
      billingAddressRequired: true,
    });
    expect(el.querySelector('.adyen-checkout__card-input')).not.toBeNull();
  });

  it("reports loading, then empty, then invalid and valid from Adyen's onChange", async () => {
    const { states } = await mounted();
    adyen.checkout!.onChange!({ isValid: false, valid: { encryptedCardNumber: true } });
    adyen.checkout!.onChange!({ isValid: true, valid: {} });
    expect(states).toEqual(['loading', 'empty', 'invalid', 'valid']);
  });

  it('updates the amount on the mounted Card, never by creating the checkout or the Card again', async () => {
    const { provider, card } = await mounted();
    provider.updateAmount({ value: 5390, currency: 'EUR' });
    expect(card.amounts).toEqual([{ value: 5390, currency: 'EUR' }]);
    expect(adyen.cards).toHaveLength(1);
    expect(card.calls).toEqual(['mount']);
  });

  it("shows Adyen's validation and answers its validity", async () => {
    const { provider, card } = await mounted();
    expect(provider.validate()).toBe(false);
    card.valid = true;
    expect(provider.validate()).toBe(true);
    expect(card.calls.filter((c) => c === 'showValidation')).toHaveLength(2);
  });

  it('does not post an invalid card', async () => {
    const posted = shop();
    const { provider } = await mounted();
    expect((await provider.submit({ paymentId: 'p1' })).kind).toBe('error');
    expect(posted).toEqual([]);
  });

  it("posts Adyen's state with the current amount and is authorised with the shop's reference", async () => {
    const posted = shop(json({ resultCode: 'Authorised', pspReference: 'PSP42' }));
    const { provider, card } = await mounted();
    card.valid = true;
    provider.updateAmount({ value: 5390, currency: 'EUR' });
    expect(await provider.submit({ paymentId: 'p1' })).toEqual({ kind: 'authorised', pspReference: 'PSP42' });
    expect(posted).toEqual([
      {
        path: '/api/v1/payments/p1/payments',
        body: {
          paymentMethod: { type: 'scheme', encryptedCardNumber: 'enc…' },
          billingAddress: { city: 'Gent' },
          amount: { value: 5390, currency: 'EUR' },
        },
      },
    ]);
  });

  it("is refused with the translated reason of the shop's answer", async () => {
    shop(json({ resultCode: 'Refused', refusalReason: 'Not enough balance' }));
    const { provider, card } = await mounted();
    card.valid = true;
    expect(await provider.submit({ paymentId: 'p1' })).toEqual({
      kind: 'refused',
      reason: 'Solde insuffisant.',
    });
  });

  it('lets Adyen run the 3-D Secure action and posts its details to the details endpoint', async () => {
    const posted = shop(
      json({ resultCode: 'ChallengeShopper', action: { type: 'threeDS2', token: 'tok' } }),
      json({ resultCode: 'Authorised', pspReference: 'PSP43' }),
    );
    const { provider, card } = await mounted();
    card.valid = true;
    expect(await provider.submit({ paymentId: 'p2' })).toEqual({ kind: 'authorised', pspReference: 'PSP43' });
    expect(posted[1]).toEqual({
      path: '/api/v1/payments/p2/details',
      body: { details: { threeDSResult: 'abc' }, paymentData: 'pd' },
    });
  });

  it('refuses a redirect action to an origin the settings do not allow, and never hands it to Adyen', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const posted = shop(
      json({ resultCode: 'RedirectShopper', action: { type: 'redirect', url: 'https://evil.example/pay' } }),
    );
    const { provider, card } = await mounted();
    card.valid = true;
    expect((await provider.submit({ paymentId: 'p5' })).kind).toBe('error');
    expect(card.rejected).toBe(1);
    expect(posted).toHaveLength(1);
  });

  it('lets a redirect action to an allowed origin through to Adyen', async () => {
    shop(
      json({ resultCode: 'RedirectShopper', action: { type: 'redirect', url: 'https://bank.example/3ds' } }),
      json({ resultCode: 'Authorised', pspReference: 'PSP44' }),
    );
    const el = document.createElement('div');
    document.body.replaceChildren(el);
    const provider = new AdyenProvider({ ...config, redirectOrigins: ['https://bank.example'] });
    await provider.mount(el, {
      amount: { value: 4890, currency: 'EUR' },
      culture: 'fr',
      onCardState: () => {},
      signal: new AbortController().signal,
    });
    const card = adyen.cards.at(-1)!;
    card.valid = true;
    expect(await provider.submit({ paymentId: 'p6' })).toEqual({ kind: 'authorised', pspReference: 'PSP44' });
  });

  it("rejects Adyen's call and answers an error when the shop fails with a 5xx", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    shop(json({ Message: 'down' }, 503));
    const { provider, card } = await mounted();
    card.valid = true;
    const result: PaymentResult = await provider.submit({ paymentId: 'p3' });
    expect(result.kind).toBe('error');
    expect(card.rejected).toBe(1);
  });

  it('ends a running payment as interrupted and unmounts the Card when the form goes away', async () => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(() => new Promise(() => {}));
    const { provider, card, controller } = await mounted();
    card.valid = true;
    const paying = provider.submit({ paymentId: 'p4' });
    controller.abort();
    expect((await paying).kind).toBe('error');
    expect(card.calls).toContain('unmount');
  });
});
