export type { CardPaymentHandle } from './CardPaymentHandle.ts';
export { loadPaymentProvider } from './loadPaymentProvider.ts';
export type {
  CardBillingAddress,
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
