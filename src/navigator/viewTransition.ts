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

/**
 * Names the old page's picture of the visited address: the first image inside a link to it (a
 * listing's card). The new page names its own (`data-view-transition="picture"`, vitrine.css).
 */
function nameOldPicture(url: URL): void {
  for (const link of document.querySelectorAll<HTMLAnchorElement>('a[href]')) {
    if (link.href !== url.href) continue;
    const picture = link.querySelector('img');
    if (picture) {
      picture.style.viewTransitionName = PICTURE_NAME;
      return;
    }
  }
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
  nameOldPicture(url);
  let result: T | undefined;
  const transition = document.startViewTransition(() => {
    result = update();
  });
  // The browser aborts a transition on its own (a newer one, skipped by an aborted visit, the page
  // hidden, a DOM update too slow on a busy phone): `ready` then rejects (AbortError,
  // InvalidStateError, TimeoutError), which is no failure of the visit and must not reach the
  // page as an unhandled rejection. The swap goes on in `updated`, the end in `finished`.
  transition.ready.catch(() => undefined);
  return {
    updated: transition.updateCallbackDone.then(() => result as T),
    finished: transition.finished.catch(() => undefined),
    skip: () => transition.skipTransition(),
  };
}
