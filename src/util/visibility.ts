/** Share of an element that must be in view before it counts as seen (lazy load, scroll-in, `visible` widgets). */
export const VISIBLE_RATIO = 0.1;

/** The part of an IntersectionObserverEntry that `isInView` reads. */
export interface EntryLike {
  isIntersecting: boolean;
  intersectionRatio: number;
  intersectionRect: { height: number };
  rootBounds: { height: number } | null;
  boundingClientRect: { width: number; height: number };
}

/**
 * True when a tenth of the element is in view; for an element taller than ten viewports, when it
 * fills a tenth of the viewport; for an element with no box (`display: contents`, an empty inline
 * wrapper), as soon as it intersects, since it never reaches a ratio.
 */
export function isInView(entry: EntryLike): boolean {
  const { width, height } = entry.boundingClientRect;
  if (width === 0 || height === 0) return entry.isIntersecting;
  if (!entry.isIntersecting) return false;
  if (entry.intersectionRatio >= VISIBLE_RATIO) return true;
  const viewport = entry.rootBounds?.height ?? Number.POSITIVE_INFINITY;
  return entry.intersectionRect.height >= VISIBLE_RATIO * viewport;
}
