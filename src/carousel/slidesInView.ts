/** The indexes of the slides in view: `perView` slides from `first`, clipped to the last slide. */
export function slidesInView(first: number, perView: number, total: number): number[] {
  const start = Math.max(0, Math.min(first, total - 1));
  const count = Math.max(1, Math.floor(perView));
  const end = Math.min(total, start + count);
  return Array.from({ length: Math.max(0, end - start) }, (_, i) => start + i);
}

/**
 * Hides the slides outside the view from assistive technology and from the keyboard (`inert`
 * and `aria-hidden="true"`); the slides in view get both removed.
 */
export function hideSlidesOutOfView(slides: readonly HTMLElement[], first: number, perView: number): void {
  const inView = new Set(slidesInView(first, perView, slides.length));
  slides.forEach((slide, index) => {
    const hidden = !inView.has(index);
    slide.inert = hidden;
    if (hidden) slide.setAttribute('aria-hidden', 'true');
    else slide.removeAttribute('aria-hidden');
  });
}
