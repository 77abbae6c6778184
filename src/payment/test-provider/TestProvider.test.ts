import { createPayment, paymentsOfOrder } from '../../../fixtures/server/payments.ts';
import { CARD_FIELDS } from '../../../test/support/testCards.ts';
import { type Fault, useTestPsp } from '../../../test/support/testPspFetch.ts';
import { loadStrings } from '../../i18n/index.ts';
import type { CardBillingAddress, CardState, PaymentProvider } from '../provider/PaymentProvider.ts';
import { DEFAULT_ENDPOINTS } from '../provider/paymentConfig.ts';
import { TestProvider } from './TestProvider.ts';

const config = { provider: 'test' as const, endpoints: DEFAULT_ENDPOINTS, timeout: 5000 };
let orderId = 800_000;
let fault: Fault | undefined;

function type(el: HTMLElement, field: string, value: string) {
  const control = el.querySelector<HTMLInputElement>(`[data-card-field="${field}"]`)!;
  control.value = value;
  control.dispatchEvent(new Event('input', { bubbles: true }));
  control.dispatchEvent(new Event('blur'));
}

function fill(el: HTMLElement, number = '4111 1111 4555 1142', skip: string[] = []) {
  const values: Record<string, string> = {
    number,
    ...CARD_FIELDS,
  };
  for (const [field, value] of Object.entries(values)) if (!skip.includes(field)) type(el, field, value);
}

const value = (el: HTMLElement, field: string) =>
  el.querySelector<HTMLInputElement>(`[data-card-field="${field}"]`)!.value;

async function mounted(states: CardState[] = [], billingAddress?: CardBillingAddress) {
  const el = document.createElement('div');
  document.body.replaceChildren(el);
  const provider: PaymentProvider = new TestProvider(config);
  const controller = new AbortController();
  await provider.mount(el, {
    amount: { value: 4890, currency: 'EUR' },
    culture: 'fr',
    billingAddress,
    onCardState: (state) => states.push(state),
    signal: controller.signal,
  });
  return { el, provider, controller };
}

const challenge = () =>
  vi.waitFor(() => {
    const found = document.querySelector<HTMLDialogElement>('dialog[data-payment-challenge]');
    if (!found) throw new Error('no challenge yet');
    return found;
  });

function newPayment() {
  orderId += 1;
  return createPayment({ orderId, amount: 4890, currency: 'EUR' }).PaymentId;
}

