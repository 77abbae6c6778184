import type { CardField, FieldProblem } from './cardRules.ts';

/**
 * The string keys of the card form's messages, shared by the test provider and the shop's no-JS
 * form (the fixture server), so both say the same thing.
 */
const REQUIRED_KEYS: Record<CardField, string> = {
  number: 'Payment.CardNumberRequired',
  expiry: 'Payment.ExpiryRequired',
  cvc: 'Payment.CvcRequired',
  holderName: 'Payment.HolderNameRequired',
  street: 'Payment.BillingAddressRequired',
  houseNumber: 'Payment.BillingAddressRequired',
  postalCode: 'Payment.BillingAddressRequired',
  city: 'Payment.BillingAddressRequired',
  country: 'Payment.BillingAddressRequired',
};

const PROBLEM_KEYS: Record<Exclude<FieldProblem, 'required'>, string> = {
  number: 'Payment.CardNumberInvalid',
  expiry: 'Payment.ExpiryInvalid',
  expired: 'Payment.CardExpired',
  cvc: 'Payment.CvcInvalid',
};

/** The message key of a field's problem. */
export function fieldMessageKey(field: CardField, problem: FieldProblem): string {
  return problem === 'required' ? REQUIRED_KEYS[field] : PROBLEM_KEYS[problem];
}

/** Refusal reasons (Adyen's refusalReason texts) that have their own message. */
const REFUSAL_KEYS: Record<string, string> = {
  'Not enough balance': 'Payment.NotEnoughBalance',
  'Expired Card': 'Payment.ExpiredCard',
  'CVC Declined': 'Payment.CvcDeclined',
  '3D Not Authenticated': 'Payment.AuthenticationFailed',
  'Shopper Cancelled': 'Payment.ChallengeCancelled',
  'Order Already Paid': 'Payment.OrderAlreadyPaid',
};

/** The message key of a refusal reason; others get `Payment.Refused`. */
export function refusalKey(reason: string | undefined): string {
  return REFUSAL_KEYS[reason ?? ''] ?? 'Payment.Refused';
}
