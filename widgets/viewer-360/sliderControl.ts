import { t } from '../../src/index.ts';
import type { ViewerControl, ViewerStage } from './viewerStage.ts';

/** A labelled range input under the view: one step per frame. */
export function attachSlider(view: ViewerStage): ViewerControl {
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
  range.max = String(view.frames - 1);
  range.step = '1';
  range.value = '0';
  const { signal } = view;
  range.addEventListener('input', () => view.show(Number(range.value)), { signal });
  range.addEventListener('focus', () => view.preload(), { signal });
  range.addEventListener('pointerdown', () => view.preload(), { signal });
  view.stage.after(label, range);
  return {
    onFrame() {
      range.value = String(view.frame);
      range.setAttribute('aria-valuetext', view.position());
    },
    remove() {
      label.remove();
      range.remove();
    },
  };
}
