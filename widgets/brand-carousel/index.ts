import {
  defineWidget,
  loadStrings,
  loadSwiper,
  option,
  prefersReducedMotion,
  prepareCarousel,
  startOnUse,
  wireCarousel,
} from '../../src/index.ts';
import { type BrandTheme, swiperBreakpoints, THEME_DURATION } from './slidesPerView.ts';

/** Loads swiper and the strings, then runs the carousel from the logo the native scroll shows. */
async function startCarousel(el: HTMLElement, theme: BrandTheme, firstTurn: number, signal: AbortSignal) {
  const [{ default: Swiper }] = await Promise.all([loadSwiper(), loadStrings()]);
  const carousel = await prepareCarousel(el, 'brand-carousel', signal);
  if (!carousel) return undefined;
  const swiper = new Swiper(carousel.viewport, {
    breakpoints: swiperBreakpoints(theme),
    spaceBetween: 16,
    rewind: true,
    initialSlide: carousel.first,
    speed: prefersReducedMotion() ? 0 : 400,
  });
  const duration = THEME_DURATION[theme];
  return wireCarousel({ root: el, carousel, swiper, duration, firstTurn, signal });
}

export default defineWidget({
  name: 'brand-carousel',
  strategy: 'visible',
  options: {
    /** `default` (6/3/2/1 logos, no autoplay) or `alt` (7/4/2 logos, autoplay every 2000 ms). */
    theme: option.string('default', (v) => v === 'default' || v === 'alt'),
  },
  mount(el, options, { signal }) {
    const theme = options.theme as BrandTheme;
    return startOnUse({
      root: el,
      duration: THEME_DURATION[theme],
      signal,
      start: (firstTurn) => startCarousel(el, theme, firstTurn, signal),
    });
  },
});
