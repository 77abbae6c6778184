import { describe, expect, it } from 'vitest';
import { isLargeLayout, thumbWindowStart, VISIBLE_THUMBNAILS } from './thumbWindow.ts';

describe('gallery thumbnail window', () => {
  it('shows five thumbnails at a time', () => {
    expect(VISIBLE_THUMBNAILS).toBe(5);
  });

  it('starts at the first thumbnail while the current image is among the first ones', () => {
    expect(thumbWindowStart(0, 8)).toBe(0);
    expect(thumbWindowStart(2, 8)).toBe(0);
  });

  it('keeps the current thumbnail in the middle of the strip', () => {
    expect(thumbWindowStart(4, 8)).toBe(2);
  });

  it('never scrolls past the last thumbnail', () => {
    expect(thumbWindowStart(7, 8)).toBe(3);
  });

  it('never scrolls when every thumbnail fits', () => {
    expect(thumbWindowStart(3, 4)).toBe(0);
  });

  it('uses the large layout from the breakpoint on', () => {
    expect(isLargeLayout(768, 768)).toBe(true);
    expect(isLargeLayout(375, 768)).toBe(false);
  });
});
