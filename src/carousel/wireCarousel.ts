import type Swiper from 'swiper';
import { attachAutoplay } from './attachAutoplay.ts';
import type { PreparedCarousel } from './prepareCarousel.ts';
import { hideSlidesOutOfView } from './slidesInView.ts';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

/** True when the customer asked for reduced motion (slides then change without animation). */
export function prefersReducedMotion(): boolean {
  return window.matchMedia(REDUCED_MOTION).matches;
}

export interface CarouselWiring {
  /** The widget's element (hover and focus inside it pause autoplay). */
  root: HTMLElement;
  /** `prepareCarousel`'s result. */
  carousel: PreparedCarousel;
  /** The widget's swiper on `carousel.viewport` (swiper stays in the widget's chunk). */
  swiper: Swiper;
  /** Milliseconds between slides; 0 means no autoplay. */
  duration: number;
  /** Pause while the pointer is over the carousel; default true. */
  pauseOnHover?: boolean;
  /** The wait before the first automatic turn (ms); default `duration`. */
  firstTurn?: number;
  /** Runs at start and on every slide change, after the slides out of view were hidden. */
  onSlide?(): void;
  signal: AbortSignal;
}

/**
 * The wiring every carousel shares: previous/next buttons drive the swiper, the autoplay runs (and
 * waits again after every change), and slides out of view are hidden from keyboard and screen
 * readers at start, on every slide change, breakpoint and resize. Returns the teardown, which
 * destroys the swiper and gives the server markup back.
 */
export function wireCarousel(wiring: CarouselWiring): () => void {
  const { root, carousel, swiper, signal } = wiring;
  const { track, slides, controls } = carousel;
  const hide = () =>
    hideSlidesOutOfView(slides, swiper.activeIndex, Number(swiper.params.slidesPerView) || 1);
  const sync = () => {
    hide();
    wiring.onSlide?.();
  };
  const autoplay = attachAutoplay({
    root,
    duration: wiring.duration,
    pauseOnHover: wiring.pauseOnHover ?? true,
    firstWait: wiring.firstTurn,
    live: track,
    toggle: controls.toggle,
    advance: () => swiper.slideNext(),
    signal,
  });
  swiper.on('slideChange', () => {
    sync();
    autoplay.restart();
  });
  swiper.on('breakpoint', hide);
  swiper.on('resize', hide);
  controls.previous.addEventListener('click', () => swiper.slidePrev(), { signal });
  controls.next.addEventListener('click', () => swiper.slideNext(), { signal });
  sync();
  return () => {
    swiper.destroy(true, true);
    carousel.undo();
  };
}
