/** Width (px) from which associations show as a grid; below it they are a carousel. */
export const CAROUSEL_BELOW = 768;

/** Cards per carousel view at a small viewport width: one and a peek on phones, two above 480 px. */
export function carouselSlides(width: number): number {
  return width < 480 ? 1.25 : 2.25;
}

/** True when the associations should be a carousel at this viewport width. */
export function isCarousel(width: number, breakpoint = CAROUSEL_BELOW): boolean {
  return width < breakpoint;
}
