import { useEffect, useState } from 'react';
import { CardPayment, type CardPaymentHandle, type PaymentAmount } from '../../src/index.ts';

export interface CardSlotProps {
  amount: PaymentAmount;
  culture: string;
  /** Gives the slot the way to change the amount (the widget follows `data-amount`). */
  follow(setAmount: (amount: PaymentAmount) => void): () => void;
  handle: React.RefObject<CardPaymentHandle | null>;
}

/** The card form in the make-payment page; its amount follows the form's `data-amount`. */
export function CardSlot({ amount: initial, culture, follow, handle }: CardSlotProps) {
  const [amount, setAmount] = useState(initial);
  useEffect(() => follow(setAmount), [follow]);
  return <CardPayment amount={amount} culture={culture} ref={handle} />;
}
