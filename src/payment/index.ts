export { CardPayment, type CardPaymentHandle, type CardPaymentProps } from './CardPayment.tsx';
export { loadPaymentProvider } from './loadPaymentProvider.ts';
export type {
  CardState,
  MountOptions,
  PaymentAmount,
  PaymentProvider,
  PaymentResult,
} from './PaymentProvider.ts';
export {
  DEFAULT_ENDPOINTS,
  DEFAULT_PAYMENT_TIMEOUT_MS,
  type PaymentConfig,
  type PaymentEndpoints,
  paymentConfig,
} from './paymentConfig.ts';
