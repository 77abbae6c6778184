/**
 * The one public surface: what widgets (in widgets/ or an integrator's own, see
 * `window.vitrine.register`) import. Widgets import from here and from their own folder only.
 * Each name is documented where it is defined. One `export { … } from` line per module, in path
 * order; add a name only when a widget uses it.
 */
export { type AnnouncementTopic, announce } from './a11y/announce.ts';
export { type AnalyticsItem, pushDataLayer, trackEcommerce, trackEvent } from './analytics/index.ts';
export { afterFrame, afterPaint, nextTask, takeTurn } from './async/turns.ts';
export { attachAutoplay } from './carousel/attachAutoplay.ts';
export { createCarouselControls } from './carousel/carouselControls.ts';
export { startOnUse } from './carousel/startOnUse.ts';
export { startSwiper } from './carousel/startSwiper.ts';
export { prefersReducedMotion, wireCarousel } from './carousel/wireCarousel.ts';
export {
  amountText,
  applyCart,
  type CartDetails,
  type CartInfoMessage,
  type CartItem,
  type CartOutcome,
  type ChangedProduct,
  cartAnalyticsItem,
  cartCommands,
  cartCount,
  cartDetails,
  cartSummary,
  cartWrite,
  connectCart,
  lineIn,
  lineProduct,
  loadCart,
  type ShippingChoice,
  seedPageCart,
  showPickupSlot,
  trackCartChange,
  whenCartChanges,
} from './cart/index.ts';
export { recallPreference, rememberPreference } from './consent/record/preferenceCookies.ts';
export { CONSENT_CATEGORIES, type ConsentChoice, uniformChoice } from './consent/record/record.ts';
export { setButtonLoading } from './controls/buttonLoading.ts';
export {
  type Fragment,
  type FragmentCall,
  fillDialog,
  loadFragment,
  showFragment,
} from './controls/fragmentDialog.ts';
export { closeAllDialogs, type DialogHandle, focusFirst, openDialog } from './controls/openDialog.ts';
export { readCookie, writeCookie } from './cookies/index.ts';
export { Countdown, pad } from './countdown/index.ts';
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
  parseAmount,
  parseDate,
  warmNumberFormat,
} from './format/index.ts';
export { extractFragment } from './html/extractFragment.ts';
export { contentOnly, parseDocument, replaceWithFragment } from './html/htmlDoor.ts';
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
export { loadCropper, loadSwiper } from './libraries/libraries.ts';
export { linkHref, pictureUrl } from './links/answerUrls.ts';
export { createItemSaver } from './lists/editor/itemSaver.ts';
export { listFailureText } from './lists/editor/listAnswer.ts';
export { listCalls } from './lists/editor/listCalls.ts';
export { ListEditor, type ListKindConfig, type ListOperation } from './lists/editor/listEditor.ts';
export { type ListItemRow, readListItemRow } from './lists/editor/listItemRow.ts';
export {
  announceListChange,
  effect,
  ensureWishlistCount,
  type KeptInSession,
  keptAdd,
  keptInSession,
  keptOperation,
  listQuantity,
  markInWishlist,
  openListAddedDialog,
  watchOtherTabs,
  wishlistCount,
  wishlistVariants,
} from './lists/index.ts';
export { wakeWidget } from './loader/wakeWidget.ts';
export {
  cmsGeocoder,
  createMap,
  DEFAULT_VIEW,
  type Geocoder,
  type GeoPlace,
  loadLeaflet,
  loadMapConfig,
  MAP_ZOOM,
  type MapConfig,
  type MapMarker,
  type MapView,
  type MapViewOptions,
} from './maps/index.ts';
export { navigateTo } from './navigator/navigateTo.ts';
export { contentRegion } from './page/contentRegion.ts';
export { CardPayment, type CardPaymentProps } from './payment/card/CardPayment.tsx';
export type {
  CardBillingAddress,
  CardPaymentHandle,
  CardState,
  PaymentAmount,
  PaymentResult,
} from './payment/index.ts';
export { Dialog, type DialogProps } from './react/Dialog.tsx';
export { type IslandOptions, renderIsland } from './react/island.tsx';
export { ListItemsTable } from './react/lists/ListItemsTable.tsx';
export { ListProductCell } from './react/lists/ListProductCell.tsx';
export { type ListPageController, mountListPageIsland } from './react/lists/listPageIsland.ts';
export { type DetachedOptions, mountDetached } from './react/mountDetached.tsx';
export { useAnnouncement } from './react/useAnnouncement.ts';
export { useFirstAction } from './react/useFirstAction.ts';
export { useT } from './react/useT.ts';
export { appUrl, type Settings, settings } from './settings/index.ts';
export { arrowButton } from './ui/arrowButton.ts';
export { mountSearchCombobox } from './ui/combobox/mountSearchCombobox.ts';
export { type ConfirmOptions, confirm } from './ui/confirm.ts';
export { rememberDismissal, wasDismissed } from './ui/dismissals.ts';
export { mountDismissibleBar } from './ui/dismissibleBar.ts';
export { showErrorModal } from './ui/errorModal.ts';
export { growl } from './ui/growl.ts';
export { linkOpensDialog } from './ui/linkOpensDialog.ts';
export { showLiveCount } from './ui/liveCount.ts';
export { observeReveal } from './ui/observeReveal.ts';
export { isPlainClick } from './util/plainClick.ts';
export { svgIcon } from './util/svgIcon.ts';
export { takeAttributes } from './util/takeAttributes.ts';
export { validateForm } from './validation/index.ts';
export {
  type DefinedWidget,
  defineWidget,
  type FirstAction,
  type LoadStrategy,
  type MountContext,
  type Unmount,
  type WidgetDefinition,
} from './widget/defineWidget.ts';
export { type OptionsOf, option } from './widget/options.ts';
