import { anchorTarget, scrollToAnchor } from '../arrival/anchorScroll.ts';
import { commitHistory, type ScrollPosition } from '../arrival/historyState.ts';
import { restoreScroll, scrollToTop } from '../arrival/scrollTo.ts';
import { revealTarget } from './revealTarget.ts';

/** push: a followed link; replace: `navigate(url, { replace: true })`; restore: back or forward. */
export type VisitAction = 'push' | 'replace' | 'restore';

/**
 * Writes a visit's history entry (back and forward moved the browser's already): pushed or replaced
 * as `action` says the first time, only replaced once `written`, so that one visit never leaves two
 * entries. A preview writes it as it goes in, since the customer sees the page from then on and
 * Back must lead away from it; the fresh copy then rewrites it at its final address. Returns
 * whether the visit's entry is written now.
 */
export function writeHistory(url: URL, action: VisitAction, written: boolean): boolean {
  if (action === 'restore') return written;
  commitHistory(url, written ? 'replace' : action);
  return true;
}

/**
 * Scrolls a new page: to the saved position `scroll` (back, forward, a page refreshed in place), to
 * the anchor of `url`, or to the top.
 */
export function placeScroll(
  region: HTMLElement,
  url: URL,
  scroll: ScrollPosition | undefined,
  signal: AbortSignal,
): void {
  if (scroll) {
    void restoreScroll(scroll, signal);
    return;
  }
  const target = url.hash ? anchorTarget(url.hash, region.ownerDocument) : null;
  if (target) void scrollToAnchor(target, { instant: true, reveal: revealTarget });
  else scrollToTop();
}
