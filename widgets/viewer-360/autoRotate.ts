import { t } from '../../src/index.ts';
import { shouldRotate } from './frames.ts';
import type { ViewerControl, ViewerStage } from './viewerStage.ts';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

interface RotationState {
  playing: boolean;
  hovered: boolean;
  focused: boolean;
}

/** The pointer over the view or focus inside it holds the rotation still. */
function holdWhileInside(el: HTMLElement, state: RotationState, sync: () => void, signal: AbortSignal): void {
  const hold = (key: 'hovered' | 'focused', value: boolean) => () => {
    state[key] = value;
    sync();
  };
  el.addEventListener('pointerenter', hold('hovered', true), { signal });
  el.addEventListener('pointerleave', hold('hovered', false), { signal });
  el.addEventListener('focusin', hold('focused', true), { signal });
  el.addEventListener(
    'focusout',
    (event) => {
      if (event.relatedTarget instanceof Node && el.contains(event.relatedTarget)) return;
      hold('focused', false)();
    },
    { signal },
  );
}

/**
 * Advances a frame every `interval` ms while playing, held still while the pointer is over the
 * view or focus is inside it. Under prefers-reduced-motion it starts paused; the button starts it.
 */
export function attachAutoRotate(view: ViewerStage, interval: number): ViewerControl {
  const { el, stage, signal } = view;
  const step = () => view.show(view.frame + 1);
  const preload = () => view.preload();
  const state: RotationState = {
    playing: !window.matchMedia(REDUCED_MOTION).matches,
    hovered: false,
    focused: false,
  };
  let timer: number | undefined;
  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'viewer-360__toggle';
  stage.after(button);

  const sync = () => {
    button.textContent = state.playing ? t('Catalog.View360Pause') : t('Catalog.View360Play');
    el.classList.toggle('is-playing', state.playing);
    const run = shouldRotate({ playing: state.playing, held: state.hovered || state.focused });
    if (run && timer === undefined) {
      preload();
      timer = window.setInterval(step, interval);
    } else if (!run && timer !== undefined) {
      window.clearInterval(timer);
      timer = undefined;
    }
  };
  button.addEventListener(
    'click',
    () => {
      state.playing = !state.playing;
      // Pressing play is an explicit wish: it overrides the hold of the pointer and focus that are on
      // the button now; leaving and coming back holds again.
      if (state.playing) {
        state.hovered = false;
        state.focused = false;
      }
      sync();
    },
    { signal },
  );
  holdWhileInside(el, state, sync, signal);
  sync();
  return {
    onFrame() {},
    remove() {
      if (timer !== undefined) window.clearInterval(timer);
      button.remove();
      el.classList.remove('is-playing');
    },
  };
}
