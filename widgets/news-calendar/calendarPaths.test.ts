import { describe, expect, it } from 'vitest';
import { calendarPath, linkDate, linkMonth, newslistPath } from './calendarPaths.ts';

const inputs = { url: 'widget/news/', categoryIds: '1,2', displayChildren: false, postsPerPage: 3 };

describe('news calendar paths', () => {
  it('builds the calendar path from categories, children flag, posts per page, month and year', () => {
    expect(calendarPath(inputs, 11, 2026)).toBe('widget/news/calendar/1,2/false/3/11/2026');
  });

  it('builds the newslist path with the day as year-month-day', () => {
    expect(newslistPath({ ...inputs, displayChildren: true }, '2026-11-04')).toBe(
      'widget/news/newslist/1,2/true/3/2026-11-04',
    );
  });

  it('reads a month link and refuses a malformed one', () => {
    const link = document.createElement('a');
    link.dataset.month = '12';
    link.dataset.year = '2026';
    expect(linkMonth(link)).toEqual({ month: 12, year: 2026 });
    link.dataset.month = '13';
    expect(linkMonth(link)).toBeUndefined();
  });

  it('reads a day link and refuses a malformed day', () => {
    const link = document.createElement('a');
    link.dataset.date = '2026-11-04';
    expect(linkDate(link)).toBe('2026-11-04');
    link.dataset.date = '4/11/2026';
    expect(linkDate(link)).toBeUndefined();
  });
});
