import { NotAPageError } from './NotAPageError.ts';
import { OtherReleaseError } from './OtherReleaseError.ts';
import { isOtherRelease } from './otherRelease.ts';
import { ReloadMarkedError } from './ReloadMarkedError.ts';

/** The attribute with which a page asks to be visited with a full load, never swapped in. */
export const RELOAD_ATTR = 'data-vitrine-reload';

/**
 * Whether a fetched page marks itself, or one of its scripts, `data-vitrine-reload` (not `="false"`):
 * a script that only works on a real page load (it runs once at DOMContentLoaded and cannot move
 * to `vitrine:page-ready`) or a page that must not be swapped in.
 */
export function asksFullLoad(doc: Document): boolean {
  return [...doc.querySelectorAll(`[${RELOAD_ATTR}]`)].some((el) => el.getAttribute(RELOAD_ATTR) !== 'false');
}

/**
 * Why a fetched page must be loaded in full rather than swapped in (another release of the bundle,
 * or the page asks to), as the error the visit ends with; undefined when it may be swapped in.
 */
export function fullLoadError(doc: Document, url: URL): Error | undefined {
  if (isOtherRelease(doc, url)) return new OtherReleaseError(url.href);
  if (asksFullLoad(doc)) return new ReloadMarkedError(url.href);
  return undefined;
}

/** A visit ending in a full load that is no failure: nothing is reported. */
export function isQuietFullLoad(error: unknown): boolean {
  return (
    error instanceof NotAPageError || error instanceof OtherReleaseError || error instanceof ReloadMarkedError
  );
}

/**
 * How a visit that ends in a full load loads its page: Back or Forward reloads the entry the
 * browser is already on (its state keeps where the reader left it, so the load lands there); a
 * page whose preview wrote the entry replaces it; any other visit adds its entry, as a click does.
 */
export function fullLoadMove(
  action: 'push' | 'replace' | 'restore',
  historyWritten: boolean,
): 'reload' | 'replace' | 'assign' {
  if (action === 'restore') return 'reload';
  return historyWritten ? 'replace' : 'assign';
}

/** Loads `url` in full as `fullLoadMove` says. */
export function loadInFull(url: URL, move: 'reload' | 'replace' | 'assign'): void {
  if (move === 'reload') location.reload();
  else if (move === 'replace') location.replace(url.href);
  else location.assign(url.href);
}
