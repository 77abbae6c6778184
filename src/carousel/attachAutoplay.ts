import { t } from '../i18n/index.ts';
import {
  type AutoplayEvent,
  type AutoplayState,
  autoplayStatus,
  initialAutoplay,
  isAdvancing,
  nextAutoplay,
} from './autoplayState.ts';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

export interface AutoplayOptions {
  /** The carousel: hover and focus inside it pause autoplay; it gets `data-autoplay` (the status). */
  root: HTMLElement;
  /** Milliseconds between slides; 0 (or less) means no autoplay at all. */
  duration: number;
  /** Pause while the pointer is over the carousel; default true. */
  pauseOnHover?: boolean;
  /** The wait before the first turn (ms); default `duration`. */
  firstWait?: number | undefined;
  /** The slide track: `aria-live` is `off` while autoplay advances, `polite` otherwise. */
  live: HTMLElement;
  /** The pause/play button (its accessible name follows the state), or null when there is none. */
  toggle: HTMLButtonElement | null;
  /** Shows the next slide (rewinding to the first after the last). */
  advance(): void;
  /** Aborted when the carousel is unmounted: every listener and the timer go with it. */
  signal: AbortSignal;
}

export interface AutoplayHandle {
  /** Starts the wait for the next slide again (call it whenever the slide changes). */
  restart(): void;
  /** The current state (read-only copy). */
  state(): AutoplayState;
}

/** Shows the state: `data-autoplay`, the track's `aria-live`, the toggle's name and icon. */
function renderAutoplay(state: AutoplayState, { root, live, toggle }: AutoplayOptions): void {
  root.dataset.autoplay = autoplayStatus(state);
  live.setAttribute('aria-live', isAdvancing(state) ? 'off' : 'polite');
  if (!toggle) return;
  toggle.hidden = state.mode === 'off';
  const label = t(state.mode === 'playing' ? 'Core.SlideshowPause' : 'Core.SlideshowPlay');
  toggle.setAttribute('aria-label', label);
  toggle.title = label;
  toggle.dataset.state = state.mode === 'playing' ? 'playing' : 'stopped';
}

/**
 * Runs a carousel's autoplay: a timer that advances while {@link isAdvancing} holds, paused by hover
 * (unless turned off), keyboard focus inside and a hidden tab, stopped and started by the toggle
 * button, never started under prefers-reduced-motion.
 */
export function attachAutoplay(options: AutoplayOptions): AutoplayHandle {
  const { root, toggle, signal } = options;
  const motion = window.matchMedia(REDUCED_MOTION);
  let state = initialAutoplay(options.duration, motion.matches);
  let timer: ReturnType<typeof setTimeout> | undefined;
  let wait = options.firstWait ?? options.duration;

  const arm = () => {
    clearTimeout(timer);
    timer = isAdvancing(state) ? setTimeout(tick, wait) : undefined;
    wait = options.duration;
  };
  const tick = () => {
    timer = undefined;
    if (isAdvancing(state)) options.advance();
    arm();
  };
  const render = () => renderAutoplay(state, options);
  const send = (event: AutoplayEvent) => {
    const before = isAdvancing(state);
    state = nextAutoplay(state, event);
    render();
    if (before !== isAdvancing(state)) arm();
  };

  const listen = (target: EventTarget, type: string, handler: (event: Event) => void) =>
    target.addEventListener(type, handler, { signal });
  if (options.pauseOnHover ?? true) {
    listen(root, 'pointerenter', () => send('pointer-enter'));
    listen(root, 'pointerleave', () => send('pointer-leave'));
  }
  listen(root, 'focusin', () => {
    if (!state.focused) send('focus-in');
  });
  listen(root, 'focusout', (event) => {
    const next = (event as FocusEvent).relatedTarget;
    if (!(next instanceof Node && root.contains(next))) send('focus-out');
  });
  listen(document, 'visibilitychange', () => send(document.hidden ? 'page-hidden' : 'page-shown'));
  listen(motion, 'change', () => {
    if (motion.matches) send('stop');
  });
  if (toggle) listen(toggle, 'click', () => send(state.mode === 'playing' ? 'stop' : 'play'));
  signal.addEventListener('abort', () => clearTimeout(timer), { once: true });

  // A carousel started with focus or the pointer already inside (a swapped page, the hover that
  // loaded it) starts paused.
  if (root.contains(document.activeElement)) state = nextAutoplay(state, 'focus-in');
  if ((options.pauseOnHover ?? true) && root.matches(':hover')) state = nextAutoplay(state, 'pointer-enter');
  render();
  arm();
  return { restart: arm, state: () => ({ ...state }) };
}
