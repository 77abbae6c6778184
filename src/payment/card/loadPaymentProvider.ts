import { t } from '../../i18n/index.ts';
import { settings } from '../../settings/index.ts';
import type { PaymentProvider, PaymentResult } from '../provider/PaymentProvider.ts';
import type { PaymentConfig } from '../provider/paymentConfig.ts';

/**
 * Downloads and creates the provider of a config. Each provider is a chunk of its own (Adyen's
 * library in Adyen's), fetched only when a card form mounts, i.e. when the customer picks card
 * payment; what the two share (the settings reader, the answers) is one chunk beside them.
 */
export async function loadPaymentProvider(config: PaymentConfig): Promise<PaymentProvider> {
  if (config.provider === 'adyen')
    return (await import('../adyen/AdyenProvider.ts')).createAdyenProvider(config);
  return (await import('../test-provider/TestProvider.ts')).createTestProvider(config);
}

/**
 * The provider the page settings configure. Which chunk to fetch is told by the provider the
 * `payment` block names; the chunk reads the whole block (`paymentConfig`), so the reader comes
 * down with the provider, not with React's shared file: pages that take no payment never load it.
 */
export async function loadConfiguredProvider(): Promise<PaymentProvider> {
  const block = settings().payment as { provider?: unknown } | undefined;
  const provider =
    block?.provider === 'adyen'
      ? import('../adyen/AdyenProvider.ts')
      : import('../test-provider/TestProvider.ts');
  return (await provider).configuredProvider();
}

/** The `error` result of a payment with no provider to pay with (its chunk could not load). */
export function unavailableResult(): PaymentResult {
  return { kind: 'error', reason: t('Payment.Unavailable') };
}
