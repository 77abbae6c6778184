import Swiper from 'swiper';
import {
  attachAutoplay,
  defineWidget,
  hideSlidesOutOfView,
  option,
  prepareCarousel,
} from '../../src/index.ts';
import { type BrandTheme, swiperBreakpoints, THEME_DURATION } from './slidesPerView.ts';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

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
    const { viewport, track, slides, controls } = carousel;

    const swiper = new Swiper(viewport, {
      breakpoints: swiperBreakpoints(theme),
      spaceBetween: 16,
      rewind: true,
      speed: window.matchMedia(REDUCED_MOTION).matches ? 0 : 400,
    });
    const sync = () =>
      hideSlidesOutOfView(slides, swiper.activeIndex, Number(swiper.params.slidesPerView) || 1);
    const autoplay = attachAutoplay({
      root: el,
      duration: THEME_DURATION[theme],
      live: track,
      toggle: controls.toggle,
      advance: () => swiper.slideNext(),
      signal,
    });
    swiper.on('slideChange', () => {
      sync();
      autoplay.restart();
    });
    swiper.on('breakpoint', sync);
    swiper.on('resize', sync);
    controls.previous.addEventListener('click', () => swiper.slidePrev(), { signal });
    controls.next.addEventListener('click', () => swiper.slideNext(), { signal });
    sync();

    return () => {
      swiper.destroy(true, true);
      carousel.undo();
    };
  },
});
