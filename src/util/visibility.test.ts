import { describe, expect, it } from 'vitest';
import { isInView } from './visibility.ts';

const entry = (ratio: number, height: number, viewport = 800, isIntersecting = true, box = 200) => ({
  isIntersecting,
  intersectionRatio: ratio,
  intersectionRect: { height },
  rootBounds: { height: viewport },
  boundingClientRect: { width: box, height: box },
});

describe('isInView', () => {
  it('waits until a tenth of the element is in view', () => {
    expect(isInView(entry(0.05, 10))).toBe(false);
    expect(isInView(entry(0.1, 20))).toBe(true);
  });

  it('counts a very tall element once it fills a tenth of the viewport', () => {
    expect(isInView(entry(0.02, 80))).toBe(true);
  });

  it('never counts an element out of view', () => {
    expect(isInView(entry(0, 0, 800, false))).toBe(false);
  });

  it('counts an element with no box as soon as it intersects', () => {
    expect(isInView(entry(0, 0, 800, true, 0))).toBe(true);
    expect(isInView(entry(0, 0, 800, false, 0))).toBe(false);
  });
});
