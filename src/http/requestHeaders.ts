import { csrfToken } from '../settings/index.ts';

/** True when `url` is on the page's own origin: only those calls carry the shop's headers. */
export function isPageOrigin(url: string | URL): boolean {
  try {
    return new URL(url, location.href).origin === location.origin;
  } catch {
    return false;
  }
}

/**
 * The headers the shop's calls share, whatever sends them (`request`, the navigator's page
 * fetch), to the page's own origin only, so that none reaches another site:
 * `X-Requested-With: XMLHttpRequest` (the CMS answers such a call with a fragment or JSON, not a
 * full page), and the CSRF token in `RequestVerificationToken` on a non-GET call. `csrf: true` adds
 * the token to a GET as well (a CMS call that changes something although it is a GET). A call to
 * another origin carries neither.
 */
export function requestHeaders(
  method: string,
  url: string | URL,
  options: { csrf?: boolean } = {},
): Record<string, string> {
  if (!isPageOrigin(url)) return {};
  const headers: Record<string, string> = { 'X-Requested-With': 'XMLHttpRequest' };
  const verb = method.toUpperCase();
  const safe = verb === 'GET' || verb === 'HEAD';
  if (safe && !options.csrf) return headers;
  const token = csrfToken();
  if (token) headers.RequestVerificationToken = token;
  return headers;
}

/**
 * The fetch `mode` of a call: `same-origin` for the shop's own addresses, so that the browser
 * follows a redirect within the shop but never one to another origin (the call fails before
 * anything, the shop's headers or the body, is sent there); `cors` for a call to another origin,
 * which carries none of the shop's headers.
 */
export function requestMode(url: string | URL): RequestMode {
  return isPageOrigin(url) ? 'same-origin' : 'cors';
}
