import { isInView, VISIBLE_RATIO } from '../util/visibility.ts';

/** Calls `onReveal(el)` once for each element when it comes into view (`isInView`); returns the stop function. */
export function observeReveal(elements: Element[], onReveal: (el: Element) => void): () => void {
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!isInView(entry)) continue;
        observer.unobserve(entry.target);
        onReveal(entry.target);
      }
    },
    { threshold: [0, VISIBLE_RATIO] },
  );
  for (const el of elements) observer.observe(el);
  return () => observer.disconnect();
}
