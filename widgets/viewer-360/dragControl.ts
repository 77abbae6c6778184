import { t } from '../../src/index.ts';
import { frameForDrag, frameForKey } from './frames.ts';
import type { ViewerControl, ViewerStage } from './viewerStage.ts';

/** The stage as a focusable slider: drag with a pointer, or the arrow keys. */
export function attachDrag(view: ViewerStage): ViewerControl {
  const { stage, signal } = view;
  stage.tabIndex = 0;
  stage.setAttribute('role', 'slider');
  stage.setAttribute('aria-label', t('Catalog.View360Rotate'));
  stage.setAttribute('aria-valuemin', '1');
  stage.setAttribute('aria-valuemax', String(view.frames));
  followPointer(view);
  stage.addEventListener('focus', () => view.preload(), { signal });
  stage.addEventListener(
    'keydown',
    (event) => {
      const next = frameForKey(event.key, view.frame, view.frames);
      if (next === undefined) return;
      event.preventDefault();
      view.show(next);
    },
    { signal },
  );
  return {
    onFrame() {
      stage.setAttribute('aria-valuenow', String(view.frame + 1));
      stage.setAttribute('aria-valuetext', view.position());
    },
    remove() {},
  };
}

/** A pointer drag across the stage turns the view by the distance dragged. */
function followPointer(view: ViewerStage): void {
  const { stage, signal } = view;
  let drag: { pointerId: number; x: number; frame: number } | undefined;
  stage.addEventListener(
    'pointerdown',
    (event) => {
      if (event.button !== 0) return;
      view.preload();
      event.preventDefault();
      stage.setPointerCapture(event.pointerId);
      drag = { pointerId: event.pointerId, x: event.clientX, frame: view.frame };
      stage.classList.add('is-dragging');
    },
    { signal },
  );
  stage.addEventListener(
    'pointermove',
    (event) => {
      if (!drag || event.pointerId !== drag.pointerId) return;
      const next = frameForDrag(drag.frame, event.clientX - drag.x, stage.clientWidth, view.frames);
      if (next !== view.frame) view.show(next);
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
}
