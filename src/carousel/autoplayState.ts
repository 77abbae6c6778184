/**
 * The autoplay of a carousel as a small state machine, shared by every carousel widget.
 *
 * `mode` is what the customer (or the page) asked for: `off` (no duration set), `playing`, or
 * `stopped` (the pause button, or prefers-reduced-motion at start). Hover, keyboard focus and a
 * hidden tab pause a playing carousel only while they last.
 */
export type AutoplayMode = 'off' | 'playing' | 'stopped';

export interface AutoplayState {
  mode: AutoplayMode;
  hovered: boolean;
  focused: boolean;
  hidden: boolean;
}

export type AutoplayEvent =
  | 'pointer-enter'
  | 'pointer-leave'
  | 'focus-in'
  | 'focus-out'
  | 'page-hidden'
  | 'page-shown'
  | 'play'
  | 'stop';

/** What the carousel shows: `paused` is a playing carousel held by hover, focus or a hidden tab. */
export type AutoplayStatus = 'off' | 'playing' | 'paused' | 'stopped';

/**
 * The state a carousel starts in: no autoplay without a duration; stopped (never started) under
 * prefers-reduced-motion; playing otherwise.
 */
export function initialAutoplay(duration: number, reducedMotion: boolean): AutoplayState {
  const mode: AutoplayMode = !(duration > 0) ? 'off' : reducedMotion ? 'stopped' : 'playing';
  return { mode, hovered: false, focused: false, hidden: false };
}

/** The state after an event. `play` is explicit: it resumes even with the pointer or focus inside. */
export function nextAutoplay(state: AutoplayState, event: AutoplayEvent): AutoplayState {
  switch (event) {
    case 'pointer-enter':
      return { ...state, hovered: true };
    case 'pointer-leave':
      return { ...state, hovered: false };
    case 'focus-in':
      return { ...state, focused: true };
    case 'focus-out':
      return { ...state, focused: false };
    case 'page-hidden':
      return { ...state, hidden: true };
    case 'page-shown':
      return { ...state, hidden: false };
    case 'play':
      return state.mode === 'off' ? state : { ...state, mode: 'playing', hovered: false, focused: false };
    case 'stop':
      return state.mode === 'off' ? state : { ...state, mode: 'stopped' };
  }
}

/** True when the carousel should advance on its own now. */
export function isAdvancing(state: AutoplayState): boolean {
  return state.mode === 'playing' && !state.hovered && !state.focused && !state.hidden;
}

/** The status shown in `data-autoplay` on the carousel. */
export function autoplayStatus(state: AutoplayState): AutoplayStatus {
  if (state.mode !== 'playing') return state.mode;
  return isAdvancing(state) ? 'playing' : 'paused';
}
