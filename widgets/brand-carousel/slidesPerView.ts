/** The brand carousel's themes: `default`, or `alt` (more logos, autoplay). */
export type BrandTheme = 'default' | 'alt';

/** Window widths (px, inclusive lower bounds) where the number of logos per view changes. */
export const BREAKPOINTS = [1024, 768, 480] as const;

/** Logos per view from each breakpoint down: [≥1024, ≥768, ≥480, <480]. */
const PER_VIEW: Record<BrandTheme, readonly [number, number, number, number]> = {
  default: [6, 3, 2, 1],
  alt: [7, 4, 2, 2],
};

/** Autoplay delay per theme in ms (0: no autoplay). */
export const THEME_DURATION: Record<BrandTheme, number> = { default: 0, alt: 2000 };

/** How many logos show at once in a window `width` px wide. */
export function slidesPerView(width: number, theme: BrandTheme): number {
  const perView = PER_VIEW[theme];
  const step = BREAKPOINTS.findIndex((min) => width >= min);
  return step === -1 ? perView[3] : (perView[step] ?? perView[3]);
}

/** The same table as Swiper `breakpoints` (keys are min widths; 0 holds the narrowest value). */
export function swiperBreakpoints(theme: BrandTheme): Record<number, { slidesPerView: number }> {
  const out: Record<number, { slidesPerView: number }> = { 0: { slidesPerView: slidesPerView(0, theme) } };
  for (const min of BREAKPOINTS) out[min] = { slidesPerView: slidesPerView(min, theme) };
  return out;
}
