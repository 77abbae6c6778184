/** Why a click on a link is left to the browser, or `null` when the navigator takes it. */
export type SkipReason =
  | 'modifier'
  | 'button'
  | 'scheme'
  | 'origin'
  | 'logoff'
  | 'file'
  | 'no-ajax'
  | 'ajax-tab'
  | 'target'
  | 'download'
  | 'toggle'
  | 'script-link'
  | 'touch-after-scroll';

/** What the rules need to know about the click itself. */
export interface ClickFacts {
  button: number;
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
  /** `pointerType` of the click when it is a PointerEvent ("touch", "mouse", "pen" or ""). */
  pointerType?: string;
  /** Milliseconds since the page last scrolled. */
  sinceScroll?: number;
}

/** A tap within this many milliseconds after a scroll is click-through from a fling. */
export const CLICK_THROUGH_MS = 500;

const PAGE_EXTENSIONS = new Set(['html', 'htm', 'aspx', 'php']);
const LOGOFF = /\/(log-?off|log-?out|sign-?out)(\/|$)/i;
const SESSION = /\/(log-?(off|out|in)|sign-?(out|in))(\/|$)/i;

/** True for a login or logoff address: following it changes who the customer is. */
export function isSessionUrl(url: URL): boolean {
  return SESSION.test(url.pathname);
}

/** True for a logoff address: following it signs the customer out. */
export function isLogoffUrl(url: URL): boolean {
  return LOGOFF.test(url.pathname);
}

/** The extension of the last path segment, lower case, or '' when there is none. */
export function extensionOf(pathname: string): string {
  const segment = pathname.slice(pathname.lastIndexOf('/') + 1);
  const dot = segment.lastIndexOf('.');
  return dot > 0 ? segment.slice(dot + 1).toLowerCase() : '';
}

/**
 * Decides whether a click on `link` stays with the browser (docs/integration.md, "Navigator"): returns
 * the first rule that lets it through, or `null` when the navigator should visit `url`.
 * `script-link` is `href="#"`: a script's button, not a page.
 */
export function skipReason(click: ClickFacts, link: Element, url: URL, here: URL): SkipReason | null {
  if (click.ctrlKey || click.metaKey || click.shiftKey || click.altKey) return 'modifier';
  if (click.button !== 0) return 'button';
  if (click.pointerType === 'touch' && (click.sinceScroll ?? Infinity) < CLICK_THROUGH_MS) {
    return 'touch-after-scroll';
  }
  if (link.getAttribute('href')?.startsWith('#') && !url.hash) return 'script-link';
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return 'scheme';
  if (url.origin !== here.origin) return 'origin';
  if (link.hasAttribute('download')) return 'download';
  const target = link.getAttribute('target');
  if (target && target.toLowerCase() !== '_self') return 'target';
  if (link.hasAttribute('data-toggle') || link.hasAttribute('data-bs-toggle')) return 'toggle';
  if (link.closest('.no-ajax, [data-no-ajax]:not([data-no-ajax="false"])')) return 'no-ajax';
  if (link.classList.contains('ajax-tab')) return 'ajax-tab';
  if (LOGOFF.test(url.pathname)) return 'logoff';
  const extension = extensionOf(url.pathname);
  if (extension && !PAGE_EXTENSIONS.has(extension)) return 'file';
  return null;
}

/** True when `url` only differs from `here` by its fragment (a same-page anchor). */
export function isSamePageAnchor(url: URL, here: URL): boolean {
  return (
    url.hash !== '' &&
    url.origin === here.origin &&
    url.pathname === here.pathname &&
    url.search === here.search
  );
}

/**
 * May the page of `link` be requested before the click (at a mouse press, or a hover or touch that
 * shows intent)? Never for a link a widget owns (`data-widget` on the link: a confirm-link must not
 * reach its server before the customer confirms; a modal-link fetches on its own), an
 * unobtrusive-ajax link (`data-ajax`) or a link that opts out with `data-no-prefetch` (on it or an
 * ancestor). The click rules (`skipReason`) still apply on top.
 */
export function mayRequestEarly(link: Element): boolean {
  if (link.hasAttribute('data-widget') || link.hasAttribute('data-ajax')) return false;
  return link.closest('[data-no-prefetch]:not([data-no-prefetch="false"])') === null;
}

/**
 * May the page of `link` be requested as soon as a mouse button goes down on it? Only for a mouse
 * or pen (a touch may start a scroll), and only as `mayRequestEarly` allows.
 */
export function mayRequestOnPress(link: Element, pointerType: string): boolean {
  if (pointerType !== 'mouse' && pointerType !== 'pen') return false;
  return mayRequestEarly(link);
}

/** The part of `navigator.connection` (Network Information API) the hover requests look at. */
export interface ConnectionFacts {
  saveData?: boolean;
  effectiveType?: string;
}

/**
 * True when no page should be requested on a mere hover: the browser asks to save data
 * (`navigator.connection.saveData`) or the connection is 2G (`effectiveType` "2g" or "slow-2g").
 */
export function savesData(connection = (navigator as { connection?: ConnectionFacts }).connection): boolean {
  return connection?.saveData === true || /2g$/.test(connection?.effectiveType ?? '');
}
