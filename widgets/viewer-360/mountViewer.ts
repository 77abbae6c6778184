import { t } from '../../src/index.ts';
import { frameForDrag, frameForKey, frameUrl, shouldRotate, type ViewerType, wrapFrame } from './frames.ts';

export interface ViewerOptions {
  type: ViewerType;
  interval: number;
  frames: number;
  frameUrl: string;
}

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

/**
 * Turns the server's first 360 frame into a viewer: drag (pointer or arrow keys), a range slider, or
 * auto-rotation with a pause/play button. Frames are fetched on the first interaction (or when the
 * rotation starts), not at mount. Returns the teardown.
 */
export function mountViewer(el: HTMLElement, options: ViewerOptions, signal: AbortSignal): () => void {
  const img = el.querySelector('img');
  const { frames } = options;
  if (!img || frames < 2 || !options.frameUrl) return () => {};
  const firstSrc = img.getAttribute('src') ?? '';
  const caption = el.querySelector('figcaption');
  const firstCaption = caption?.textContent ?? '';
  const added: HTMLElement[] = [];
  let frame = 0;

  const stage = document.createElement('div');
  stage.className = 'viewer-360__stage';
  img.before(stage);
  stage.append(img);
  added.push(stage);

  // Frames load on the first interaction: a progress bar under the view (and aria-busy) until every
  // frame has answered; frames that failed are never shown (the last good one stays), and a
  // message says the view is incomplete.
  let preloaded = false;
  const failed = new Set<number>();
  const progress = document.createElement('div');
  progress.className = 'viewer-360__progress';
  progress.setAttribute('role', 'progressbar');
  progress.setAttribute('aria-label', t('Catalog.View360Loading'));
  progress.setAttribute('aria-valuemin', '0');
  progress.setAttribute('aria-valuemax', String(frames));
  progress.hidden = true;
  const bar = document.createElement('span');
  progress.append(bar);
  const notice = document.createElement('p');
  notice.className = 'viewer-360__notice';
  notice.setAttribute('role', 'status');
  stage.after(progress, notice);
  added.push(progress, notice);
  const preload = () => {
    if (preloaded) return;
    preloaded = true;
    let settled = 0;
    const update = () => {
      progress.setAttribute('aria-valuenow', String(settled));
      bar.style.width = `${(settled / frames) * 100}%`;
      if (settled < frames) return;
      progress.hidden = true;
      stage.removeAttribute('aria-busy');
      if (failed.size > 0) notice.textContent = t('Catalog.View360Incomplete');
    };
    progress.hidden = false;
    stage.setAttribute('aria-busy', 'true');
    update();
    for (let i = 0; i < frames; i += 1) {
      const image = new Image();
      const done = (ok: boolean) => () => {
        if (signal.aborted) return;
        if (!ok) failed.add(i);
        settled += 1;
        update();
      };
      image.addEventListener('load', done(true), { once: true, signal });
      image.addEventListener('error', done(false), { once: true, signal });
      image.src = frameUrl(options.frameUrl, i);
    }
  };

  const position = () => t('Catalog.View360Position', { n: frame + 1, count: frames });
  let onFrame: () => void = () => {};
  const show = (next: number) => {
    frame = wrapFrame(next, frames);
    if (!failed.has(frame)) img.src = frameUrl(options.frameUrl, frame);
    el.dataset.frame = String(frame);
    onFrame();
  };

  if (options.type === 'slider') {
    const id = `viewer-360-${Math.random().toString(36).slice(2, 9)}`;
    const label = document.createElement('label');
    label.htmlFor = id;
    label.className = 'viewer-360__label';
    label.textContent = t('Catalog.View360Rotate');
    const range = document.createElement('input');
    range.type = 'range';
    range.id = id;
    range.className = 'viewer-360__range';
    range.min = '0';
    range.max = String(frames - 1);
    range.step = '1';
    range.value = '0';
    onFrame = () => {
      range.value = String(frame);
      range.setAttribute('aria-valuetext', position());
    };
    range.addEventListener('input', () => show(Number(range.value)), { signal });
    range.addEventListener('focus', preload, { signal });
    range.addEventListener('pointerdown', preload, { signal });
    stage.after(label, range);
    added.push(label, range);
    if (caption) caption.textContent = t('Catalog.View360SliderCaption');
  } else if (options.type === 'drag') {
    stage.tabIndex = 0;
    stage.setAttribute('role', 'slider');
    stage.setAttribute('aria-label', t('Catalog.View360Rotate'));
    stage.setAttribute('aria-valuemin', '1');
    stage.setAttribute('aria-valuemax', String(frames));
    onFrame = () => {
      stage.setAttribute('aria-valuenow', String(frame + 1));
      stage.setAttribute('aria-valuetext', position());
    };
    let drag: { pointerId: number; x: number; frame: number } | undefined;
    stage.addEventListener(
      'pointerdown',
      (event) => {
        if (event.button !== 0) return;
        preload();
        event.preventDefault();
        stage.setPointerCapture(event.pointerId);
        drag = { pointerId: event.pointerId, x: event.clientX, frame };
        stage.classList.add('is-dragging');
      },
      { signal },
    );
    stage.addEventListener(
      'pointermove',
      (event) => {
        if (!drag || event.pointerId !== drag.pointerId) return;
        const next = frameForDrag(drag.frame, event.clientX - drag.x, stage.clientWidth, frames);
        if (next !== frame) show(next);
      },
      { signal },
    );
    const end = (event: PointerEvent) => {
      if (!drag || event.pointerId !== drag.pointerId) return;
      drag = undefined;
      stage.classList.remove('is-dragging');
    };
    stage.addEventListener('pointerup', end, { signal });
    stage.addEventListener('pointercancel', end, { signal });
    stage.addEventListener('focus', preload, { signal });
    stage.addEventListener(
      'keydown',
      (event) => {
        const next = frameForKey(event.key, frame, frames);
        if (next === undefined) return;
        event.preventDefault();
        show(next);
      },
      { signal },
    );
    if (caption) caption.textContent = t('Catalog.View360DragCaption');
  }

  let stopAuto: () => void = () => {};
  if (options.type === 'auto')
    stopAuto = autoRotate(el, stage, options.interval, () => show(frame + 1), preload, signal);
  if (options.type === 'auto' && caption) caption.textContent = t('Catalog.View360AutoCaption');

  onFrame();
  el.classList.add('viewer-360--enhanced', `viewer-360--${options.type}`);
  el.dataset.frame = '0';

  return () => {
    stopAuto();
    el.classList.remove('viewer-360--enhanced', `viewer-360--${options.type}`);
    delete el.dataset.frame;
    img.src = firstSrc;
    stage.before(img);
    for (const node of added) node.remove();
    if (caption) caption.textContent = firstCaption;
  };
}

/**
 * Advances a frame every `interval` ms while playing, held still while the pointer is over the
 * view or focus is inside it. Under prefers-reduced-motion it starts paused; the button starts it.
 */
function autoRotate(
  el: HTMLElement,
  stage: HTMLElement,
  interval: number,
  step: () => void,
  preload: () => void,
  signal: AbortSignal,
): () => void {
  const state = { playing: !window.matchMedia(REDUCED_MOTION).matches, hovered: false, focused: false };
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
  sync();
  return () => {
    if (timer !== undefined) window.clearInterval(timer);
    button.remove();
    el.classList.remove('is-playing');
  };
}
