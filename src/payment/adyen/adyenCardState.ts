import type { CardState } from '../provider/PaymentProvider.ts';

/** The part of Adyen's onChange state the card state needs. */
export interface AdyenChange {
  isValid: boolean;
  valid?: Record<string, boolean>;
  errors?: Record<string, unknown>;
}

/**
 * Adyen's onChange state as a card state: valid when Adyen says so; invalid once any field is
 * valid or in error (something was typed); empty before that.
 */
export function adyenCardState(change: AdyenChange): Exclude<CardState, 'loading'> {
  if (change.isValid) return 'valid';
  const typed =
    Object.values(change.valid ?? {}).some(Boolean) ||
    Object.values(change.errors ?? {}).some((error) => error !== null && error !== undefined);
  return typed ? 'invalid' : 'empty';
}
