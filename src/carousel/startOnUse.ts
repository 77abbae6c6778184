const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

/** What counts as the customer using a carousel: pointer over it, a press or touch, focus, a key. */
const USE_EVENTS = ['pointerenter', 'pointerdown', 'touchstart', 'focusin', 'keydown'] as const;

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

/** Resolves in a later task, through a message (a paused test clock does not hold it). */
function anotherTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

/** Resolves once no finger is on the viewport and its native scroll has settled (or after 2 s). */
function watchGesture(viewport: HTMLElement, signal: AbortSignal) {
  let touching = false;
  let scrolled = Number.NEGATIVE_INFINITY;
  const listen = (type: string, handler: () => void) =>
    viewport.addEventListener(type, handler, { passive: true, signal });
  listen('touchstart', () => {
    touching = true;
  });
  listen('touchend', () => {
    touching = false;
  });
  listen('touchcancel', () => {
    touching = false;
  });
  listen('scroll', () => {
    scrolled = performance.now();
  });
  const busy = () => touching || performance.now() - scrolled < SCROLL_QUIET;
  return async () => {
    // A touch fires pointerenter and pointerdown before touchstart, each followed by microtasks:
    // a task later, the touchstart of the same press has been seen.
    await anotherTask();
    const until = performance.now() + GESTURE_WAIT;
    while (busy() && performance.now() < until && !signal.aborted) {
      await new Promise((resolve) => setTimeout(resolve, SCROLL_QUIET / 3));
    }
  };
}

/**
 * The carousel costs nothing until it is used: the server markup (a native scroller) stays as it
 * is until the pointer enters it, it is touched or pressed, focus or a key lands inside, or (with
 * autoplay) {@link autoplayLoadDelay} after the mount; then `start` loads swiper and takes over,
 * once a touch gesture has ended (that first swipe stays a native scroll). Returns the teardown.
 * @throws when `[data-carousel-viewport]` is missing (the loader reports it).
 */
export function startOnUse(wait: UseWait): () => void {
  const { root, signal } = wait;
  const viewport = root.querySelector<HTMLElement>('[data-carousel-viewport]');
  if (!viewport) throw new Error(`${root.dataset.widget} needs [data-carousel-viewport]`);
  const mounted = performance.now();
  const waiting = new AbortController();
  signal.addEventListener('abort', () => waiting.abort(), { once: true });
  const settled = watchGesture(viewport, signal);
  let teardown: (() => void) | undefined;
  const go = async () => {
    if (waiting.signal.aborted) return;
    waiting.abort();
    await settled();
    if (signal.aborted) return;
    const stop = await wait.start(Math.max(0, wait.duration - (performance.now() - mounted)));
    if (signal.aborted) stop?.();
    else teardown = stop;
  };
  const use = () => {
    go().catch((error: unknown) => console.error(`[vitrine] ${root.dataset.widget}: could not start`, error));
  };
  for (const type of USE_EVENTS) root.addEventListener(type, use, { passive: true, signal: waiting.signal });
  const delay = autoplayLoadDelay(wait.duration, window.matchMedia(REDUCED_MOTION).matches);
  if (delay !== undefined) {
    const timer = setTimeout(use, delay);
    waiting.signal.addEventListener('abort', () => clearTimeout(timer), { once: true });
  }
  // Focus or the pointer already inside (a swapped page, a tab or a hover before the chunk came):
  // that use happened, and no event will come for it.
  if (root.contains(document.activeElement) || root.matches(':hover')) use();
  return () => {
    waiting.abort();
    teardown?.();
  };
}
