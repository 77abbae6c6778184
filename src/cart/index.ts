export { type AddToCartOptions, addToCart } from './addToCart.ts';
export { addToCartPayload } from './addToCartPayload.ts';
export { type ChangedProduct, cartAnalyticsItem, trackCartChange } from './cartAnalytics.ts';
export {
  amountText,
  type CartDetails,
  type CartInfoMessage,
  type CartItem,
  infoMessages,
  isCartDetails,
  isCartSummary,
} from './cartAnswer.ts';
export { cartCall } from './cartCall.ts';
export {
  applyCart,
  cartCount,
  cartDetails,
  cartSummary,
  cartWrite,
  connectCart,
  loadCart,
  seedCart,
} from './cartStore.ts';
