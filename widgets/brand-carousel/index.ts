import Swiper from 'swiper';
import {
  defineWidget,
  option,
  prefersReducedMotion,
  prepareCarousel,
  wireCarousel,
} from '../../src/index.ts';
import { type BrandTheme, swiperBreakpoints, THEME_DURATION } from './slidesPerView.ts';

export default defineWidget({
  name: 'brand-carousel',
  strategy: 'visible',
  options: {
    /** `default` (6/3/2/1 logos, no autoplay) or `alt` (7/4/2 logos, autoplay every 2000 ms). */
    theme: option.string('default', (v) => v === 'default' || v === 'alt'),
  },
  async mount(el, options, { signal }) {
    const theme = options.theme as BrandTheme;
    const carousel = await prepareCarousel(el, 'brand-carousel', signal);
    if (!carousel) return undefined;
    const swiper = new Swiper(carousel.viewport, {
      breakpoints: swiperBreakpoints(theme),
      spaceBetween: 16,
      rewind: true,
      speed: prefersReducedMotion() ? 0 : 400,
    });
    return wireCarousel({ root: el, carousel, swiper, duration: THEME_DURATION[theme], signal });
  },
});
