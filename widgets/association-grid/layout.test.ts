import { describe, expect, it } from 'vitest';
import { CAROUSEL_BELOW, carouselSlides, isCarousel } from './layout.ts';

describe('association grid layout', () => {
  it('is a carousel below 768 px and a grid from 768 px on', () => {
    expect(CAROUSEL_BELOW).toBe(768);
    expect(isCarousel(375)).toBe(true);
    expect(isCarousel(767)).toBe(true);
    expect(isCarousel(768)).toBe(false);
  });

  it('honours another breakpoint', () => {
    expect(isCarousel(900, 992)).toBe(true);
  });

  it('shows one card and a peek of the next on phones, two and a peek above 480 px', () => {
    expect(carouselSlides(375)).toBe(1.25);
    expect(carouselSlides(600)).toBe(2.25);
  });
});
