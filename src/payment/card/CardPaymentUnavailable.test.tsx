import { act, createRef } from 'react';
import { createRoot } from 'react-dom/client';
import type { CardPaymentHandle } from '../provider/CardPaymentHandle.ts';
import { CardPayment } from './CardPayment.tsx';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

vi.mock(import('./loadPaymentProvider.ts'), async (original) => ({
  ...(await original()),
  loadConfiguredProvider: () => Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
}));

describe('CardPayment when the provider cannot be downloaded', () => {
  it('shows card payment is unavailable, validates false and answers an error instead of paying', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.spyOn(globalThis, 'fetch').mockImplementation(
      async () => new Response('{}', { headers: { 'content-type': 'application/json' } }),
    );
    const host = document.createElement('div');
    document.body.replaceChildren(host);
    const root = createRoot(host);
    const handle = createRef<CardPaymentHandle>();
    await act(async () =>
      root.render(<CardPayment amount={{ value: 100, currency: 'EUR' }} culture="fr" ref={handle} />),
    );
    // The words come with the page's strings: the default texts here, the strings call answering none.
    const message = () => host.querySelector('[data-card-unavailable]')?.textContent;
    await vi.waitFor(() => expect(message()).toMatch(/^Card payment is not available/));
    expect(handle.current?.validate()).toBe(false);
    expect(await handle.current?.pay('p')).toEqual({ kind: 'error', reason: message() });
    await act(async () => root.unmount());
  });
});
