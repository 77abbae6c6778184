/** Thumbnails shown at a time (5). */
export const VISIBLE_THUMBNAILS = 5;

/**
 * Index of the first thumbnail shown so that `current` stays in view, centred when possible, for a
 * strip of `total` thumbnails showing `visible` at a time.
 */
export function thumbWindowStart(current: number, total: number, visible = VISIBLE_THUMBNAILS): number {
  const last = Math.max(0, total - visible);
  const centred = current - Math.floor(visible / 2);
  return Math.min(last, Math.max(0, centred));
}

/** True when the viewport width puts the gallery in its large layout (thumbnail strip beside). */
export function isLargeLayout(width: number, breakpoint: number): boolean {
  return width >= breakpoint;
}
