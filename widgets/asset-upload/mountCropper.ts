import type { CropperCanvas, CropperImage, CropperSelection } from 'cropperjs';
import { allowed, type CropFrame, initialSelection, moveBy, type Rect, resizeBy } from './cropGeometry.ts';

export interface CropperOptions {
  /** The scaled preview's object URL (never the full-size original). */
  src: string;
  frame: CropFrame;
  /** Text alternative of the preview (the file's name). */
  alt: string;
  /** Accessible name and description of the focusable selection. */
  label: string;
  describedBy: string;
  /** Every accepted change of the selection, in display pixels. */
  onSelect(rect: Rect): void;
}

export interface CropperHandleApi {
  /** The current selection, display pixels. */
  selection(): Rect;
  /** Turns the image by a quarter turn (square images only). */
  rotate(degrees: number): void;
  destroy(): void;
}

const HANDLES = ['move', 'ne-resize', 'nw-resize', 'se-resize', 'sw-resize'];

function build(container: HTMLElement, options: CropperOptions) {
  const { bounds } = options.frame;
  const canvas = document.createElement('cropper-canvas') as CropperCanvas;
  canvas.setAttribute('background', '');
  canvas.style.width = `${bounds.width}px`;
  canvas.style.height = `${bounds.height}px`;
  const image = document.createElement('cropper-image') as CropperImage;
  image.setAttribute('initial-center-size', 'contain');
  image.setAttribute('alt', options.alt);
  image.setAttribute('src', options.src);
  const shade = document.createElement('cropper-shade');
  const selection = document.createElement('cropper-selection') as CropperSelection;
  selection.setAttribute('movable', '');
  selection.setAttribute('resizable', '');
  // Fractional display pixels: rounding them would lose original pixels once scaled back.
  selection.setAttribute('precise', '');
  selection.aspectRatio = options.frame.aspect;
  selection.tabIndex = 0;
  selection.setAttribute('role', 'group');
  selection.setAttribute('aria-label', options.label);
  selection.setAttribute('aria-describedby', options.describedBy);
  for (const action of HANDLES) {
    const handle = document.createElement('cropper-handle');
    handle.setAttribute('action', action);
    if (action === 'move') handle.setAttribute('theme-color', 'rgba(255, 255, 255, 0.35)');
    selection.append(handle);
  }
  canvas.append(image, shade, selection);
  container.replaceChildren(canvas);
  return { image, selection };
}

const KEY_STEPS: Record<string, [number, number]> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
};

/**
 * Builds the cropperjs 2 elements in a container (their definitions come with `loadCropper()`,
 * which the dialog awaits first). The selection's cancelable `change` event is
 * attached here (React's onChange would never see it): a change that breaks the aspect ratio, the
 * minimum size or the image bounds is prevented. The selection is focusable: arrows move it (Shift:
 * 10 px), + and - resize it about its centre.
 */
export function mountCropper(container: HTMLElement, options: CropperOptions): CropperHandleApi {
  const { image, selection } = build(container, options);
  const current = (): Rect => ({
    x: selection.x,
    y: selection.y,
    width: selection.width,
    height: selection.height,
  });
  const onChange = (event: Event) => {
    const rect = (event as CustomEvent<Rect>).detail;
    if (!allowed(rect, options.frame)) event.preventDefault();
    else options.onSelect(rect);
  };
  const apply = (rect: Rect) => selection.$change(rect.x, rect.y, rect.width, rect.height, Number.NaN);
  const onKey = (event: KeyboardEvent) => {
    const step = KEY_STEPS[event.key];
    const factor = event.key === '+' || event.key === '=' ? 1.05 : event.key === '-' ? 1 / 1.05 : 0;
    if (!step && !factor) return;
    event.preventDefault();
    const distance = event.shiftKey ? 10 : 1;
    apply(
      step
        ? moveBy(current(), step[0] * distance, step[1] * distance, options.frame)
        : resizeBy(current(), factor, options.frame),
    );
  };
  selection.addEventListener('change', onChange);
  selection.addEventListener('keydown', onKey);
  image.$ready(() => {
    image.$center('contain');
    apply(initialSelection(options.frame));
  });
  return {
    selection: current,
    rotate: (degrees) => image.$rotate(`${degrees}deg`),
    destroy() {
      selection.removeEventListener('change', onChange);
      selection.removeEventListener('keydown', onKey);
      container.replaceChildren();
    },
  };
}
