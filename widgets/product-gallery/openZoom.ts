import { openDialog, t } from '../../src/index.ts';

export interface ZoomImage {
  src: string;
  alt: string;
}

/**
 * Shows one gallery image large in a modal. A click (or Enter/Space on the image) toggles a 2x
 * magnification that follows the pointer. Esc or the close button closes it; focus returns to the
 * element that opened it (openDialog does that).
 */
export function openZoom(image: ZoomImage, index: number, count: number): void {
  const handle = openDialog({
    title: image.alt || t('Catalog.GalleryImageOf', { n: index + 1, count }),
    size: 'large',
    className: 'gallery-zoom',
  });
  const frame = document.createElement('div');
  frame.className = 'gallery-zoom__frame';
  const img = document.createElement('img');
  img.src = image.src;
  img.alt = image.alt;
  img.className = 'gallery-zoom__image';
  frame.append(img);
  const counter = document.createElement('p');
  counter.className = 'gallery-zoom__counter';
  counter.textContent = t('Catalog.GalleryImageOf', { n: index + 1, count });
  handle.body.append(frame, counter);

  const follow = (event: PointerEvent) => {
    const box = frame.getBoundingClientRect();
    const x = ((event.clientX - box.left) / box.width) * 100;
    const y = ((event.clientY - box.top) / box.height) * 100;
    img.style.transformOrigin = `${x}% ${y}%`;
  };
  frame.addEventListener('click', (event) => {
    follow(event as PointerEvent);
    frame.classList.toggle('is-magnified');
  });
  frame.addEventListener('pointermove', follow);
}
