export { type ChangedProduct, cartAnalyticsItem, lineProduct, trackCartChange } from './cartAnalytics.ts';
export { amountText, type CartInfoMessage, infoMessages, isCartSummary } from './cartAnswer.ts';
export {
  type CartOutcome,
  type CommandOptions,
  type CouponOutcome,
  cartCommands,
  lineIn,
  type ShippingChoice,
} from './cartCommands.ts';
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
  readCartAnswer,
} from './readCartAnswer.ts';
