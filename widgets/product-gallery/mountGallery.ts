import type Swiper from 'swiper';
import { afterFrame, announce, arrowButton, loadSwiper, t, takeTurn } from '../../src/index.ts';

import { createThumbStrip, type ThumbStrip } from './thumbStrip.ts';
import { isLargeLayout, thumbWindowStart } from './thumbWindow.ts';
import { wrapInZoomButtons } from './zoomButtons.ts';

export interface GalleryOptions {
  thumbnails: number;
  breakpoint: number;
}

/** The main slider's previous/next arrows, added to it when there are several photos. */
function addArrows(main: HTMLElement, count: number) {
  if (count < 2) return undefined;
  const prev = arrowButton('gallery__arrow gallery__arrow--prev', t('Catalog.GalleryPrevious'), 'prev');
  const next = arrowButton('gallery__arrow gallery__arrow--next', t('Catalog.GalleryNext'), 'next');
  main.append(prev, next);
  return { prevEl: prev, nextEl: next };
}

type SwiperModule = Awaited<ReturnType<typeof loadSwiper>>;

/** The main slider: one photo at a time, swipe and the previous/next arrows when there are several. */
function mainSlider(swiper: SwiperModule, main: HTMLElement, arrows: ReturnType<typeof addArrows>): Swiper {
  return new swiper.default(main, {
    modules: [swiper.Navigation],
    slidesPerView: 1,
    spaceBetween: 0,
    watchOverflow: true,
    navigation: arrows ?? false,
  });
}

/** Wraps the server's list in the viewer and slider elements; returns the viewer and its undo. */
function wrapList(list: HTMLUListElement, items: readonly HTMLLIElement[]) {
  const viewer = document.createElement('div');
  viewer.className = 'gallery__viewer';
  const main = document.createElement('div');
  main.className = 'gallery__main swiper';
  list.before(viewer);
  viewer.append(main);
  main.append(list);
  list.classList.add('swiper-wrapper');
  for (const li of items) li.classList.add('swiper-slide');
  const unwrap = () => {
    for (const li of items) {
      li.inert = false;
      li.classList.remove('swiper-slide');
    }
    list.classList.remove('swiper-wrapper');
    viewer.before(list);
    viewer.remove();
  };
  return { viewer, main, unwrap };
}

/** The "image n of count" line under the photo (said when the customer moves to another photo). */
function createCounter(): HTMLParagraphElement {
  const counter = document.createElement('p');
  counter.className = 'gallery__counter';
  return counter;
}

/** Keeps the large layout (thumbnails beside the photo) in step with the window's width. */
function followLayout(el: HTMLElement, breakpoint: number, signal: AbortSignal) {
  const layout = () => el.classList.toggle('gallery--large', isLargeLayout(window.innerWidth, breakpoint));
  layout();
  window.addEventListener('resize', layout, { signal });
}

/** What changes when a photo is shown: the slides, the strip and its slider, the counter. */
interface ShownParts {
  items: readonly HTMLLIElement[];
  strip: ThumbStrip | undefined;
  thumbs: Swiper | undefined;
  counter: HTMLParagraphElement;
  thumbnails: number;
}

/** Marks photo `index` as the shown one: its slide, its thumbnail, the strip's window, the counter. */
function markShown(index: number, { items, strip, thumbs, counter, thumbnails }: ShownParts) {
  const count = items.length;
  // Only the shown slide can be tabbed to or read; the others are off-screen.
  items.forEach((li, i) => {
    li.inert = i !== index;
  });
  strip?.buttons.forEach((button, i) => {
    if (i === index) button.setAttribute('aria-current', 'true');
    else button.removeAttribute('aria-current');
  });
  thumbs?.slideTo(thumbWindowStart(index, count, thumbnails));
  if (!strip) return;
  const position = t('Catalog.GalleryImageOf', { n: index + 1, count });
  // The first photo's line is read with the page; a move to another photo is said.
  if (counter.textContent && counter.textContent !== position) announce(position, 'gallery');
  counter.textContent = position;
}

/**
 * Turns the server's list of images into a main slider (one image at a time, swipe and prev/next),
 * a strip of thumbnail buttons beside it and a zoom modal, in four tasks so that no one of them is a
 * long task on a slow phone: the strip built out of the document (swiper asked for meanwhile); the
 * photos wrapped, with the arrows, the strip and the counter put in; after the next frame and
 * swiper's arrival the main slider; then the strip's slider. Returns the teardown, which puts the server markup back as it was (the viewer, with the
 * arrows, strip and counter, goes with `unwrap`); undefined when the widget was unmounted before
 * anything changed.
 */
export async function mountGallery(
  el: HTMLElement,
  options: GalleryOptions,
  signal: AbortSignal,
): Promise<(() => void) | undefined> {
  const list = el.querySelector<HTMLUListElement>('.gallery__images');
  const items = list
    ? [...list.children].filter((li): li is HTMLLIElement => li instanceof HTMLLIElement)
    : [];
  if (!list || items.length === 0) return () => {};
  const count = items.length;
  const images = items.map((li) => li.querySelector('img'));
  let slider: Swiper | undefined;
  const swiper = loadSwiper();
  const strip =
    count > 1 ? createThumbStrip(images, options.thumbnails, (i) => slider?.slideTo(i), signal) : undefined;
  await takeTurn();
  if (signal.aborted) return undefined;

  const { viewer, main, unwrap } = wrapList(list, items);
  const unwrapImages = wrapInZoomButtons(images, signal);
  const arrows = addArrows(main, count);
  const counter = createCounter();
  if (strip) viewer.append(strip.element, counter);
  followLayout(el, options.breakpoint, signal);
  el.classList.add('gallery--enhanced');
  let thumbs: Swiper | undefined;
  const teardown = () => {
    thumbs?.destroy(true, true);
    slider?.destroy(true, true);
    el.classList.remove('gallery--enhanced', 'gallery--large');
    unwrapImages();
    unwrap();
  };
  // Swiper measures the slider when it starts: after the frame that laid out the markup written
  // above, that read is not a forced layout (it was most of this turn's long task on a slow phone).
  const [swiperModule] = await Promise.all([swiper, afterFrame()]);
  if (signal.aborted) return teardown;
  const shown = mainSlider(swiperModule, main, arrows);
  slider = shown;
  const show = (index: number) =>
    markShown(index, { items, strip, thumbs, counter, thumbnails: options.thumbnails });
  shown.on('slideChange', () => show(shown.activeIndex));
  show(shown.activeIndex);
  await takeTurn();
  // Unmounted meanwhile: the loader calls the teardown it gets.
  if (!signal.aborted && strip) {
    thumbs = strip.start(swiperModule.default);
    show(shown.activeIndex);
  }
  return teardown;
}
