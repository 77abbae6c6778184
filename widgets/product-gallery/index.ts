import { defineWidget, loadStrings, option } from '../../src/index.ts';
import { mountGallery } from './mountGallery.ts';
import { VISIBLE_THUMBNAILS } from './thumbWindow.ts';

export default defineWidget({
  name: 'product-gallery',
  strategy: 'visible',
  options: {
    /** Thumbnails shown at a time in the strip; default 5. */
    thumbnails: option.number(VISIBLE_THUMBNAILS, (n) => Number.isInteger(n) && n >= 1),
    /** Viewport width (px) from which the thumbnail strip shows beside the main image; default 768. */
    breakpoint: option.number(768, (n) => n >= 0),
  },
  async mount(el, options, { signal }) {
    await loadStrings();
    if (signal.aborted) return undefined;
    return mountGallery(el, options, signal);
  },
});
