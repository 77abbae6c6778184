import type { PaymentResult } from './PaymentProvider.ts';

/** What a page holds to check and pay the card form (the React binding is `src/payment/card/CardPayment.tsx`). */
export interface CardPaymentHandle {
  /** Shows every field's error; true when the card can be paid. */
  validate(): boolean;
  /** Pays once: a second call while a payment runs gets the same promise (one payment). */
  pay(paymentId: string): Promise<PaymentResult>;
}
