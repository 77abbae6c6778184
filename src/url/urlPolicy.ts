/** Where a URL may go: the navigator visits it, the browser loads it, or nobody goes there. */
export type NavigationKind = 'visit' | 'load' | 'refuse';

/** Why a URL got its kind (named reasons, like `linkRules.ts`). */
export type NavigationReason =
  | 'same-origin'
  | 'other-origin'
  | 'not-the-shop'
  | 'scheme'
  | 'credentials'
  | 'empty'
  | 'invalid';

/** The answer of `decideNavigation`: `url` is the parsed address to use (never the raw text). */
export type NavigationDecision =
  | { kind: Exclude<NavigationKind, 'refuse'>; reason: NavigationReason; url: URL }
  | { kind: 'refuse'; reason: NavigationReason; url?: URL };

/** Options of `decideNavigation`. */
export interface UrlPolicyOptions {
  /**
   * The address must be one of the shop's own pages (a suggestion's `ProductUrl`, a customer
   * reference's `ProductLink`): another origin is refused instead of loaded. Default false.
   */
  shopOnly?: boolean;
  /**
   * With `shopOnly`, origins accepted besides the shop's (an image CDN's, `https://cdn.example`):
   * an address there is `load`. Default none.
   */
  alsoAllowed?: readonly string[];
}

/**
 * Decides where a URL given by a server answer (or an integrator) may go, relative to `base` (the
 * page's address). The URL is parsed as the browser would navigate to it (the WHATWG parser drops
 * tabs and newlines, trims control characters, reads `\` as `/`), so the decision and the
 * navigation see the same address:
 * - http(s) on the page's origin: `visit` (the navigator swaps it in);
 * - http(s) elsewhere: `load` (a full page load), or `refuse` with `shopOnly` unless its origin is
 *   one of `alsoAllowed`;
 * - any other scheme (javascript:, data:, vbscript:, blob:, file:, mailto:, ...), an address with
 *   credentials, an empty or unparsable one: `refuse`.
 */
export function decideNavigation(
  raw: string | URL,
  base: string | URL,
  options: UrlPolicyOptions = {},
): NavigationDecision {
  if (typeof raw === 'string' && raw.trim() === '') return { kind: 'refuse', reason: 'empty' };
  let url: URL;
  let here: URL;
  try {
    here = new URL(base);
    url = new URL(raw, here);
  } catch {
    return { kind: 'refuse', reason: 'invalid' };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return { kind: 'refuse', reason: 'scheme', url };
  if (url.username !== '' || url.password !== '') return { kind: 'refuse', reason: 'credentials', url };
  if (url.origin === here.origin) return { kind: 'visit', reason: 'same-origin', url };
  if (options.shopOnly && !options.alsoAllowed?.includes(url.origin))
    return { kind: 'refuse', reason: 'not-the-shop', url };
  return { kind: 'load', reason: 'other-origin', url };
}
