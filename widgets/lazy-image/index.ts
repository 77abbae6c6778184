import { defineWidget } from '../../src/index.ts';
import { observeReveal } from './reveal.ts';
import { swapSources } from './swapSources.ts';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

export default defineWidget({
  name: 'lazy-image',
  strategy: 'eager',
  options: {},
  mount(el) {
    const img = el instanceof HTMLImageElement ? el : el.querySelector('img');
    if (!img) throw new Error('lazy-image goes on an <img data-src> or an element holding one');
    const calm = window.matchMedia(REDUCED_MOTION).matches;
    if (!calm) img.classList.add('vitrine-lazy');
    const loaded = () => img.classList.add('is-loaded');
    // A broken image shows too, so its alt text is not hidden.
    img.addEventListener('load', loaded, { once: true });
    img.addEventListener('error', loaded, { once: true });
    const stop = observeReveal([img], () => {
      if (!swapSources(img) || img.complete) loaded();
    });
    return () => {
      stop();
      img.removeEventListener('load', loaded);
      img.removeEventListener('error', loaded);
    };
  },
});
