import { HttpError, reportFailure, request } from '../../http/index.ts';
import { errorResult, type PaymentStep, stepOf } from './paymentAnswer.ts';

/**
 * Posts to a payment endpoint and reads the step. An aborted call is `undefined` (the form went
 * away: nothing to show). A 4xx/5xx that still carries a payment answer (a refusal sent as 422)
 * is read as that answer; other failures are errors: no answer in time or a dropped connection
 * says so (the payment may have gone through; paying again with the same payment id is safe).
 * A 401 (the session ended) also opens the login modal, as any call's does.
 */
export async function sendPayment(
  url: string,
  body: unknown,
  options: { signal: AbortSignal; timeout: number },
): Promise<PaymentStep | undefined> {
  const outcome = await request('POST', url, {
    json: body,
    signal: options.signal,
    timeout: options.timeout,
  });
  if (outcome.kind === 'aborted') return undefined;
  if (outcome.kind === 'ok') return stepOf(outcome.data);
  const { error } = outcome;
  if (error instanceof HttpError && error.status < 500) {
    const step = stepOf(error.body);
    if (step.kind === 'result' && step.result.kind === 'refused') return step;
  }
  if (error.status === 401) reportFailure(error);
  else console.error(`[vitrine] payment: ${error.message}`);
  return { kind: 'result', result: errorResult(error.status === 0 ? 'Payment.NoAnswer' : 'Payment.Error') };
}
