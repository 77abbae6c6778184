import Swiper from 'swiper';
import { Navigation } from 'swiper/modules';
import { arrowButton, t } from '../../src/index.ts';
import { openZoom } from './openZoom.ts';
import { isLargeLayout, thumbWindowStart } from './thumbWindow.ts';

export interface GalleryOptions {
  thumbnails: number;
  breakpoint: number;
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

  const viewer = document.createElement('div');
  viewer.className = 'gallery__viewer';
  const main = document.createElement('div');
  main.className = 'gallery__main swiper';
  list.before(viewer);
  viewer.append(main);
  main.append(list);
  list.classList.add('swiper-wrapper');

  const zoomButtons = items.map((li, index) => {
    li.classList.add('swiper-slide');
    const img = images[index];
    const button = document.createElement('button');
    button.type = 'button';
    button.className = 'gallery__zoom';
    button.setAttribute('aria-haspopup', 'dialog');
    button.setAttribute('aria-label', t('Catalog.GalleryZoom', { n: index + 1, count }));
    if (img) {
      img.before(button);
      button.append(img);
      button.addEventListener(
        'click',
        () => {
          // Swiper's pointerdown keeps a click on the image from focusing the button: focus it, so
          // the zoom gives focus back here.
          button.focus({ preventScroll: true });
          const all = images.filter((image) => image !== null);
          openZoom(
            all.map((image) => ({ src: image.currentSrc || image.src, alt: image.alt })),
            all.indexOf(img),
          );
        },
        { signal },
      );
    }
    return button;
  });

  const added: HTMLElement[] = [viewer];
  let thumbButtons: HTMLButtonElement[] = [];
  let thumbs: Swiper | undefined;
  let counter: HTMLElement | undefined;
  const multiple = count > 1;
  const prev = arrowButton('gallery__arrow gallery__arrow--prev', t('Catalog.GalleryPrevious'), 'prev');
  const next = arrowButton('gallery__arrow gallery__arrow--next', t('Catalog.GalleryNext'), 'next');
  if (multiple) main.append(prev, next);

  const slider = new Swiper(main, {
    modules: [Navigation],
    slidesPerView: 1,
    spaceBetween: 0,
    watchOverflow: true,
    navigation: multiple ? { prevEl: prev, nextEl: next } : false,
  });

  if (multiple) {
    const strip = document.createElement('div');
    strip.className = 'gallery__thumbs swiper';
    strip.setAttribute('role', 'group');
    strip.setAttribute('aria-label', t('Catalog.GalleryThumbnails'));
    strip.style.setProperty('--gallery-thumbs', String(Math.min(options.thumbnails, count)));
    const wrapper = document.createElement('div');
    wrapper.className = 'swiper-wrapper';
    strip.append(wrapper);
    thumbButtons = images.map((img, index) => {
      const slide = document.createElement('div');
      slide.className = 'swiper-slide';
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
      button.addEventListener('click', () => slider.slideTo(index), { signal });
      slide.append(button);
      wrapper.append(slide);
      return button;
    });
    counter = document.createElement('p');
    counter.className = 'gallery__counter';
    counter.setAttribute('aria-live', 'polite');
    viewer.append(strip, counter);
    thumbs = new Swiper(strip, {
      direction: 'vertical',
      slidesPerView: Math.min(options.thumbnails, count),
      spaceBetween: 8,
      watchOverflow: true,
      // Thumbnails are buttons: let a click through instead of starting a drag.
      allowTouchMove: count > options.thumbnails,
    });
  }

  const show = (index: number) => {
    items.forEach((li, i) => {
      // Only the shown slide can be tabbed to or read; the others are off-screen.
      li.inert = i !== index;
    });
    thumbButtons.forEach((button, i) => {
      if (i === index) button.setAttribute('aria-current', 'true');
      else button.removeAttribute('aria-current');
    });
    thumbs?.slideTo(thumbWindowStart(index, count, options.thumbnails));
    if (counter) counter.textContent = t('Catalog.GalleryImageOf', { n: index + 1, count });
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
    items.forEach((li, index) => {
      li.inert = false;
      li.classList.remove('swiper-slide');
      const img = images[index];
      const button = zoomButtons[index];
      if (img && button) button.replaceWith(img);
    });
    list.classList.remove('swiper-wrapper');
    viewer.before(list);
    for (const node of added) node.remove();
  };
}
