import { regionTop, type ScrollPosition } from './historyState.ts';
import { aimAt, aimed, reached } from './restoreTarget.ts';
import { anchoredOffset } from './scrollAnchor.ts';

/** How long a restore keeps trying while the page is not yet tall enough (images, late widgets). */
export const RESTORE_PATIENCE_MS = 3000;

/** The customer taking over the scroll, or a new visit, ends a restore that is still trying. */
const TAKE_OVER = ['wheel', 'touchstart', 'keydown', 'mousedown', 'vitrine:page-leave'] as const;

function jump(x: number, y: number): void {
  window.scrollTo({ left: x, top: y, behavior: 'instant' });
}

/**
 * Turns the page's scroll anchoring off while a restore places it, until the swapped page's
 * widgets have mounted (`vitrine:page-loaded`) and the restore is done, the customer takes over
 * or the patience runs out. The position was saved with the widgets mounted: a widget that folds
 * server HTML away above (the facets into a phone's Filters dialog) brings the content back to
 * where the reader saw it, where anchoring would hold it off by that height; and Firefox anchors
 * the first layouts after a swap to a node of its choosing, moving the page by a screenful or more
 * (Back to a listing at 375 px came 1,800 px below where the reader was). Unless the customer took
 * over, `settle` runs first, with the page's final layout.
 * @returns what the restore calls once done.
 */
function holdAnchoring(settle: () => void): () => void {
  const root = document.documentElement;
  const before = root.style.overflowAnchor;
  root.style.overflowAnchor = 'none';
  let [loaded, restored, given] = [false, false, false];
  const giveBack = (settled: boolean) => {
    if (given) return;
    given = true;
    clearTimeout(timer);
    document.removeEventListener('vitrine:page-loaded', onLoaded);
    for (const type of TAKE_OVER) document.removeEventListener(type, takenOver, true);
    if (settled) settle();
    root.style.overflowAnchor = before;
  };
  const takenOver = () => giveBack(false);
  const settled = () => giveBack(true);
  const onLoaded = () => {
    loaded = true;
    if (restored) requestAnimationFrame(settled);
  };
  const timer = setTimeout(settled, RESTORE_PATIENCE_MS);
  document.addEventListener('vitrine:page-loaded', onLoaded, { once: true });
  for (const type of TAKE_OVER) document.addEventListener(type, takenOver, { capture: true, passive: true });
  return () => {
    restored = true;
    if (loaded) requestAnimationFrame(settled);
  };
}

/**
 * Where a saved position is on the page as it is now: the anchor's element where the reader saw
 * it, else the saved offset moved by as much as the content region's top moved.
 */
function placeOf(position: ScrollPosition): number {
  // Content above the region (a header whose widgets are not mounted yet) may differ in height
  // from when the position was saved: follow the content, and let scroll anchoring do the rest.
  const y = position.y + (position.top === undefined ? 0 : regionTop() - position.top);
  return (position.anchor && anchoredOffset(position.anchor, y)) ?? y;
}

/**
 * Scrolls instantly (never smoothly, whatever the CSS `scroll-behavior`) to a saved position, and
 * keeps trying on each frame until the page is tall enough, the patience runs out, the customer
 * scrolls or a new visit starts, so content that grows after the swap does not leave the customer
 * short of where they were. Until it gets there, the position is the entry's aim (`restoreTarget.ts`):
 * leaving the entry before (a reload while the page is still short) keeps it, not where it stopped.
 */
export function restoreScroll(position: ScrollPosition, signal?: AbortSignal): Promise<void> {
  aimAt(position);
  return new Promise((resolve) => {
    const until = performance.now() + RESTORE_PATIENCE_MS;
    let stopped = false;
    const stop = () => {
      stopped = true;
    };
    // Once the widgets are in (they may fold server HTML above), the anchor is put where the
    // reader saw it once more: only if this restore is still the entry's and was not cut short.
    let kept = true;
    const restored = holdAnchoring(() => {
      if (!kept || !position.anchor) return;
      const y = placeOf(position);
      if (Math.abs(window.scrollY - y) > 1) jump(position.x, y);
    });
    const done = () => {
      for (const type of TAKE_OVER) document.removeEventListener(type, stop, true);
      restored();
      resolve();
    };
    for (const type of TAKE_OVER) document.addEventListener(type, stop, { capture: true, passive: true });
    const attempt = () => {
      if (stopped || signal?.aborted || aimed() !== position) {
        kept = false;
        return done();
      }
      // The top is always there, and scrolling to (0, 0) needs no layout: none is forced.
      if (position.x === 0 && position.y === 0) {
        jump(0, 0);
        reached();
        return done();
      }
      const y = placeOf(position);
      jump(position.x, y);
      const there = Math.abs(window.scrollY - y) <= 1 && Math.abs(window.scrollX - position.x) <= 1;
      if (there) reached();
      if (there || performance.now() > until) return done();
      requestAnimationFrame(attempt);
    };
    attempt();
  });
}

/** A new page starts at the top. */
export function scrollToTop(): void {
  reached();
  jump(0, 0);
}
