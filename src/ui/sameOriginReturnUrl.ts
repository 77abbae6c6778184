/**
 * A path that stays on this site: leading slashes collapse to one, so the result never starts
 * with `//host` or `/\host` (both name another host to a browser following a redirect).
 */
function sitePath(url: URL): string {
  return `/${url.pathname.replace(/^[/\\]+/, '')}${url.search}${url.hash}`;
}

/**
 * Keeps a returnUrl only when it points to this site, as a root-relative path (dot segments
 * resolved, backslashes read as slashes, as the browser reads them); anything else becomes the
 * current page.
 */
export function sameOriginReturnUrl(candidate: string, here: Location | URL = location): string {
  const current = new URL(here.href);
  const fallback = `/${current.pathname.replace(/^[/\\]+/, '')}${current.search}`;
  try {
    const url = new URL(candidate, current);
    if (url.origin !== current.origin || url.username !== '' || url.password !== '') return fallback;
    return sitePath(url);
  } catch {
    return fallback;
  }
}
