import { csrfToken } from '../settings/index.ts';

/** True when `url` is on the page's own origin: only those calls carry the CSRF token. */
export function isPageOrigin(url: string | URL): boolean {
  try {
    return new URL(url, location.href).origin === location.origin;
  } catch {
    return false;
  }
}

/**
 * The headers the shop's calls share, whatever sends them (`request`, `sendWithProgress`, the
 * navigator's page fetch): `X-Requested-With: XMLHttpRequest` always (the CMS answers such a call
 * with a fragment or JSON, not a full page), and the CSRF token in `RequestVerificationToken` on a
 * non-GET call to the page's own origin only, so that it never leaks to another site. `csrf: true`
 * adds the token to a GET as well (a CMS call that changes something although it is a GET), still
 * to the page's own origin only.
 */
export function requestHeaders(
  method: string,
  url: string | URL,
  options: { csrf?: boolean } = {},
): Record<string, string> {
  const headers: Record<string, string> = { 'X-Requested-With': 'XMLHttpRequest' };
  const verb = method.toUpperCase();
  const safe = verb === 'GET' || verb === 'HEAD';
  if ((safe && !options.csrf) || !isPageOrigin(url)) return headers;
  const token = csrfToken();
  if (token) headers.RequestVerificationToken = token;
  return headers;
}
