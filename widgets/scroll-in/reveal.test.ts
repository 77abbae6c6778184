import { describe, expect, it } from 'vitest';
import { isRevealed } from './reveal.ts';

const entry = (ratio: number, height: number, viewport = 800, isIntersecting = true) => ({
  isIntersecting,
  intersectionRatio: ratio,
  intersectionRect: { height },
  rootBounds: { height: viewport },
});

describe('isRevealed', () => {
  it('waits until a tenth of the element is in view', () => {
    expect(isRevealed(entry(0.05, 10))).toBe(false);
    expect(isRevealed(entry(0.1, 20))).toBe(true);
  });

  it('reveals a very tall element once it fills a tenth of the viewport', () => {
    expect(isRevealed(entry(0.02, 80))).toBe(true);
  });

  it('never reveals an element out of view', () => {
    expect(isRevealed(entry(0, 0, 800, false))).toBe(false);
  });
});
