import { useSignals } from '@preact/signals-react/runtime';
import type { RefObject } from 'react';
import { CardPayment, type CardPaymentHandle, cartDetails, settings } from '../../src/index.ts';

export interface CardSlotProps {
  /** Where the checkout's submit finds the card form's handle. */
  handle: RefObject<CardPaymentHandle | null>;
  currency: string;
}

/**
 * The card form, mounted once the customer picks card payment. Its amount follows the cart store
 * (shipping method, country, cart): a new amount keeps what was typed in the card fields.
 */
export function CardSlot({ handle, currency }: CardSlotProps) {
  useSignals();
  const total = cartDetails.value?.AmountTaxIncl ?? 0;
  const amount = { value: Math.round(total * 100), currency };
  return <CardPayment amount={amount} culture={settings().culture} ref={handle} />;
}
