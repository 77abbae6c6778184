/**
 * Masonry without reordering: the list is a CSS grid of small rows (`grid-auto-rows`), and each card
 * spans as many rows as its height needs, so cards pack under one another in reading order
 * (DOM order = visual order, left to right, for keyboard and screen-reader users).
 */
export function rowSpan(height: number, rowHeight: number, gap: number): number {
  if (!(height > 0) || !(rowHeight > 0)) return 1;
  return Math.max(1, Math.ceil((height + gap) / (rowHeight + Math.max(0, gap))));
}

/** Sets every card's `grid-row-end: span n` from its content height; returns the undo. */
export function layoutMasonry(items: HTMLElement, signal: AbortSignal): () => void {
  const apply = () => {
    const style = getComputedStyle(items);
    const row = Number.parseFloat(style.gridAutoRows);
    const gap = Number.parseFloat(style.rowGap) || 0;
    for (const card of items.children) {
      if (!(card instanceof HTMLElement)) continue;
      // The card's own height plus its bottom margin (the space to the card below).
      const height =
        card.getBoundingClientRect().height + (Number.parseFloat(getComputedStyle(card).marginBottom) || 0);
      card.style.gridRowEnd = `span ${rowSpan(height, row, gap)}`;
    }
  };
  const observer = new ResizeObserver(() => apply());
  observer.observe(items);
  for (const card of items.children) observer.observe(card);
  // Photos change the cards' heights as they arrive.
  items.addEventListener('load', apply, { capture: true, signal });
  apply();
  return () => {
    observer.disconnect();
    for (const card of items.children) if (card instanceof HTMLElement) card.style.gridRowEnd = '';
  };
}
