import { VISIBLE_RATIO } from '../loader/triggers.ts';

/** Share of an element that must be in view before it is revealed: the loader's. */
export { VISIBLE_RATIO };

/** The part of an IntersectionObserverEntry that `isRevealed` reads. */
export interface EntryLike {
  isIntersecting: boolean;
  intersectionRatio: number;
  intersectionRect: { height: number };
  rootBounds: { height: number } | null;
}

/**
 * True when 10% of the element is in view, or, for an element taller than ten viewports, when it
 * fills 10% of the viewport.
 */
export function isRevealed(entry: EntryLike): boolean {
  if (!entry.isIntersecting) return false;
  if (entry.intersectionRatio >= VISIBLE_RATIO) return true;
  const viewport = entry.rootBounds?.height ?? Number.POSITIVE_INFINITY;
  return entry.intersectionRect.height >= VISIBLE_RATIO * viewport;
}

/** Calls `onReveal(el)` once for each element when it is revealed; returns the stop function. */
export function observeReveal(elements: Element[], onReveal: (el: Element) => void): () => void {
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!isRevealed(entry)) continue;
        observer.unobserve(entry.target);
        onReveal(entry.target);
      }
    },
    { threshold: [0, VISIBLE_RATIO] },
  );
  for (const el of elements) observer.observe(el);
  return () => observer.disconnect();
}
