import type { PaymentProvider } from './PaymentProvider.ts';
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
