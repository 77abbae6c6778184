import { t } from '../../i18n/index.ts';
import type { CardField, FieldProblem } from '../cardRules.ts';

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

/** The translated message of a field's problem. */
export function fieldMessage(field: CardField, problem: FieldProblem): string {
  return t(problem === 'required' ? REQUIRED_KEYS[field] : PROBLEM_KEYS[problem]);
}
