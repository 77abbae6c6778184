import { trustedScriptSrc } from '../csp/trustedScripts.ts';
import { resolveSrcset } from './srcset.ts';

/** Attributes holding one address, and the elements they hold one on (`*` for any). */
const URL_ATTRIBUTES: readonly [attribute: string, selector: string][] = [
  ['src', '[src]'],
  ['href', '[href]'],
  ['action', 'form[action]'],
  ['formaction', '[formaction]'],
  ['poster', 'video[poster]'],
  ['data', 'object[data]'],
];

const SCHEME = /^[a-z][a-z\d+.-]*:/i;
/** `url(...)` in CSS, quoted or not, and `@import "..."`. */
const CSS_URL = /url\(\s*(['"]?)([^'")]*)\1\s*\)|@import\s+(['"])([^'"]*)\3/gi;

/**
 * The address `value` names in a document whose base is `base` and whose own address is `page`,
 * written so that it names the same once it is in the current document, whatever that document's
 * address is at the moment: unchanged when it already does (an absolute address, one from the
 * site's root, a same-page anchor when the base is the page), else from the root of the current
 * origin (`/docs/_static/logo.svg`), or absolute for another origin.
 */
export function resolveUrl(value: string, base: URL, page: URL): string {
  const trimmed = value.trim();
  if (SCHEME.test(trimmed)) return value;
  let target: URL;
  try {
    target = new URL(trimmed, base);
  } catch {
    return value; // not an address: a full load gets nothing from it either
  }
  const fixed = trimmed.startsWith('/') || (trimmed.startsWith('#') && sameDocument(base, page));
  if (fixed && target.origin === location.origin) return value;
  if (target.origin !== location.origin) return target.href;
  return target.pathname + target.search + target.hash;
}

function sameDocument(a: URL, b: URL): boolean {
  return a.href.replace(/#.*$/, '') === b.href.replace(/#.*$/, '');
}

/** The `url()` and `@import` addresses of a style sheet's text, resolved as `resolveUrl` does. */
export function resolveCssUrls(css: string, base: URL, page: URL): string {
  return css.replace(CSS_URL, (whole, quote: string, url: string, importQuote: string, imported: string) => {
    if (importQuote) return `@import ${importQuote}${resolveUrl(imported, base, page)}${importQuote}`;
    // url(#filter) names an element of the document itself (SVG): left as it is.
    if (url.startsWith('#') || url.trim() === '') return whole;
    return `url(${quote}${resolveUrl(url, base, page)}${quote})`;
  });
}

/** The base a full load of `doc` at `page` would resolve its addresses against. */
export function baseOf(doc: Document, page: URL): URL {
  const href = doc.querySelector('base[href]')?.getAttribute('href');
  if (href == null) return page;
  try {
    return new URL(href, page);
  } catch {
    return page;
  }
}

function setIfChanged(el: Element, name: string, value: string): void {
  if (el.getAttribute(name) === value) return;
  // A script's address is a Trusted Types sink, even in a parsed page: the policy's, for the CMS's.
  if (el instanceof HTMLScriptElement && name === 'src') {
    const trusted = trustedScriptSrc(el, value);
    if (trusted !== undefined) el.setAttribute(name, trusted);
    return;
  }
  el.setAttribute(name, value);
}

/**
 * Rewrites the relative addresses of `root` (a parsed page, or the current one) so that they
 * name what a full load of the page at `page` would have loaded, wherever the document is when
 * they are used: a fetched page goes in before the address bar changes, and the parts a visit
 * keeps (the header, the head) stay under every later address. `src`, `href`, `srcset`, `action`,
 * `formaction`, `poster`, an object's `data`, and `url()` in `style` attributes and `<style>`.
 */
export function resolveUrls(root: Document, page: URL, loaded?: string): void {
  const base = baseOf(root, page);
  for (const [attribute, selector] of URL_ATTRIBUTES) {
    for (const el of root.querySelectorAll(selector)) {
      // The page's own <base> is read here; it never reaches the current document.
      if (el.localName === 'base' || (loaded && el.matches(loaded))) continue;
      setIfChanged(el, attribute, resolveUrl(el.getAttribute(attribute) ?? '', base, page));
    }
  }
  for (const el of root.querySelectorAll('[srcset]')) {
    setIfChanged(
      el,
      'srcset',
      resolveSrcset(el.getAttribute('srcset') ?? '', (url) => resolveUrl(url, base, page)),
    );
  }
  for (const el of root.querySelectorAll('[style*="url("]')) {
    setIfChanged(el, 'style', resolveCssUrls(el.getAttribute('style') ?? '', base, page));
  }
  for (const style of root.querySelectorAll('style')) {
    const css = style.textContent ?? '';
    if (/url\(|@import/i.test(css)) {
      const resolved = resolveCssUrls(css, base, page);
      if (resolved !== css) style.textContent = resolved;
    }
  }
}

/**
 * What the current document has loaded for good: a new address on a style sheet's link would load
 * it again, the page unstyled meanwhile (a visit's anchor measured on that page lands short), and a
 * script ran once. They are kept as written; the visit's assets know them by their full address.
 */
const LOADED = 'link[rel~="stylesheet"], script';

/** The address the current document was loaded from, read before any visit moves it. */
const loadedFrom = location.href;
let pinned = false;

/**
 * Resolves the current document's own relative addresses against the address it was loaded
 * from, once, before the first visit changes that address: what a visit keeps (the header, the
 * head's links) then names what it named on the first page.
 */
export function pinDocumentUrls(): void {
  if (pinned) return;
  pinned = true;
  resolveUrls(document, new URL(loadedFrom), LOADED);
}
