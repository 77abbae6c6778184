/**
 * The one public surface for widgets. Widgets import from here and from their own folder only.
 */
export { type AnalyticsItem, pushDataLayer, trackEcommerce, trackEvent } from './analytics/index.ts';
export { arrowButton } from './carousel/arrowButton.ts';
export {
  type AutoplayHandle,
  type AutoplayOptions,
  attachAutoplay,
} from './carousel/attachAutoplay.ts';
export { type AutoplayState, type AutoplayStatus, isAdvancing } from './carousel/autoplayState.ts';
export { type CarouselControls, createCarouselControls } from './carousel/carouselControls.ts';
export { type PreparedCarousel, prepareCarousel } from './carousel/prepareCarousel.ts';
export { hideSlidesOutOfView, slidesInView } from './carousel/slidesInView.ts';
export {
  CONSENT_CATEGORIES,
  type ConsentCategory,
  currentConsent,
  onConsent,
  saveConsent,
} from './consent/index.ts';
export { readCookie, writeCookie } from './cookies/index.ts';
export {
  type CartSummary,
  type ConsentRecord,
  dispatch,
  on,
  type VitrineEventMap,
  type VitrineEventName,
} from './events/index.ts';
export { formatDate, formatMoney, localeOf, parseAmount, parseDate } from './format/index.ts';
export {
  abortKey,
  HttpError,
  NetworkError,
  type Outcome,
  type RequestError,
  type RequestOptions,
  reportFailure,
  request,
  resolveUrl,
  TimeoutError,
} from './http/index.ts';
export { loadStrings, t } from './i18n/index.ts';
export { translator } from './i18n/lazy.ts';
export {
  announceListChange,
  applyWishlistCount,
  createItemSaver,
  effect,
  ensureWishlistCount,
  type ItemSaver,
  type ListKind,
  markInWishlist,
  OTHER_TAB,
  onListChange,
  refreshWishlistCount,
  type SaveResult,
  type WishlistCount,
  watchOtherTabs,
  wishlistCount,
  wishlistVariants,
} from './lists/index.ts';
export {
  type DefinedWidget,
  defineWidget,
  type LoadStrategy,
  type MountContext,
  type Unmount,
  type WidgetDefinition,
} from './loader/defineWidget.ts';
export { type OptionsOf, option } from './loader/options.ts';
export { navigateTo } from './navigator/navigateTo.ts';
export { appUrl, csrfToken, type Settings, settings } from './settings/index.ts';
export { setButtonLoading } from './ui/buttonLoading.ts';
export { attachCombobox, type ComboboxOptions } from './ui/combobox/attachCombobox.ts';
export { type ConfirmOptions, confirm } from './ui/confirm.tsx';
export { Dialog, type DialogProps } from './ui/Dialog.tsx';
export { dismissalCookieName, rememberDismissal, wasDismissed } from './ui/dismissals.ts';
export { dismissElement } from './ui/dismissElement.ts';
export { showErrorModal } from './ui/errorModal.tsx';
export { fetchLinkedHtml } from './ui/fetchLinkedHtml.ts';
export { type GrowlOptions, growl } from './ui/growl.ts';
export { renderIsland } from './ui/island.tsx';
export { LoadingButton } from './ui/LoadingButton.tsx';
export { linkOpensDialog } from './ui/linkOpensDialog.ts';
export { openLoginModal } from './ui/loginModal.ts';
export {
  closeAllDialogs,
  type DialogHandle,
  type DialogOptions,
  focusFirst,
  openDialog,
} from './ui/openDialog.ts';
export { contentRegion, extractFragment } from './ui/pageFragment.ts';
export { isPlainClick } from './ui/plainClick.ts';
export { observeReveal } from './ui/reveal.ts';
export { useT } from './ui/useT.ts';
export { addRule, validateForm } from './validation/index.ts';
