import { nextTask } from '../async/turns.ts';
import { prefersReducedMotion } from './wireCarousel.ts';

/**
 * How long before an autoplaying carousel's first turn swiper starts loading (ms): its chunk and
 * the strings take well under a second on a slow 4G line; a duration of 2 s or less loads at once.
 */
export const AUTOPLAY_LEAD = 2000;

/** A native scroll settles once no scroll event came for this long (ms). */
const SCROLL_QUIET = 150;
/** The take-over waits at most this long (ms) for a finger to lift and a scroll to settle. */
const GESTURE_WAIT = 2000;

/**
 * When, after the carousel is mounted, swiper must start loading for its first automatic turn
 * (ms): `duration` minus {@link AUTOPLAY_LEAD}, never below 0; undefined when it never turns by
 * itself (no duration, or reduced motion, where it never starts on its own).
 */
export function autoplayLoadDelay(duration: number, reducedMotion: boolean): number | undefined {
  if (!(duration > 0) || reducedMotion) return undefined;
  return Math.max(0, duration - AUTOPLAY_LEAD);
}

export interface UseWait {
  /** The widget's element: pointer, touch, focus or a key inside it is a use. */
  root: HTMLElement;
  /** Milliseconds between automatic turns; 0 when the carousel never turns by itself. */
  duration: number;
  /** The widget's signal: aborted at unmount, before or after the take-over. */
  signal: AbortSignal;
  /**
   * Loads swiper and takes the carousel over; `firstTurn` is the wait left before the first
   * automatic turn (the duration counts from the mount). Resolves to the teardown.
   */
  start(firstTurn: number): Promise<(() => void) | undefined>;
}

/**
 * The carousel costs nothing until it is used: the server markup (a native scroller) stays as it
 * is until the pointer enters it, it is touched or pressed, focus or a key lands inside, or (with
 * autoplay) {@link autoplayLoadDelay} after the mount; then `start` loads swiper and takes over,
 * once a finger has lifted and the native scroll has settled (a first swipe stays a native scroll;
 * swiper starts at the slide it reached). Returns the teardown.
 * @throws when `[data-carousel-viewport]` is missing (the loader reports it).
 */
export function startOnUse({ root, duration, signal, start }: UseWait): () => void {
  const viewport = root.querySelector('[data-carousel-viewport]');
  if (!viewport) throw new Error('needs [data-carousel-viewport]');
  const mounted = performance.now();
  const waiting = new AbortController();
  let touching = false;
  let scrolled = Number.NEGATIVE_INFINITY;
  let teardown: (() => void) | undefined;
  const on = (target: EventTarget, types: string, handler: (event: Event) => void, until = signal) => {
    for (const type of types.split(' '))
      target.addEventListener(type, handler, { passive: true, signal: until });
  };
  on(viewport, 'touchstart touchend touchcancel', (event) => {
    touching = event.type === 'touchstart';
  });
  on(viewport, 'scroll', () => {
    scrolled = performance.now();
  });
  const busy = () => touching || performance.now() - scrolled < SCROLL_QUIET;
  const go = async () => {
    if (waiting.signal.aborted) return;
    waiting.abort();
    // A touch fires pointerenter and pointerdown before touchstart: a task later, it has been seen.
    await nextTask();
    for (let wait = 0; busy() && wait < GESTURE_WAIT && !signal.aborted; wait += SCROLL_QUIET) {
      await new Promise((resolve) => setTimeout(resolve, SCROLL_QUIET));
    }
    if (signal.aborted) return;
    const stop = await start(Math.max(0, duration - (performance.now() - mounted)));
    if (signal.aborted) stop?.();
    else teardown = stop;
  };
  const use = () => {
    go().catch((error: unknown) => console.error('[vitrine] carousel', root, error));
  };
  on(root, 'pointerenter pointerdown touchstart focusin keydown', use, waiting.signal);
  const delay = autoplayLoadDelay(duration, prefersReducedMotion());
  if (delay !== undefined) {
    const timer = setTimeout(use, delay);
    waiting.signal.addEventListener('abort', () => clearTimeout(timer));
  }
  signal.addEventListener('abort', () => waiting.abort());
  // Focus or the pointer already inside (a swapped page, a tab or a hover before the chunk came):
  // that use happened, and no event will come for it.
  if (root.contains(document.activeElement) || root.matches(':hover')) use();
  return () => {
    waiting.abort();
    teardown?.();
  };
}
