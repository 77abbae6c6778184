export { loadPaymentProvider } from './card/loadPaymentProvider.ts';
export type { CardPaymentHandle } from './provider/CardPaymentHandle.ts';
export type {
  CardBillingAddress,
  CardState,
  MountOptions,
  PaymentAmount,
  PaymentProvider,
  PaymentResult,
} from './provider/PaymentProvider.ts';
export {
  DEFAULT_ENDPOINTS,
  DEFAULT_PAYMENT_TIMEOUT_MS,
  type PaymentConfig,
  type PaymentEndpoints,
  paymentConfig,
} from './provider/paymentConfig.ts';
