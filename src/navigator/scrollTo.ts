import type { ScrollPosition } from './historyState.ts';

/** How long a restore keeps trying while the page is not yet tall enough (images, late widgets). */
export const RESTORE_PATIENCE_MS = 3000;

function jump(x: number, y: number): void {
  window.scrollTo({ left: x, top: y, behavior: 'instant' });
}

/**
 * Scrolls instantly (never smoothly, whatever the CSS `scroll-behavior`) to a saved position, and
 * keeps trying on each frame until the page is tall enough or the patience runs out, so content
 * that grows after the swap does not leave the customer short of where they were.
 */
export function restoreScroll(position: ScrollPosition, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const until = performance.now() + RESTORE_PATIENCE_MS;
    const attempt = () => {
      jump(position.x, position.y);
      const there = Math.abs(window.scrollY - position.y) <= 1 && Math.abs(window.scrollX - position.x) <= 1;
      if (there || signal?.aborted || performance.now() > until) {
        resolve();
        return;
      }
      requestAnimationFrame(attempt);
    };
    attempt();
  });
}

/** A new page starts at the top. */
export function scrollToTop(): void {
  jump(0, 0);
}
