import { defineWidget, loadStrings, option } from '../../src/index.ts';
import { AUTO_ROTATE_INTERVAL, VIEWER_TYPES, type ViewerType } from './frames.ts';
import { mountViewer } from './mountViewer.ts';

export default defineWidget({
  name: 'viewer-360',
  strategy: 'visible',
  options: {
    /** How the view turns: drag (pointer and arrow keys, default), slider (a range input) or auto. */
    type: option.string('drag', (v) => (VIEWER_TYPES as readonly string[]).includes(v)),
    /** Auto-rotation: milliseconds per frame; default 100. */
    interval: option.number(AUTO_ROTATE_INTERVAL, (n) => n >= 16),
    /** Number of frames (required, at least 2). */
    frames: option.number(0, (n) => Number.isInteger(n) && n >= 0),
    /** Frame address with `{frame}` for the 0-based frame number (required). */
    frameUrl: option.string(''),
  },
  async mount(el, options, { signal }) {
    await loadStrings();
    if (signal.aborted) return undefined;
    return mountViewer(el, { ...options, type: options.type as ViewerType }, signal);
  },
});
