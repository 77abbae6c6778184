export { type AddToCartOptions, addToCart } from './addToCart.ts';
export { addToCartPayload } from './addToCartPayload.ts';
export { type ChangedProduct, cartAnalyticsItem, lineProduct, trackCartChange } from './cartAnalytics.ts';
export { amountText, type CartInfoMessage, infoMessages, isCartSummary } from './cartAnswer.ts';
export { cartCall } from './cartCall.ts';
export {
  applyCart,
  type CartWriteOptions,
  cartCount,
  cartDetails,
  cartSummary,
  cartWrite,
  connectCart,
  loadCart,
  seedPageCart,
  whenCartChanges,
} from './cartStore.ts';
export { showPickupSlot } from './pickupSlots.ts';
export {
  type CartCountry,
  type CartDetails,
  type CartItem,
  type CartShippingMethod,
  readCartDetails,
} from './readCartDetails.ts';
