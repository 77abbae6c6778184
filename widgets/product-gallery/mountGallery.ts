import Swiper from 'swiper';
import { Navigation } from 'swiper/modules';
import { arrowButton, t } from '../../src/index.ts';
import { createThumbStrip } from './thumbStrip.ts';
import { isLargeLayout, thumbWindowStart } from './thumbWindow.ts';
import { wrapInZoomButtons } from './zoomButtons.ts';

export interface GalleryOptions {
  thumbnails: number;
  breakpoint: number;
}

/** The main slider: one photo at a time, swipe and previous/next arrows when there are several. */
function mainSlider(main: HTMLElement, count: number): Swiper {
  const multiple = count > 1;
  const prev = arrowButton('gallery__arrow gallery__arrow--prev', t('Catalog.GalleryPrevious'), 'prev');
  const next = arrowButton('gallery__arrow gallery__arrow--next', t('Catalog.GalleryNext'), 'next');
  if (multiple) main.append(prev, next);
  return new Swiper(main, {
    modules: [Navigation],
    slidesPerView: 1,
    spaceBetween: 0,
    watchOverflow: true,
    navigation: multiple ? { prevEl: prev, nextEl: next } : false,
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

/**
 * Turns the server's list of images into a main slider (one image at a time, swipe and prev/next),
 * a strip of thumbnail buttons beside it and a zoom modal. Returns the teardown, which puts the
 * server markup back as it was.
 */
export function mountGallery(el: HTMLElement, options: GalleryOptions, signal: AbortSignal): () => void {
  const list = el.querySelector<HTMLUListElement>('.gallery__images');
  const items = list
    ? [...list.children].filter((li): li is HTMLLIElement => li instanceof HTMLLIElement)
    : [];
  if (!list || items.length === 0) return () => {};
  const count = items.length;
  const images = items.map((li) => li.querySelector('img'));
  const { viewer, main, unwrap } = wrapList(list, items);
  const unwrapImages = wrapInZoomButtons(images, signal);
  const slider = mainSlider(main, count);
  const strip =
    count > 1 ? createThumbStrip(images, options.thumbnails, (i) => slider.slideTo(i), signal) : undefined;
  const counter = document.createElement('p');
  counter.className = 'gallery__counter';
  counter.setAttribute('aria-live', 'polite');
  if (strip) viewer.append(strip.element, counter);
  const thumbs = strip?.start();

  const show = (index: number) => {
    // Only the shown slide can be tabbed to or read; the others are off-screen.
    items.forEach((li, i) => {
      li.inert = i !== index;
    });
    strip?.buttons.forEach((button, i) => {
      if (i === index) button.setAttribute('aria-current', 'true');
      else button.removeAttribute('aria-current');
    });
    thumbs?.slideTo(thumbWindowStart(index, count, options.thumbnails));
    if (strip) counter.textContent = t('Catalog.GalleryImageOf', { n: index + 1, count });
  };
  slider.on('slideChange', () => show(slider.activeIndex));
  show(slider.activeIndex);

  const layout = () =>
    el.classList.toggle('gallery--large', isLargeLayout(window.innerWidth, options.breakpoint));
  layout();
  window.addEventListener('resize', layout, { signal });
  el.classList.add('gallery--enhanced');
  return () => {
    thumbs?.destroy(true, true);
    slider.destroy(true, true);
    el.classList.remove('gallery--enhanced', 'gallery--large');
    unwrapImages();
    unwrap();
  };
}
