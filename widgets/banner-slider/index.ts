import Swiper from 'swiper';
import {
  attachAutoplay,
  defineWidget,
  hideSlidesOutOfView,
  option,
  prepareCarousel,
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
    const carousel = await prepareCarousel(el, 'banner-slider', signal);
    if (!carousel) return undefined;
    const { viewport, track, slides, controls } = carousel;
    const videos = slides.map((slide) => slide.querySelector('video'));
    for (const video of videos) if (video) video.muted = options.muted;

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
      carousel.undo();
    };
  },
});
