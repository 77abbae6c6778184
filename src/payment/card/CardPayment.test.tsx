import { act, createRef } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { createPayment, paymentsOfOrder } from '../../../fixtures/server/payments.ts';
import { CARD_FIELDS } from '../../../test/support/testCards.ts';
import { useTestPsp } from '../../../test/support/testPspFetch.ts';
import { loadStrings } from '../../i18n/index.ts';
import type { CardPaymentHandle } from '../provider/CardPaymentHandle.ts';
import type { CardState, PaymentAmount } from '../provider/PaymentProvider.ts';
import { CardPayment } from './CardPayment.tsx';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root;
let orderId = 700_000;

async function render(amount: PaymentAmount, states: CardState[] = []) {
  const handle = createRef<CardPaymentHandle>();
  const draw = (next: PaymentAmount) => (
    <CardPayment amount={next} culture="fr" onCardState={(state) => states.push(state)} ref={handle} />
  );
  await act(async () => root.render(draw(amount)));
  await vi.waitFor(() => {
    if (!document.querySelector('[data-test-card]')) throw new Error('fields not there yet');
  });
  return { handle, rerender: (next: PaymentAmount) => act(async () => root.render(draw(next))) };
}

function type(field: string, value: string) {
  const control = document.querySelector<HTMLInputElement>(`[data-card-field="${field}"]`)!;
  control.value = value;
  control.dispatchEvent(new Event('input', { bubbles: true }));
}

function fillCard(number = '4111111145551142') {
  const values = {
    number,
    ...CARD_FIELDS,
  };
  for (const [field, value] of Object.entries(values)) type(field, value);
}

describe('CardPayment', () => {
  beforeEach(async () => {
    await useTestPsp('fr');
    await loadStrings('fr');
    const host = document.createElement('div');
    document.body.replaceChildren(host);
    root = createRoot(host);
  });
  afterEach(() => act(() => root.unmount()));

  it('loads the test provider named by the page settings and reports loading, then empty, then valid', async () => {
    const states: CardState[] = [];
    await render({ value: 4890, currency: 'EUR' }, states);
    fillCard();
    expect(states).toEqual(['loading', 'empty', 'invalid', 'valid']);
  });

  it('passes a new amount on without clearing a typed field', async () => {
    const { rerender } = await render({ value: 4890, currency: 'EUR' });
    fillCard();
    await rerender({ value: 5390, currency: 'EUR' });
    expect(document.querySelector('[data-card-amount]')?.textContent).toMatch(/53,90/);
    expect(document.querySelector<HTMLInputElement>('[data-card-field="number"]')?.value).toBe(
      '4111111145551142',
    );
    expect(document.querySelector<HTMLInputElement>('[data-card-field="holderName"]')?.value).toBe(
      'Jeanne Martin',
    );
  });

  it('validates through its handle, showing the missing holder name', async () => {
    const { handle } = await render({ value: 4890, currency: 'EUR' });
    fillCard();
    type('holderName', '');
    expect(handle.current?.validate()).toBe(false);
    expect(document.querySelector('[data-card-field="holderName"]')?.getAttribute('aria-invalid')).toBe(
      'true',
    );
  });

  it('sends one payment when pay is called twice before the answer', async () => {
    const { handle } = await render({ value: 4890, currency: 'EUR' });
    fillCard();
    orderId += 1;
    const { PaymentId } = createPayment({ orderId, amount: 4890, currency: 'EUR' });
    const first = handle.current!.pay(PaymentId);
    const second = handle.current!.pay(PaymentId);
    expect(second).toBe(first);
    expect(await first).toMatchObject({ kind: 'authorised' });
    expect(paymentsOfOrder(orderId)[0]?.attempts).toHaveLength(1);
  });

  it('removes the card fields when it unmounts', async () => {
    await render({ value: 4890, currency: 'EUR' });
    await act(async () => root.render(<p>gone</p>));
    expect(document.querySelector('[data-test-card]')).toBeNull();
  });
});
