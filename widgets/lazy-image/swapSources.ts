/**
 * Moves `data-src`, `data-srcset` and `data-sizes` into `src`, `srcset` and `sizes` on the image
 * and on the `<source>` elements of its `<picture>`. Returns false when there was nothing to swap.
 */
export function swapSources(img: HTMLImageElement): boolean {
  const targets: Element[] = [img];
  const picture = img.parentElement;
  if (picture instanceof HTMLPictureElement) targets.unshift(...picture.querySelectorAll('source'));
  let swapped = false;
  for (const el of targets) {
    for (const name of ['sizes', 'srcset', 'src']) {
      const value = el.getAttribute(`data-${name}`);
      if (value === null) continue;
      el.setAttribute(name, value);
      el.removeAttribute(`data-${name}`);
      swapped = true;
    }
  }
  return swapped;
}
