import {
  defineWidget,
  option,
  prefersReducedMotion,
  startOnUse,
  startSwiper,
  wireCarousel,
} from '../../src/index.ts';
import { videoActions } from './videoActions.ts';
import { takeOverVideos } from './videoControls.ts';

/** Plays the video of the slide shown (unless motion is reduced or the slider stopped) and pauses the others. */
function syncVideos(root: HTMLElement, videos: readonly (HTMLVideoElement | null)[], active: number): void {
  const actions = videoActions(
    videos.map((video) => video !== null),
    active,
    !prefersReducedMotion() && root.dataset.autoplay !== 'stopped',
  );
  actions.forEach((action, index) => {
    const video = videos[index];
    if (!video || action === 'none') return;
    if (action === 'pause') video.pause();
    // A refused play (an unmuted video without a gesture) leaves the video on its controls.
    else video.play().catch(() => {});
  });
}

interface SliderOptions {
  duration: number;
  pauseOnHover: boolean;
  muted: boolean;
}

/** Runs the slider from the slide the native scroll shows, its videos playing with their slide. */
async function startSlider(el: HTMLElement, options: SliderOptions, firstTurn: number, signal: AbortSignal) {
  const started = await startSwiper(el, 'banner-slider', { slidesPerView: 1, speed: 500 }, signal);
  if (!started) return undefined;
  const { carousel, swiper } = started;
  const videos = carousel.slides.map((slide) => slide.querySelector('video'));
  for (const video of videos) if (video) video.muted = options.muted;
  const unwire = wireCarousel({
    root: el,
    carousel,
    swiper,
    duration: options.duration,
    firstTurn,
    pauseOnHover: options.pauseOnHover,
    onSlide: () => syncVideos(el, videos, swiper.activeIndex),
    signal,
  });
  const toggle = options.duration > 0 ? carousel.controls.toggle : null;
  const giveBack = takeOverVideos(el, toggle, videos, () => swiper.activeIndex, signal);
  return () => {
    for (const video of videos) video?.pause();
    giveBack();
    unwire();
  };
}

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
  mount(el, options, { signal }) {
    return startOnUse({
      root: el,
      duration: options.duration,
      signal,
      start: (firstTurn) => startSlider(el, options, firstTurn, signal),
    });
  },
});
