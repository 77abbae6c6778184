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
import { videoActions } from './videoActions.ts';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

export default defineWidget({
  name: 'banner-slider',
  strategy: 'visible',
  options: {
    /** Milliseconds each slide stays before the next; default 0: no autoplay. */
    duration: option.number(0, (n) => n >= 0),
    /** Pause the autoplay while the pointer is over the slider; default true. */
    pauseOnHover: option.boolean(true),
    /** Start video slides muted; default true. */
    muted: option.boolean(true),
  },
  async mount(el, options, { signal }) {
    const viewport = el.querySelector<HTMLElement>('[data-carousel-viewport]');
    const track = viewport?.querySelector<HTMLElement>('[data-carousel-track]');
    if (!viewport || !track)
      throw new Error('banner-slider needs [data-carousel-viewport] > [data-carousel-track]');
    await loadStrings();
    if (signal.aborted) return undefined;

    const slides = [...track.children].filter((child): child is HTMLElement => child instanceof HTMLElement);
    const videos = slides.map((slide) => slide.querySelector('video'));
    for (const video of videos) if (video) video.muted = options.muted;
    viewport.classList.add('swiper');
    track.classList.add('swiper-wrapper');
    for (const slide of slides) slide.classList.add('swiper-slide');
    el.setAttribute('aria-roledescription', t('Core.Carousel'));
    const controls = createCarouselControls(el, track);

    const reducedMotion = window.matchMedia(REDUCED_MOTION).matches;
    const swiper = new Swiper(viewport, { slidesPerView: 1, rewind: true, speed: reducedMotion ? 0 : 500 });
    const syncVideos = () => {
      const actions = videoActions(
        videos.map((video) => video !== null),
        swiper.activeIndex,
        !window.matchMedia(REDUCED_MOTION).matches,
      );
      actions.forEach((action, index) => {
        const video = videos[index];
        if (!video || action === 'none') return;
        if (action === 'pause') video.pause();
        // A refused play (an unmuted video without a gesture) leaves the video on its controls.
        else video.play().catch(() => {});
      });
    };
    const sync = () => {
      hideSlidesOutOfView(slides, swiper.activeIndex, 1);
      syncVideos();
    };
    const autoplay = attachAutoplay({
      root: el,
      duration: options.duration,
      pauseOnHover: options.pauseOnHover,
      live: track,
      toggle: controls.toggle,
      advance: () => swiper.slideNext(),
      signal,
    });
    swiper.on('slideChange', () => {
      sync();
      autoplay.restart();
    });
    controls.previous.addEventListener('click', () => swiper.slidePrev(), { signal });
    controls.next.addEventListener('click', () => swiper.slideNext(), { signal });
    sync();

    return () => {
      for (const video of videos) video?.pause();
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
