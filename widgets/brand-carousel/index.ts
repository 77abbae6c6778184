import { defineWidget, option, startOnUse, startSwiper, wireCarousel } from '../../src/index.ts';
import { type BrandTheme, swiperBreakpoints, THEME_DURATION } from './slidesPerView.ts';

/** Runs the carousel from the logo the native scroll shows, a few logos a view by the theme. */
async function startCarousel(el: HTMLElement, theme: BrandTheme, firstTurn: number, signal: AbortSignal) {
  const choices = { breakpoints: swiperBreakpoints(theme), spaceBetween: 16, speed: 400 };
  const started = await startSwiper(el, 'brand-carousel', choices, signal);
  if (!started) return undefined;
  const duration = THEME_DURATION[theme];
  return wireCarousel({ root: el, ...started, duration, firstTurn, signal });
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
