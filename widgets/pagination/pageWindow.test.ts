import { pageWindow, visiblePages } from './pageWindow.ts';

describe('the pagination window', () => {
  it('shows 2 pages each side of the current one', () => {
    expect(pageWindow(5, 18, 2)).toEqual([3, 4, 5, 6, 7]);
  });

  it('is cut at the first and the last page', () => {
    expect(pageWindow(1, 18, 2)).toEqual([1, 2, 3]);
    expect(pageWindow(18, 18, 2)).toEqual([16, 17, 18]);
    expect(pageWindow(1, 1, 2)).toEqual([1]);
  });

  it('keeps only the current page on small screens', () => {
    expect(pageWindow(5, 18, 0)).toEqual([5]);
    expect(visiblePages([3, 4, 5, 6, 7], 5, 0)).toEqual([false, false, true, false, false]);
    expect(visiblePages([3, 4, 5, 6, 7], 5, 1)).toEqual([false, true, true, true, false]);
  });
});
