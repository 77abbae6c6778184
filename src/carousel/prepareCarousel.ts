import { loadStrings, t } from '../i18n/index.ts';
import { type CarouselControls, createCarouselControls } from './carouselControls.ts';
import { hideSlidesOutOfView } from './slidesInView.ts';

/** A carousel's server markup, marked up for swiper, with its controls. */
export interface PreparedCarousel {
  viewport: HTMLElement;
  track: HTMLElement;
  slides: HTMLElement[];
  controls: CarouselControls;
  /** The slide the native scroll had brought to the viewport's start: swiper starts there. */
  first: number;
  /** Removes the controls and swiper's classes: the server markup is back as it was. */
  undo(): void;
}

/** The slide whose start is nearest the viewport's start (where a native scroll left the track). */
function slideAtStart(viewport: HTMLElement, slides: readonly HTMLElement[]): number {
  if (viewport.scrollLeft === 0) return 0;
  const left = viewport.getBoundingClientRect().left;
  let best = 0;
  slides.forEach((slide, index) => {
    const gap = Math.abs(slide.getBoundingClientRect().left - left);
    if (gap < Math.abs((slides[best]?.getBoundingClientRect().left ?? 0) - left)) best = index;
  });
  return best;
}

/**
 * Readies `[data-carousel-viewport] > [data-carousel-track]` inside `el` for swiper (its
 * `swiper`, `swiper-wrapper` and `swiper-slide` classes), names it a carousel and adds the
 * previous, next and pause buttons. Swiper itself stays in the widget's chunk. The track's native
 * scroll (the markup before swiper) is reset; `first` says which slide it had shown.
 * @returns undefined when the widget was unmounted while the strings loaded.
 * @throws when the markup is missing (the loader reports it; the server markup stays).
 */
export async function prepareCarousel(
  el: HTMLElement,
  widget: string,
  signal: AbortSignal,
): Promise<PreparedCarousel | undefined> {
  const viewport = el.querySelector<HTMLElement>('[data-carousel-viewport]');
  const track = viewport?.querySelector<HTMLElement>('[data-carousel-track]');
  if (!viewport || !track)
    throw new Error(`${widget} needs [data-carousel-viewport] > [data-carousel-track]`);
  await loadStrings();
  if (signal.aborted) return undefined;
  const slides = [...track.children].filter((child): child is HTMLElement => child instanceof HTMLElement);
  const first = slideAtStart(viewport, slides);
  // Swiper moves the track by transform: the native scroll goes back to 0.
  viewport.scrollLeft = 0;
  viewport.classList.add('swiper');
  track.classList.add('swiper-wrapper');
  for (const slide of slides) slide.classList.add('swiper-slide');
  el.setAttribute('aria-roledescription', t('Core.Carousel'));
  const controls = createCarouselControls(el, track);
  const undo = () => {
    controls.remove();
    hideSlidesOutOfView(slides, 0, slides.length);
    viewport.classList.remove('swiper');
    track.classList.remove('swiper-wrapper');
    track.removeAttribute('aria-live');
    for (const slide of slides) slide.classList.remove('swiper-slide');
    el.removeAttribute('aria-roledescription');
    delete el.dataset.autoplay;
  };
  return { viewport, track, slides, controls, first, undo };
}