describe('test payment provider', () => {
  beforeEach(async () => {
    fault = undefined;
    await useTestPsp('fr', (url, init) => fault?.(url, init));
    await loadStrings('fr');
  });

  it('reports loading, then empty, then invalid while typing, then valid', async () => {
    const states: CardState[] = [];
    const { el } = await mounted(states);
    type(el, 'number', '4111');
    fill(el);
    expect(states).toEqual(['loading', 'empty', 'invalid', 'valid']);
  });

  it('refuses to validate without holder name and billing address, and says why next to each field', async () => {
    const { el, provider } = await mounted();
    fill(el, undefined, ['holderName', 'street']);
    expect(provider.validate()).toBe(false);
    const holder = el.querySelector('[data-card-field="holderName"]')!;
    expect(holder.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(holder.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Le nom du titulaire est obligatoire.',
    );
    expect(el.querySelector('[data-card-field="street"]')!.getAttribute('aria-invalid')).toBe('true');
    expect(el.querySelector('[data-card-field="number"]')!.hasAttribute('aria-invalid')).toBe(false);
  });

  it('formats the expiry as MM/YY while it is typed on a numeric keypad, and accepts it', async () => {
    const { el, provider } = await mounted();
    fill(el, undefined, ['expiry']);
    const expiry = el.querySelector<HTMLInputElement>('[data-card-field="expiry"]')!;
    expect(expiry.inputMode).toBe('numeric');
    for (const digit of '0330') {
      expiry.value += digit;
      expiry.dispatchEvent(new InputEvent('input', { bubbles: true, inputType: 'insertText', data: digit }));
    }
    expect(expiry.value).toBe('03/30');
    expect(provider.validate()).toBe(true);
  });

  it('takes the billing address chosen on the page, named on one line, until the customer gives the card another', async () => {
    const home = {
      street: 'Rue Haute',
      houseNumber: '12',
      postalCode: '1000',
      city: 'Bruxelles',
      country: 'BE',
    };
    const { el, provider } = await mounted([], home);
    fill(el, undefined, ['street', 'houseNumber', 'postalCode', 'city']);
    const address = el.querySelector<HTMLFieldSetElement>('.test-card__address')!;
    expect(address.hidden).toBe(true);
    expect(el.querySelector('[data-card-billing-same]')!.textContent).toBe(
      'Adresse de facturation de la carte : Rue Haute 12, 1000 Bruxelles, Belgique',
    );
    expect(provider.validate()).toBe(true);
    provider.setBillingAddress({ ...home, street: 'Keizersgracht', city: 'Amsterdam', country: 'NL' });
    expect(value(el, 'street')).toBe('Keizersgracht');
    const other = el.querySelector<HTMLInputElement>('[data-card-billing-other]')!;
    other.click();
    expect(address.hidden).toBe(false);
    type(el, 'street', 'Rue Neuve');
    provider.setBillingAddress(home);
    expect(value(el, 'street')).toBe('Rue Neuve');
  });

  it('keeps every typed field when the amount changes, and shows the new amount', async () => {
    const { el, provider } = await mounted();
    fill(el);
    provider.updateAmount({ value: 5390, currency: 'EUR' });
    expect(el.querySelector('[data-card-amount]')!.textContent).toMatch(/53,90/);
    expect(value(el, 'number')).toBe('4111 1111 4555 1142');
    expect(value(el, 'holderName')).toBe('Jeanne Martin');
    expect(value(el, 'city')).toBe('Bruxelles');
    expect(provider.validate()).toBe(true);
  });

  it('pays an authorising card through the server', async () => {
    const { el, provider } = await mounted();
    fill(el);
    const result = await provider.submit({ paymentId: newPayment() });
    expect(result).toMatchObject({ kind: 'authorised', pspReference: expect.stringMatching(/^PSP/) });
  });

  it('gives the refusal reason in the page language', async () => {
    const { el, provider } = await mounted();
    fill(el, '4000 0200 0000 0000');
    expect(await provider.submit({ paymentId: newPayment() })).toEqual({
      kind: 'refused',
      reason: 'Votre carte a été refusée : solde insuffisant.',
    });
  });

  it('runs the 3-D Secure challenge in a dialog and is authorised with the right code', async () => {
    const { el, provider } = await mounted();
    fill(el, '4212 3456 7891 0006');
    const paying = provider.submit({ paymentId: newPayment() });
    const dialog = await challenge();
    expect(dialog.getAttribute('aria-labelledby')).toBeTruthy();
    const input = dialog.querySelector('input')!;
    expect(document.activeElement).toBe(input);
    input.value = '1234';
    dialog.querySelector('form')!.requestSubmit();
    expect(await paying).toMatchObject({ kind: 'authorised' });
    expect(document.querySelector('dialog[data-payment-challenge]')).toBeNull();
  });

  it('is refused when the customer cancels the challenge, and the server records the refusal', async () => {
    const { el, provider } = await mounted();
    fill(el, '4212345678910006');
    const paymentId = newPayment();
    const paying = provider.submit({ paymentId });
    const dialog = await challenge();
    [...dialog.querySelectorAll('button')].find((b) => b.textContent === 'Annuler')!.click();
    expect(await paying).toEqual({
      kind: 'refused',
      reason: "Vous avez annulé la vérification : rien n'a été débité.",
    });
    expect(paymentsOfOrder(orderId)[0]?.status).toBe('refused');
  });

  it('answers an error with the retry text when the server fails (500)', async () => {
    const { el, provider } = await mounted();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    fill(el);
    const paymentId = newPayment();
    fault = (url) => (url.pathname.endsWith('/payments') ? new Response('{}', { status: 500 }) : undefined);
    expect(await provider.submit({ paymentId })).toEqual({
      kind: 'error',
      reason: "Le paiement n'a pas pu être effectué. Réessayez : la commande ne sera payée qu'une fois.",
    });
    expect(paymentsOfOrder(orderId)[0]?.status).toBe('pending');
  });

  it('answers the no-answer text when the connection drops, and pays on the next press', async () => {
    const { el, provider } = await mounted();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    fill(el);
    const paymentId = newPayment();
    fault = () => Promise.reject(new TypeError('Failed to fetch'));
    expect(await provider.submit({ paymentId })).toEqual({
      kind: 'error',
      reason: "Le service de paiement n'a pas répondu. Réessayez : la commande ne sera payée qu'une fois.",
    });
    fault = undefined;
    expect(await provider.submit({ paymentId })).toMatchObject({ kind: 'authorised' });
  });

  it('removes its fields on unmount and when its signal aborts', async () => {
    const { el, provider, controller } = await mounted();
    provider.unmount();
    expect(el.querySelector('[data-test-card]')).toBeNull();
    const again = await mounted();
    again.controller.abort();
    expect(again.el.querySelector('[data-test-card]')).toBeNull();
    controller.abort();
  });
});
