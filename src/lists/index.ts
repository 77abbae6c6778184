/** Signals' `effect`, for widgets that follow a store without React. */
export { effect } from '@preact/signals-core';
export { type KeptAdd, keptAdd } from './keptAdd.ts';
export { type KeptCall, type KeptOperation, keptOperation } from './keptOperation.ts';
export { type ListAddedDialog, openListAddedDialog } from './listAddedDialog.ts';
export { listQuantity } from './listQuantity.ts';
export {
  announceListChange,
  type ListKind,
  OTHER_TAB,
  onListChange,
  watchOtherTabs,
} from './state/announceListChange.ts';
export { type KeptInSession, keptInSession } from './state/keptInSession.ts';
export {
  applyWishlistCount,
  ensureWishlistCount,
  markInWishlist,
  parseWishlistCount,
  refreshWishlistCount,
  type WishlistCount,
  wishlistCount,
  wishlistVariants,
} from './state/wishlistCount.ts';
