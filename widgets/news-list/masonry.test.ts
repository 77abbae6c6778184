import { describe, expect, it } from 'vitest';
import { rowSpan } from './masonry.ts';

describe('masonry row span', () => {
  it('spans enough rows (with their gaps) to hold the card', () => {
    expect(rowSpan(100, 8, 16)).toBe(5);
    expect(rowSpan(104, 8, 16)).toBe(5);
    expect(rowSpan(105, 8, 16)).toBe(6);
  });

  it('spans one row for an empty card or a grid without row height', () => {
    expect(rowSpan(0, 8, 16)).toBe(1);
    expect(rowSpan(200, Number.NaN, 16)).toBe(1);
  });
});
