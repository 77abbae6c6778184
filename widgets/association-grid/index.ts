import { defineWidget, option } from '../../src/index.ts';
import { CAROUSEL_BELOW, isCarousel } from './layout.ts';
import { mountCarousel } from './mountCarousel.ts';

export default defineWidget({
  name: 'association-grid',
  strategy: 'visible',
  options: {
    /** Viewport width (px) from which the associations are a grid; below it a carousel. Default 768. */
    breakpoint: option.number(CAROUSEL_BELOW, (n) => n >= 0),
  },
  mount(el, options, { signal }) {
    let layout: 'grid' | 'loading' | 'carousel' = 'grid';
    let teardown: (() => void) | undefined;
    // A carousel whose swiper arrives after the layout went back to a grid is undone at once.
    let generation = 0;
    const apply = () => {
      const wanted = isCarousel(window.innerWidth, options.breakpoint);
      if (wanted && layout === 'grid') {
        layout = 'loading';
        const mine = ++generation;
        void mountCarousel(el, signal).then((stop) => {
          if (mine !== generation || signal.aborted) return stop();
          teardown = stop;
          layout = 'carousel';
        });
      } else if (!wanted && layout !== 'grid') {
        generation += 1;
        teardown?.();
        teardown = undefined;
        layout = 'grid';
      }
    };
    apply();
    window.addEventListener('resize', apply, { signal });
    return () => {
      generation += 1;
      teardown?.();
    };
  },
});
