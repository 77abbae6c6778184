/**
 * The one public surface: what widgets (in widgets/ or an integrator's own, see
 * `window.vitrine.register`) import. Widgets import from here and from their own folder only.
 * Each name is documented where it is defined. One `export { … } from` line per module, in path
 * order; add a name only when a widget uses it.
 */
export { type AnnouncementTopic, announce } from './a11y/announce.ts';
export { type AnalyticsItem, pushDataLayer, trackEcommerce, trackEvent } from './analytics/index.ts';
export { arrowButton } from './carousel/arrowButton.ts';
export { attachAutoplay } from './carousel/attachAutoplay.ts';
export { createCarouselControls } from './carousel/carouselControls.ts';
export { startOnUse } from './carousel/startOnUse.ts';
export { startSwiper } from './carousel/startSwiper.ts';
export { prefersReducedMotion, wireCarousel } from './carousel/wireCarousel.ts';
export {
  type AddToCartOptions,
  addToCart,
  amountText,
  applyCart,
  type CartDetails,
  type CartInfoMessage,
  type CartItem,
  type ChangedProduct,
  cartAnalyticsItem,
  cartCall,
  cartCount,
  cartDetails,
  cartSummary,
  cartWrite,
  connectCart,
  infoMessages,
  isCartSummary,
  lineProduct,
  loadCart,
  seedPageCart,
  showPickupSlot,
  trackCartChange,
  whenCartChanges,
} from './cart/index.ts';
export { recallPreference, rememberPreference } from './consent/preferenceCookies.ts';
export { CONSENT_CATEGORIES, type ConsentChoice, uniformChoice } from './consent/record.ts';
export { readCookie, writeCookie } from './cookies/index.ts';
export { Countdown, pad } from './countdown/index.ts';
export { contentOnly, parseDocument, replaceWithFragment } from './csp/htmlDoor.ts';
export {
  type CartSummary,
  dispatch,
  on,
  type VitrineEventMap,
  type VitrineEventName,
} from './events/index.ts';
export {
  formatDate,
  formatMoney,
  latinDigits,
  localeOf,
  parseDate,
  warmNumberFormat,
} from './format/index.ts';
export {
  answerMessage,
  BadAnswerError,
  HttpError,
  isRefusal,
  type Outcome,
  type RequestError,
  reportFailure,
  request,
} from './http/index.ts';
export { loadStrings, stringsReady, t } from './i18n/index.ts';
export { translator } from './i18n/lazy.ts';
export { loadCropper, loadLeaflet, loadSwiper } from './libraries/libraries.ts';
export {
  announceListChange,
  confirmedQuantity,
  createItemSaver,
  effect,
  ensureWishlistCount,
  type KeptInSession,
  keptAdd,
  keptInSession,
  keptOperation,
  type ListItemRow,
  listCalls,
  listFailureText,
  listQuantity,
  listSucceeded,
  markInWishlist,
  openListAddedDialog,
  readListItemRow,
  watchOtherTabs,
  wishlistCount,
  wishlistVariants,
} from './lists/index.ts';
export {
  type DefinedWidget,
  defineWidget,
  type FirstAction,
  type LoadStrategy,
  type MountContext,
  type Unmount,
  type WidgetDefinition,
} from './loader/defineWidget.ts';
export { type OptionsOf, option } from './loader/options.ts';
export { wakeWidget } from './loader/wakeWidget.ts';
export {
  cmsGeocoder,
  createMap,
  DEFAULT_VIEW,
  type Geocoder,
  type GeoPlace,
  loadMapConfig,
  MAP_ZOOM,
  type MapConfig,
  type MapMarker,
  type MapView,
  type MapViewOptions,
} from './maps/index.ts';
export { linkHref, pictureUrl } from './navigator/answerUrls.ts';
export { contentRegion } from './navigator/contentRegion.ts';
export { extractFragment } from './navigator/extractFragment.ts';
export { navigateTo } from './navigator/navigateTo.ts';
export type {
  CardBillingAddress,
  CardPaymentHandle,
  CardState,
  PaymentAmount,
  PaymentResult,
} from './payment/index.ts';
export { appUrl, type Settings, settings } from './settings/index.ts';
export { setButtonLoading } from './ui/buttonLoading.ts';
export { CardPayment, type CardPaymentProps } from './ui/CardPayment.tsx';
export { mountSearchCombobox } from './ui/combobox/mountSearchCombobox.ts';
export { type ConfirmOptions, confirm } from './ui/confirm.ts';
export { Dialog, type DialogProps } from './ui/Dialog.tsx';
export { rememberDismissal, wasDismissed } from './ui/dismissals.ts';
export { mountDismissibleBar } from './ui/dismissibleBar.ts';
export { showErrorModal } from './ui/errorModal.ts';
export { fetchLinkedHtml } from './ui/fetchLinkedHtml.ts';
export { growl } from './ui/growl.ts';
export { renderIsland } from './ui/island.tsx';
export { ListProductCell } from './ui/ListProductCell.tsx';
export { linkOpensDialog } from './ui/linkOpensDialog.ts';
export { type ListPageController, mountListPageIsland } from './ui/listPageIsland.ts';
export { showLiveCount } from './ui/liveCount.ts';
export { type DetachedOptions, mountDetached } from './ui/mountDetached.tsx';
export { observeReveal } from './ui/observeReveal.ts';
export { closeAllDialogs, type DialogHandle, focusFirst, openDialog } from './ui/openDialog.ts';
export { useAnnouncement } from './ui/useAnnouncement.ts';
export { useFirstAction } from './ui/useFirstAction.ts';
export { useT } from './ui/useT.ts';
export { isPlainClick } from './util/plainClick.ts';
export { svgIcon } from './util/svgIcon.ts';
export { takeAttributes } from './util/takeAttributes.ts';
export { afterFrame, afterPaint, nextTask, takeTurn } from './util/turns.ts';
export { validateForm } from './validation/index.ts';
