import type { PaymentResult } from '../provider/PaymentProvider.ts';
import { errorResult } from '../provider/paymentAnswer.ts';
import { endpointUrl, type PaymentConfig } from '../provider/paymentConfig.ts';
import { sendPayment } from '../provider/sendPayment.ts';
import { askChallengeCode } from './challengeDialog.ts';

/** An aborted payment (the form went away) resolves to this: nobody is left to show it. */
const interrupted = () => errorResult('Payment.Interrupted');

/**
 * The test PSP's flow: post the card; on a `challenge` action ask the code and post it to the
 * details endpoint (a cancel is posted too, so the server records the refusal); the answer of the
 * last call is the result.
 */
export async function runTestPayment(
  config: PaymentConfig,
  paymentId: string,
  data: unknown,
  signal: AbortSignal,
): Promise<PaymentResult> {
  const call = { signal, timeout: config.timeout };
  const step = await sendPayment(endpointUrl(config.endpoints.payments, paymentId), data, call);
  if (!step) return interrupted();
  if (step.kind === 'result') return step.result;
  if (step.action.type !== 'challenge') return errorResult();
  const code = await askChallengeCode(signal);
  if (signal.aborted) return interrupted();
  const details = await sendPayment(
    endpointUrl(config.endpoints.details, paymentId),
    { paymentData: step.action.paymentData, details: code === undefined ? { cancelled: true } : { code } },
    call,
  );
  if (!details) return interrupted();
  return details.kind === 'result' ? details.result : errorResult();
}
