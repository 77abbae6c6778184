import { announce, arrowButton, openDialog, t } from '../../src/index.ts';

export interface ZoomImage {
  src: string;
  alt: string;
}

/** The magnifiable photo: a toggle button that zooms 2x around the pointer (or the centre by keyboard). */
function magnifier() {
  const frame = document.createElement('button');
  frame.type = 'button';
  frame.className = 'gallery-zoom__frame';
  frame.setAttribute('aria-pressed', 'false');
  frame.setAttribute('aria-label', t('Catalog.GalleryMagnify'));
  const img = document.createElement('img');
  img.className = 'gallery-zoom__image';
  img.alt = '';
  frame.append(img);
  const magnify = (on: boolean) => {
    frame.classList.toggle('is-magnified', on);
    frame.setAttribute('aria-pressed', String(on));
  };
  const follow = (event: MouseEvent) => {
    const box = frame.getBoundingClientRect();
    const x = ((event.clientX - box.left) / box.width) * 100;
    const y = ((event.clientY - box.top) / box.height) * 100;
    img.style.transformOrigin = `${x}% ${y}%`;
  };
  frame.addEventListener('click', (event) => {
    // A keyboard press (detail 0) magnifies around the centre; a pointer click around the pointer.
    if (event.detail > 0) follow(event);
    else img.style.transformOrigin = '';
    magnify(!frame.classList.contains('is-magnified'));
  });
  frame.addEventListener('pointermove', follow);
  /** Shows another photo, not magnified. */
  const showPhoto = (src: string) => {
    magnify(false);
    img.style.transformOrigin = '';
    img.src = src;
  };
  return { frame, showPhoto };
}

/** Previous/next buttons round the photo and the left/right arrow keys in the dialog. */
function addArrows(stage: HTMLElement, dialog: HTMLElement, step: (delta: 1 | -1) => void): void {
  const prev = arrowButton(
    'gallery-zoom__arrow gallery-zoom__arrow--prev',
    t('Catalog.GalleryPrevious'),
    'prev',
  );
  const next = arrowButton('gallery-zoom__arrow gallery-zoom__arrow--next', t('Catalog.GalleryNext'), 'next');
  prev.addEventListener('click', () => step(-1));
  next.addEventListener('click', () => step(1));
  stage.prepend(prev);
  stage.append(next);
  dialog.addEventListener('keydown', (event) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    event.preventDefault();
    step(event.key === 'ArrowLeft' ? -1 : 1);
  });
}

/**
 * Shows the gallery's images large in a modal, starting at `start`. With more than one image,
 * previous/next buttons and the left/right arrow keys go through them (round from the last to the
 * first); the counter under the image says which one is shown, each move announced. The image is a
 * toggle button: a click, Enter or Space magnifies it 2x around the pointer (or the centre from the
 * keyboard). Esc or the close button closes the modal; focus returns to the element that opened it
 * (openDialog does that).
 */
export function openZoom(images: readonly ZoomImage[], start: number): void {
  const count = images.length;
  let index = Math.min(Math.max(start, 0), count - 1);
  const first = images[index];
  if (!first) return;
  const handle = openDialog({
    title: first.alt || t('Catalog.GalleryImageOf', { n: index + 1, count }),
    size: 'large',
    className: 'gallery-zoom',
  });
  const title = handle.dialog.querySelector(`[id="${handle.dialog.getAttribute('aria-labelledby')}"]`);
  const { frame, showPhoto } = magnifier();
  const counter = document.createElement('p');
  counter.className = 'gallery-zoom__counter';
  const stage = document.createElement('div');
  stage.className = 'gallery-zoom__stage';
  stage.append(frame);
  handle.body.append(stage, counter);

  const show = (next: number) => {
    index = ((next % count) + count) % count;
    const image = images[index];
    if (!image) return;
    showPhoto(image.src);
    const position = t('Catalog.GalleryImageOf', { n: index + 1, count });
    // The image itself is described by the dialog title (its alt) and the counter.
    if (title) title.textContent = image.alt || position;
    // The dialog's name says the first photo as it opens; each move after it is said.
    if (counter.textContent) announce(position, 'gallery');
    counter.textContent = position;
  };
  if (count > 1) addArrows(stage, handle.dialog, (delta) => show(index + delta));
  show(index);
}
