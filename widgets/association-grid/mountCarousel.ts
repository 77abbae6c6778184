import type Swiper from 'swiper';
import { arrowButton, loadStrings, loadSwiper, t } from '../../src/index.ts';
import { carouselSlides } from './layout.ts';

/**
 * Tabbing to a card out of view brings it into view (the browser would scroll the clipped list).
 * Returns the focus listener (removed at teardown).
 */
function followFocus(viewport: HTMLElement, items: HTMLElement[], swiper: Swiper, signal: AbortSignal) {
  const onFocus = (event: FocusEvent) => {
    const index = items.findIndex((item) => item.contains(event.target as Node));
    viewport.scrollLeft = 0;
    if (index >= 0) swiper.slideTo(index);
  };
  viewport.addEventListener('focusin', onFocus, { signal });
  // Focus may already be on a card (the list was scrolled natively before swiper arrived).
  viewport.scrollLeft = 0;
  const focused = items.findIndex((item) => item.contains(document.activeElement));
  if (focused > 0) swiper.slideTo(focused, 0);
  return onFocus;
}

/**
 * Makes the association list a swiper carousel with prev/next buttons, in place: the viewport,
 * list and items only get swiper's classes, so the cards (and their widgets) are never moved.
 * Swiper itself is loaded here, on demand (`loadSwiper`). Returns the teardown back to the grid.
 */
export async function mountCarousel(el: HTMLElement, signal: AbortSignal): Promise<() => void> {
  const viewport = el.querySelector<HTMLElement>('.associations__viewport');
  const list = viewport?.querySelector<HTMLElement>('.associations__list');
  if (!viewport || !list) return () => {};
  const [{ default: SwiperClass, Navigation }] = await Promise.all([loadSwiper(), loadStrings()]);
  if (signal.aborted) return () => {};
  const items = [...list.children].filter((item): item is HTMLElement => item instanceof HTMLElement);
  viewport.classList.add('swiper');
  list.classList.add('swiper-wrapper');
  for (const item of items) item.classList.add('swiper-slide');
  const prev = arrowButton(
    'associations__arrow associations__arrow--prev',
    t('Catalog.CarouselPrevious'),
    'prev',
  );
  const next = arrowButton(
    'associations__arrow associations__arrow--next',
    t('Catalog.CarouselNext'),
    'next',
  );
  viewport.after(prev, next);
  el.classList.add('associations--carousel');

  const swiper: Swiper = new SwiperClass(viewport, {
    modules: [Navigation],
    slidesPerView: carouselSlides(window.innerWidth),
    spaceBetween: 12,
    watchOverflow: true,
    navigation: { prevEl: prev, nextEl: next },
  });
  const onFocus = followFocus(viewport, items, swiper, signal);
  const onResize = () => {
    swiper.params.slidesPerView = carouselSlides(window.innerWidth);
    swiper.update();
  };
  window.addEventListener('resize', onResize, { signal });

  return () => {
    viewport.removeEventListener('focusin', onFocus);
    window.removeEventListener('resize', onResize);
    swiper.destroy(true, true);
    prev.remove();
    next.remove();
    el.classList.remove('associations--carousel');
    viewport.classList.remove('swiper');
    list.classList.remove('swiper-wrapper');
    for (const item of items) item.classList.remove('swiper-slide');
  };
}
