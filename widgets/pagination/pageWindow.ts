/** Distance of each page link from the current page, and whether it stays visible. */
export function visiblePages(pages: readonly number[], current: number, radius: number): boolean[] {
  return pages.map((page) => Math.abs(page - current) <= radius);
}

/** The window of pages to show: `radius` pages each side of the current one, within 1..count. */
export function pageWindow(current: number, count: number, radius: number): number[] {
  const first = Math.max(1, current - radius);
  const last = Math.min(count, current + radius);
  return Array.from({ length: Math.max(0, last - first + 1) }, (_, index) => first + index);
}
