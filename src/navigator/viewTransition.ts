import type { AnimationTiming } from './animate.ts';

/** The name the picture of a visited product carries on both pages, so the browser morphs it. */
export const PICTURE_NAME = 'vitrine-picture';

/**
 * True when a visit animates through the browser's view transitions: the browser has them and
 * the customer has not asked for reduced motion (then nothing animates). Elsewhere the visit
 * keeps its out- and in-animations (animate.ts).
 */
export function usesViewTransition(): boolean {
  return (
    typeof document.startViewTransition === 'function' &&
    !matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

/** The elements that carry the picture's name now, by the CSS (`data-view-transition`) or their style. */
function namedPictures(): HTMLElement[] {
  const candidates = document.querySelectorAll<HTMLElement>(
    '[data-view-transition="picture"], [style*="view-transition-name"]',
  );
  return [...candidates].filter((el) => getComputedStyle(el).viewTransitionName === PICTURE_NAME);
}

/**
 * Gives the picture's name to one element at most (the browser gives up a transition where two
 * carry it: a product page's own picture and a related product's card): to `chosen`, else to the
 * first that carries it; every other gives it up. Returns what puts their styles back.
 */
function nameOnePicture(chosen: HTMLElement | null): () => void {
  const named = namedPictures();
  const keep = chosen ?? named[0];
  const changed = [...new Set([...named, ...(chosen ? [chosen] : [])])];
  const styles = changed.map((el) => el.style.viewTransitionName);
  for (const el of changed) el.style.viewTransitionName = el === keep ? PICTURE_NAME : 'none';
  return () => {
    changed.forEach((el, i) => {
      el.style.viewTransitionName = styles[i] ?? '';
    });
  };
}

/**
 * The old page's picture of the visited address: the first image inside a link to it (a listing's
 * card, a related product's). The new page names its own (`data-view-transition="picture"`,
 * vitrine.css).
 */
function oldPicture(url: URL): HTMLElement | null {
  for (const link of document.querySelectorAll<HTMLAnchorElement>('a[href]')) {
    if (link.href !== url.href) continue;
    const picture = link.querySelector('img');
    if (picture) return picture;
  }
  return null;
}

/** A swap running inside a view transition. */
export interface TransitionSwap<T> {
  /** The swap's result, once the new content is in the page. */
  updated: Promise<T>;
  /** Settles when the animation has ended (or was skipped). */
  finished: Promise<void>;
  /** Ends the animation at once (an aborted visit). */
  skip(): void;
}

/**
 * Runs `update` (the content swap) inside `document.startViewTransition`: the browser captures the
 * old page, the update runs, and the old and new snapshots animate as the CSS on the
 * `::view-transition-*` pseudo-elements says, for the configured times (`--vitrine-page-out`,
 * `--vitrine-page-in` on `<html>`). None of the transition's promises rejects unhandled: an
 * animation the browser gives up is only an animation not shown.
 */
export function swapInTransition<T>(url: URL, timing: AnimationTiming, update: () => T): TransitionSwap<T> {
  const root = document.documentElement;
  root.style.setProperty('--vitrine-page-out', `${timing.out}ms`);
  root.style.setProperty('--vitrine-page-in', `${timing.in}ms`);
  // Each side names one picture at most, until the animation ends.
  const restoreOld = nameOnePicture(oldPicture(url));
  let restoreNew = () => {};
  let result: T | undefined;
  const transition = document.startViewTransition(() => {
    result = update();
    restoreNew = nameOnePicture(null);
  });
  // The browser aborts a transition on its own (a newer one, skipped by an aborted visit, the page
  // hidden, a DOM update too slow on a busy phone): `ready` then rejects (AbortError,
  // InvalidStateError, TimeoutError), which is no failure of the visit and must not reach the
  // page as an unhandled rejection. The swap goes on in `updated`, the end in `finished`.
  transition.ready.catch(() => undefined);
  return {
    updated: transition.updateCallbackDone.then(() => result as T),
    finished: transition.finished
      .catch(() => undefined)
      .then(() => {
        restoreOld();
        restoreNew();
      }),
    skip: () => transition.skipTransition(),
  };
}
