import {
  DEFAULT_ENDPOINTS,
  DEFAULT_PAYMENT_TIMEOUT_MS,
  endpointUrl,
  paymentConfig,
  redirectAllowed,
} from './paymentConfig.ts';

describe('payment settings', () => {
  it('uses the test provider with the default endpoints when the page has no payment block', () => {
    expect(paymentConfig({})).toEqual({
      provider: 'test',
      endpoints: DEFAULT_ENDPOINTS,
      timeout: DEFAULT_PAYMENT_TIMEOUT_MS,
    });
  });

  it("uses Adyen with the client key, environment and the integrator's endpoints", () => {
    const config = paymentConfig({
      payment: {
        provider: 'adyen',
        clientKey: 'test_ABC',
        environment: 'live',
        endpoints: { payments: '/shop/pay/{paymentId}', details: '/shop/pay/{paymentId}/details' },
        timeout: 90000,
        redirectOrigins: [
          'https://checkoutshopper-live.adyen.com/checkoutshopper/',
          'javascript:alert(1)',
          7,
        ],
      },
    });
    expect(config).toEqual({
      provider: 'adyen',
      clientKey: 'test_ABC',
      environment: 'live',
      endpoints: { payments: '/shop/pay/{paymentId}', details: '/shop/pay/{paymentId}/details' },
      timeout: 90000,
      redirectOrigins: ['https://checkoutshopper-live.adyen.com'],
    });
  });

  it('lets a payment action leave the shop only for an allowed origin', () => {
    const origins = ['https://checkoutshopper-live.adyen.com'];
    expect(redirectAllowed({}, origins)).toBe(true);
    expect(redirectAllowed({ url: 'https://checkoutshopper-live.adyen.com/3ds?x=1' }, origins)).toBe(true);
    for (const url of [
      'https://evil.example/',
      '//evil.example',
      'javascript:alert(1)',
      'https:evil.example',
      7,
    ])
      expect(redirectAllowed({ url }, origins)).toBe(false);
  });

  it('falls back to the test provider with one console error when Adyen has no client key', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(paymentConfig({ payment: { provider: 'adyen', environment: 'test' } }).provider).toBe('test');
    expect(
      paymentConfig({ payment: { provider: 'adyen', clientKey: 'k', environment: 'mars' } }).provider,
    ).toBe('test');
    expect(error).toHaveBeenCalledTimes(2);
    expect(error.mock.calls[0]?.[0]).toMatch(/clientKey/);
  });

  it('puts the payment id, escaped, into an endpoint', () => {
    expect(endpointUrl(DEFAULT_ENDPOINTS.payments, 'a/b')).toBe('api/v1/payments/a%2Fb/payments');
  });
});
