import { describe, expect, it } from 'vitest';
import {
  AUTO_ROTATE_INTERVAL,
  frameForDrag,
  frameForKey,
  frameUrl,
  shouldRotate,
  wrapFrame,
} from './frames.ts';

describe('360 frames', () => {
  it('auto-rotates at 100 ms per frame by default', () => {
    expect(AUTO_ROTATE_INTERVAL).toBe(100);
  });

  it('turns past the last frame to the first and before the first to the last', () => {
    expect(wrapFrame(24, 24)).toBe(0);
    expect(wrapFrame(-1, 24)).toBe(23);
    expect(wrapFrame(50, 24)).toBe(2);
    expect(wrapFrame(3, 0)).toBe(0);
  });

  it('turns once for a drag across the whole width', () => {
    expect(frameForDrag(5, 480, 480, 24)).toBe(5);
    expect(frameForDrag(0, 240, 480, 24)).toBe(12);
  });

  it('turns forward when dragging right and back when dragging left', () => {
    expect(frameForDrag(0, 40, 480, 24)).toBe(2);
    expect(frameForDrag(0, -40, 480, 24)).toBe(22);
  });

  it('ignores a movement smaller than half a frame', () => {
    expect(frameForDrag(7, 5, 480, 24)).toBe(7);
  });

  it('fills the frame number into the address template', () => {
    expect(frameUrl('/media/360/1016/{frame}.svg', 12)).toBe('/media/360/1016/12.svg');
  });

  it('rotates only when playing and not held by hover or focus', () => {
    expect(shouldRotate({ playing: true, held: false })).toBe(true);
    expect(shouldRotate({ playing: true, held: true })).toBe(false);
    expect(shouldRotate({ playing: false, held: false })).toBe(false);
  });

  it('steps with the arrow keys and jumps with Home and End', () => {
    expect(frameForKey('ArrowRight', 23, 24)).toBe(0);
    expect(frameForKey('ArrowLeft', 0, 24)).toBe(23);
    expect(frameForKey('Home', 9, 24)).toBe(0);
    expect(frameForKey('End', 9, 24)).toBe(23);
    expect(frameForKey('a', 9, 24)).toBeUndefined();
  });
});
