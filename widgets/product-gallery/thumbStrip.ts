import type Swiper from 'swiper';
import { t } from '../../src/index.ts';

/** The vertical strip of thumbnail buttons beside the main photo. */
export interface ThumbStrip {
  readonly element: HTMLElement;
  readonly buttons: readonly HTMLButtonElement[];
  /** Starts the strip's swiper with swiper's class (the element must be in the document). */
  start(SwiperClass: typeof Swiper): Swiper;
}

function thumbButton(img: HTMLImageElement | null, index: number, count: number): HTMLButtonElement {
  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'gallery__thumb';
  button.setAttribute('aria-label', t('Catalog.GalleryImageOf', { n: index + 1, count }));
  const thumb = document.createElement('img');
  thumb.src = img?.getAttribute('src') ?? '';
  thumb.alt = '';
  thumb.width = 96;
  thumb.height = 96;
  button.append(thumb);
  return button;
}

/** Builds the strip: `visible` thumbnails at a time, a click on one shows its photo. */
export function createThumbStrip(
  images: readonly (HTMLImageElement | null)[],
  visible: number,
  pick: (index: number) => void,
  signal: AbortSignal,
): ThumbStrip {
  const count = images.length;
  const element = document.createElement('div');
  // Vertical from the start: the strip is in place a turn before its slider starts.
  element.className = 'gallery__thumbs swiper swiper-vertical';
  element.setAttribute('role', 'group');
  element.setAttribute('aria-label', t('Catalog.GalleryThumbnails'));
  element.style.setProperty('--gallery-thumbs', String(Math.min(visible, count)));
  const wrapper = document.createElement('div');
  wrapper.className = 'swiper-wrapper';
  element.append(wrapper);
  const buttons = images.map((img, index) => {
    const slide = document.createElement('div');
    slide.className = 'swiper-slide';
    const button = thumbButton(img, index, count);
    button.addEventListener('click', () => pick(index), { signal });
    slide.append(button);
    wrapper.append(slide);
    return button;
  });
  const start = (SwiperClass: typeof Swiper) =>
    new SwiperClass(element, {
      direction: 'vertical',
      slidesPerView: Math.min(visible, count),
      spaceBetween: 8,
      watchOverflow: true,
      // Thumbnails are buttons: let a click through instead of starting a drag.
      allowTouchMove: count > visible,
    });
  return { element, buttons, start };
}
