import { t } from '../../i18n/index.ts';
import { refusalKey } from './messageKeys.ts';
import type { PaymentResult } from './PaymentProvider.ts';

/** An action the server asks the shopper's browser to run (Adyen's shape; the test PSP sends `challenge`). */
export interface PaymentAction {
  type: string;
  paymentData?: string;
  [key: string]: unknown;
}

/** What the payments and details endpoints answer (Adyen's /payments answer, as forwarded by the shop). */
export interface PaymentAnswer {
  resultCode: string;
  pspReference?: string;
  refusalReason?: string;
  action?: PaymentAction;
}

/** The next step of a payment: done with a result, or an action to run first. */
export type PaymentStep =
  | { kind: 'result'; result: PaymentResult }
  | { kind: 'action'; action: PaymentAction };

/** The translated text of a refusal reason. */
export function refusalText(reason: string | undefined): string {
  return t(refusalKey(reason));
}

/** An `error` result with its translated text. */
export function errorResult(key = 'Payment.Error'): PaymentResult {
  return { kind: 'error', reason: t(key) };
}

function isAnswer(data: unknown): data is PaymentAnswer {
  return typeof data === 'object' && data !== null && typeof (data as PaymentAnswer).resultCode === 'string';
}

/**
 * Reads an answer: Authorised → authorised; Refused and Cancelled → refused with the reason's
 * text; an answer with an action (ChallengeShopper, IdentifyShopper, RedirectShopper) → that action;
 * anything else (Error, an unreadable body) → error.
 */
export function stepOf(data: unknown): PaymentStep {
  if (!isAnswer(data)) return { kind: 'result', result: errorResult() };
  const { resultCode, pspReference, refusalReason, action } = data;
  if (resultCode === 'Authorised' && pspReference)
    return { kind: 'result', result: { kind: 'authorised', pspReference } };
  if (resultCode === 'Refused' || resultCode === 'Cancelled')
    return { kind: 'result', result: { kind: 'refused', reason: refusalText(refusalReason) } };
  if (action && typeof action.type === 'string') return { kind: 'action', action };
  return { kind: 'result', result: errorResult() };
}
