import type { ScrollPosition } from './historyState.ts';

/** What shows that the reader moves the page themselves: from then on, where they are counts. */
const READER_INPUT = ['wheel', 'touchstart', 'keydown', 'mousedown'] as const;

let target: ScrollPosition | undefined;

/** The reader took over: their position is the entry's from now on. */
function release(): void {
  target = undefined;
  for (const type of READER_INPUT) document.removeEventListener(type, release, true);
}

/**
 * Marks `position` as where the current entry is being brought back to (Back, Forward, a reload):
 * until the page is there, leaving the entry keeps that position rather than where the page on
 * screen happens to be (the page being left, a page still too short, the top of a reload).
 */
export function aimAt(position: ScrollPosition): void {
  if (!target) {
    for (const type of READER_INPUT)
      document.addEventListener(type, release, { capture: true, passive: true });
  }
  target = position;
}

/** The page is where it should be (restored, or placed at the top or an anchor): no aim is left. */
export function reached(): void {
  if (target) release();
}

/** The position the current entry is being brought back to, if a restore has not got there yet. */
export function aimed(): ScrollPosition | undefined {
  return target;
}
