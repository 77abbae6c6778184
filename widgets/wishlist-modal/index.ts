import {
  defineWidget,
  ensureWishlistCount,
  linkOpensDialog,
  option,
  watchOtherTabs,
} from '../../src/index.ts';
import { attachHeart } from './heart.ts';
import type { ModalSettings } from './openWishlistModal.tsx';

/**
 * The modal's code (its React form, the list calls), fetched on the first sign of interest (the
 * pointer over the heart, focus, a touch) rather than with the page: the heart alone follows the
 * list store.
 */
const modalCode = () => import('./openWishlistModal.tsx');

/** Opens the modal once its code is there; the heart is busy meanwhile. */
async function openWhenLoaded(el: HTMLAnchorElement, settings: ModalSettings, signal: AbortSignal) {
  el.setAttribute('aria-busy', 'true');
  let code: Awaited<ReturnType<typeof modalCode>>;
  try {
    code = await modalCode();
  } catch (error) {
    // The popup's own page does without the modal's code.
    console.error('[vitrine] wishlist-modal: its dialog code did not load; the popup page opens', error);
    if (!signal.aborted) location.assign(el.href);
    return;
  } finally {
    el.removeAttribute('aria-busy');
  }
  if (!signal.aborted) await code.openWishlistModal(el, settings, signal);
}

/** The modal opens from the address this long after the page is ready. */
export const OPEN_FROM_URL_DELAY_MS = 200;

function variantFrom(link: HTMLAnchorElement, configured: number): number {
  if (configured > 0) return configured;
  const fromHref = Number(new URL(link.href, location.href).searchParams.get('productVariantId'));
  return Number.isInteger(fromHref) && fromHref > 0 ? fromHref : 0;
}

/**
 * The add-to-wishlist link (the heart): opens the popup's form in a modal, adds through the API,
 * and, with `data-heart`, shows 'exists in wishlist' from the list store.
 */
export default defineWidget({
  name: 'wishlist-modal',
  strategy: 'idle',
  options: {
    /** The modal's address; default the link's href (`{culture}/catalog/wishlist/popup?productVariantId=`). */
    popupUrl: option.string(''),
    /** The variant; default the href's productVariantId. */
    variantId: option.number(0),
    /** Switch the link to 'exists in wishlist' when the variant is in a list; default false. */
    heart: option.boolean(false),
    /** The add call; default `api/v1/catalog/wishlist/addproductvariant`. */
    addUrl: option.string('api/v1/catalog/wishlist/addproductvariant'),
    /** The is-in-the-list call; default `api/v1/catalog/wishlist/isinthelist`. */
    isInListUrl: option.string('api/v1/catalog/wishlist/isinthelist'),
    /** The removal from one list, `/{productVariantId}/{listId}` appended; default `api/v1/catalog/wishlist/deletefromlist`. */
    removeUrl: option.string('api/v1/catalog/wishlist/deletefromlist'),
    /** The 'go to wishlist' address, `{wishlistId}` replaced; default `{culture}/catalog/wishlist/list?Id={wishlistId}`. */
    listUrl: option.string(''),
  },
  mount(el, options, { signal }) {
    if (!(el instanceof HTMLAnchorElement)) throw new Error('wishlist-modal goes on an <a href> element');
    const variantId = variantFrom(el, options.variantId);
    const settings = { ...options, variantId };
    const open = () => void openWhenLoaded(el, settings, signal);
    for (const type of ['pointerenter', 'focus', 'touchstart'] as const)
      el.addEventListener(type, () => void modalCode().catch(() => undefined), {
        signal,
        once: true,
        passive: true,
      });
    const stops = [linkOpensDialog(el, 'wishlist-modal', open, signal), watchOtherTabs()];
    if (options.heart && variantId > 0) {
      stops.push(attachHeart(el, variantId));
      ensureWishlistCount();
    }
    if (variantId > 0 && new URL(location.href).searchParams.get('openWishlist') === String(variantId)) {
      const timer = setTimeout(open, OPEN_FROM_URL_DELAY_MS);
      stops.push(() => clearTimeout(timer));
    }
    return () => {
      for (const stop of stops.reverse()) stop();
    };
  },
});
