import type Swiper from 'swiper';
import type { SwiperOptions } from 'swiper/types';
import { loadStrings } from '../i18n/index.ts';
import { loadSwiper } from '../libraries/libraries.ts';
import { type PreparedCarousel, prepareCarousel } from './prepareCarousel.ts';
import { prefersReducedMotion } from './wireCarousel.ts';

/** What a carousel chooses of swiper's options; `speed` is a slide's move in ms (0 when motion is reduced). */
export type SwiperChoices = Omit<SwiperOptions, 'initialSlide' | 'rewind' | 'speed'> & { speed: number };

/**
 * The start every slide carousel shares: swiper and the strings loaded, the markup taken over
 * (`prepareCarousel`, `name` for its messages), then swiper running from the slide the native
 * scroll showed, rewinding at the ends. Undefined when the mount ended meanwhile or there is no slide.
 */
export async function startSwiper(
  el: HTMLElement,
  name: string,
  choices: SwiperChoices,
  signal: AbortSignal,
): Promise<{ carousel: PreparedCarousel; swiper: Swiper } | undefined> {
  const [{ default: SwiperClass }] = await Promise.all([loadSwiper(), loadStrings()]);
  const carousel = await prepareCarousel(el, name, signal);
  if (!carousel) return undefined;
  const swiper = new SwiperClass(carousel.viewport, {
    ...choices,
    rewind: true,
    initialSlide: carousel.first,
    speed: prefersReducedMotion() ? 0 : choices.speed,
  });
  return { carousel, swiper };
}
