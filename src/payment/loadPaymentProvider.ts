import { settings } from '../settings/index.ts';
import type { PaymentProvider, PaymentResult } from './PaymentProvider.ts';
import type { PaymentConfig } from './paymentConfig.ts';

/**
 * Downloads and creates the configured provider. Each provider is its own chunk (Adyen's library
 * in Adyen's), fetched only when a card form mounts, i.e. when the customer picks card payment.
 */
export async function loadPaymentProvider(config: PaymentConfig): Promise<PaymentProvider> {
  if (config.provider === 'adyen') {
    const { createAdyenProvider } = await import('./adyen/AdyenProvider.ts');
    return createAdyenProvider(config);
  }
  const { createTestProvider } = await import('./test-provider/TestProvider.ts');
  return createTestProvider(config);
}

/**
 * The provider the page settings configure. Reading the settings (`paymentConfig`) comes down with
 * the provider, not with React's shared file: pages that take no payment never load it.
 */
export async function loadConfiguredProvider(): Promise<PaymentProvider> {
  const { paymentConfig } = await import('./paymentConfig.ts');
  return loadPaymentProvider(paymentConfig(settings()));
}

/** The `error` result of a payment with no provider to pay with (its chunk could not load). */
export async function unavailableResult(): Promise<PaymentResult> {
  const { errorResult } = await import('./paymentAnswer.ts');
  return errorResult('Payment.Unavailable');
}
