import { reached } from './restoreTarget.ts';

/** Anchor scrolling: 800 ms, landing 150 px above the target. */
export const ANCHOR_DURATION_MS = 800;
export const ANCHOR_OFFSET = -150;

/** The element a fragment names (`id`, else `a[name]`), or null. */
export function anchorTarget(hash: string, root: ParentNode = document): Element | null {
  const id = decodeURIComponent(hash.replace(/^#/, ''));
  if (!id) return null;
  return root.querySelector(`#${CSS.escape(id)}`) ?? root.querySelector(`a[name="${CSS.escape(id)}"]`);
}

function destination(target: Element): number {
  const page = document.scrollingElement ?? document.documentElement;
  const top = target.getBoundingClientRect().top + window.scrollY + ANCHOR_OFFSET;
  return Math.max(0, Math.min(top, page.scrollHeight - window.innerHeight));
}

function ease(t: number): number {
  return t < 0.5 ? 4 * t * t * t : 1 - (-2 * t + 2) ** 3 / 2;
}

export interface AnchorScrollOptions {
  /** Lands at once rather than over 800 ms. */
  readonly instant?: boolean;
  /** Opens the collapses and tabs hiding the target (the navigator's visit code brings the code). */
  readonly reveal?: (target: Element) => void | Promise<void>;
}

/**
 * Opens any collapse or tab around `target` (with `reveal`), then scrolls to it: smoothly over
 * 800 ms, or at once when `instant` or when the customer prefers reduced motion. The destination is
 * measured on every frame, so a collapse that is still opening does not make the scroll land short.
 */
export async function scrollToAnchor(target: Element, options: AnchorScrollOptions = {}): Promise<void> {
  const { instant = false, reveal } = options;
  // The page goes where the anchor is: no earlier position is being restored any more.
  reached();
  if (reveal && target.closest('.collapse:not(.show), .tab-pane:not(.active)')) await reveal(target);
  const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  if (instant || reduced) {
    window.scrollTo({ left: window.scrollX, top: destination(target), behavior: 'instant' });
    return;
  }
  const from = window.scrollY;
  const start = performance.now();
  return new Promise((resolve) => {
    const step = (now: number) => {
      // A visit replaced the page, or the customer took over: stop here.
      if (!target.isConnected) return resolve();
      const t = Math.min(1, (now - start) / ANCHOR_DURATION_MS);
      const top = from + (destination(target) - from) * ease(t);
      window.scrollTo({ left: window.scrollX, top, behavior: 'instant' });
      if (t < 1) requestAnimationFrame(step);
      else resolve();
    };
    requestAnimationFrame(step);
  });
}
