import { useSignals } from '@preact/signals-react/runtime';
import type { RefObject } from 'react';
import { CardPayment, type CardPaymentHandle, cartDetails, settings } from '../../src/index.ts';
import type { BillingSource } from './cardBilling.ts';

export interface CardSlotProps {
  /** Where the checkout's submit finds the card form's handle. */
  handle: RefObject<CardPaymentHandle | null>;
  currency: string;
  /** The billing address chosen above, which the card takes unless the customer gives another. */
  billing: BillingSource;
}

/**
 * The card form, mounted once the customer picks card payment. Its amount follows the cart store
 * (shipping method, country, cart): a new amount keeps what was typed in the card fields. Its
 * billing address is the one chosen above, followed as it changes.
 */
export function CardSlot({ handle, currency, billing }: CardSlotProps) {
  useSignals();
  const billingAddress = billing.value;
  const total = cartDetails.value?.AmountTaxIncl ?? 0;
  const amount = { value: Math.round(total * 100), currency };
  return (
    <CardPayment amount={amount} billingAddress={billingAddress} culture={settings().culture} ref={handle} />
  );
}
