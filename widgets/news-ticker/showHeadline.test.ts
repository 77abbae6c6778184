import { describe, expect, it } from 'vitest';
import { showHeadline } from './showHeadline.ts';

describe('ticker headlines', () => {
  it('shows only the chosen headline', () => {
    const items = [1, 2, 3].map(() => document.createElement('li'));
    showHeadline(items, 1);
    expect(items.map((item) => item.hidden)).toEqual([true, false, true]);
  });
});
