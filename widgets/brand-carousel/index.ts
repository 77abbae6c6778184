import Swiper from 'swiper';
import {
  attachAutoplay,
  createCarouselControls,
  defineWidget,
  hideSlidesOutOfView,
  loadStrings,
  option,
  t,
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
    const viewport = el.querySelector<HTMLElement>('[data-carousel-viewport]');
    const track = viewport?.querySelector<HTMLElement>('[data-carousel-track]');
    if (!viewport || !track)
      throw new Error('brand-carousel needs [data-carousel-viewport] > [data-carousel-track]');
    await loadStrings();
    if (signal.aborted) return undefined;

    const slides = [...track.children].filter((child): child is HTMLElement => child instanceof HTMLElement);
    viewport.classList.add('swiper');
    track.classList.add('swiper-wrapper');
    for (const slide of slides) slide.classList.add('swiper-slide');
    el.setAttribute('aria-roledescription', t('Core.Carousel'));
    const controls = createCarouselControls(el, track);

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
      controls.remove();
      hideSlidesOutOfView(slides, 0, slides.length);
      viewport.classList.remove('swiper');
      track.classList.remove('swiper-wrapper');
      track.removeAttribute('aria-live');
      for (const slide of slides) slide.classList.remove('swiper-slide');
      el.removeAttribute('aria-roledescription');
      delete el.dataset.autoplay;
    };
  },
});
