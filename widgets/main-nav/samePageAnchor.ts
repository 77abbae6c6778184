/**
 * True when following `href` from `current` only moves to an anchor of the same page: same origin,
 * path and query, and a fragment.
 */
export function isSamePageAnchor(href: string, current: string): boolean {
  if (href.startsWith('#')) return href.length > 1;
  let target: URL;
  let here: URL;
  try {
    here = new URL(current);
    target = new URL(href, here);
  } catch {
    return false;
  }
  return (
    target.hash.length > 1 &&
    target.origin === here.origin &&
    target.pathname === here.pathname &&
    target.search === here.search
  );
}
