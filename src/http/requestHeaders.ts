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
 * non-GET call to the page's own origin only, so that it never leaks to another site.
 */
export function requestHeaders(method: string, url: string | URL): Record<string, string> {
  const headers: Record<string, string> = { 'X-Requested-With': 'XMLHttpRequest' };
  const verb = method.toUpperCase();
  if (verb === 'GET' || verb === 'HEAD' || !isPageOrigin(url)) return headers;
  const token = csrfToken();
  if (token) headers.RequestVerificationToken = token;
  return headers;
}
