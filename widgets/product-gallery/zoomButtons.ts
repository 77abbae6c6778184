import { t } from '../../src/index.ts';
import { openZoom } from './openZoom.ts';

/**
 * Wraps each slide's image in a button that opens the zoom on that photo. Returns the teardown,
 * which puts the images back where they were.
 */
export function wrapInZoomButtons(
  images: readonly (HTMLImageElement | null)[],
  signal: AbortSignal,
): () => void {
  const count = images.length;
  const shown = images.filter((image) => image !== null);
  const buttons = images.map((img, index) => {
    if (!img) return undefined;
    const button = document.createElement('button');
    button.type = 'button';
    button.className = 'gallery__zoom';
    button.setAttribute('aria-haspopup', 'dialog');
    button.setAttribute('aria-label', t('Catalog.GalleryZoom', { n: index + 1, count }));
    img.before(button);
    button.append(img);
    button.addEventListener(
      'click',
      () => {
        // Swiper's pointerdown keeps a click on the image from focusing the button: focus it, so
        // the zoom gives focus back here.
        button.focus({ preventScroll: true });
        const photos = shown.map((image) => ({ src: image.currentSrc || image.src, alt: image.alt }));
        openZoom(photos, shown.indexOf(img));
      },
      { signal },
    );
    return button;
  });
  return () => {
    buttons.forEach((button, index) => {
      const img = images[index];
      if (img && button) button.replaceWith(img);
    });
  };
}
