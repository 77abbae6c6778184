import { describe, expect, it } from 'vitest';
import {
  allowed,
  CROP_BOX,
  cropFrame,
  displayScale,
  initialSelection,
  moveBy,
  resizeBy,
  sizeVerdict,
  toOriginal,
} from './cropGeometry.ts';

const crop = { width: 400, height: 300 };

describe('crop geometry', () => {
  it('adds an image of exactly the crop size, or any image without a crop size, as it is', () => {
    expect(sizeVerdict({ width: 400, height: 300 }, crop)).toBe('as-is');
    expect(sizeVerdict({ width: 123, height: 45 }, undefined)).toBe('as-is');
  });

  it('refuses an image smaller than the crop size on either side, and crops a larger one', () => {
    expect(sizeVerdict({ width: 399, height: 900 }, crop)).toBe('too-small');
    expect(sizeVerdict({ width: 900, height: 299 }, crop)).toBe('too-small');
    expect(sizeVerdict({ width: 401, height: 300 }, crop)).toBe('crop');
  });

  it('fits the image in a box of at most 568 x 400 and never enlarges it', () => {
    expect(displayScale({ width: 6000, height: 4000 })).toBeCloseTo(568 / 6000);
    expect(displayScale({ width: 4000, height: 6000 })).toBeCloseTo(400 / 6000);
    expect(displayScale({ width: 500, height: 300 })).toBe(1);
    expect(CROP_BOX).toEqual({ width: 568, height: 400 });
  });

  it('starts with the largest centred selection of the crop aspect ratio', () => {
    const frame = cropFrame({ width: 1000, height: 1000 }, crop, 0.4);
    expect(initialSelection(frame)).toEqual({ x: 0, y: 50, width: 400, height: 300 });
  });

  it('refuses a selection under the minimum, off the aspect ratio, or off the image', () => {
    const frame = cropFrame({ width: 1000, height: 1000 }, crop, 0.4);
    expect(allowed({ x: 0, y: 0, width: 160, height: 120 }, frame)).toBe(true);
    expect(allowed({ x: 0, y: 0, width: 120, height: 90 }, frame)).toBe(false);
    expect(allowed({ x: 0, y: 0, width: 200, height: 200 }, frame)).toBe(false);
    expect(allowed({ x: 300, y: 0, width: 160, height: 120 }, frame)).toBe(false);
  });

  it('moves and resizes within the image and never under the minimum', () => {
    const frame = cropFrame({ width: 1000, height: 1000 }, crop, 0.4);
    const start = { x: 10, y: 10, width: 200, height: 150 };
    expect(moveBy(start, -50, 0, frame)).toMatchObject({ x: 0, y: 10 });
    expect(moveBy(start, 1000, 0, frame)).toMatchObject({ x: 200 });
    expect(resizeBy(start, 0.1, frame)).toMatchObject({ width: 160, height: 120 });
    expect(resizeBy(start, 10, frame)).toMatchObject({ width: 400, height: 300 });
  });

  it('gives the crop in the original pixels, at least the crop size', () => {
    const scale = displayScale({ width: 6000, height: 4000 });
    const original = toOriginal(
      { x: 56.8, y: 0, width: 113.6, height: 85.2 },
      scale,
      { width: 6000, height: 4000 },
      crop,
    );
    expect(original).toEqual({ x: 600, y: 0, width: 1200, height: 900 });
    expect(
      toOriginal({ x: 0, y: 0, width: 10, height: 7 }, scale, { width: 6000, height: 4000 }, crop),
    ).toMatchObject({
      width: 400,
      height: 300,
    });
  });
});
