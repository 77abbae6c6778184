import { describe, expect, it } from 'vitest';
import { addMonths, keyTarget, monthGrid, weekdayNames } from './calendar.ts';

const d = (y: number, m: number, day: number) => new Date(y, m - 1, day);

describe('monthGrid', () => {
  it('starts the weeks on Monday with blanks before the first day', () => {
    // 1 March 2026 is a Sunday.
    const weeks = monthGrid(2026, 2, 1);
    expect(weeks[0]?.slice(0, 6)).toEqual([null, null, null, null, null, null]);
    expect(weeks[0]?.[6]).toEqual(d(2026, 3, 1));
    expect(weeks.flat().filter(Boolean)).toHaveLength(31);
    expect(weeks.every((week) => week.length === 7)).toBe(true);
  });
});

describe('addMonths', () => {
  it('keeps the day, or falls back to the last day of a shorter month', () => {
    expect(addMonths(d(2026, 3, 15), 1)).toEqual(d(2026, 4, 15));
    expect(addMonths(d(2026, 1, 31), 1)).toEqual(d(2026, 2, 28));
    expect(addMonths(d(2024, 2, 29), 12)).toEqual(d(2025, 2, 28));
  });
});

describe('keyTarget', () => {
  const wed = d(2026, 3, 18);
  it('moves by day, week, month and year', () => {
    expect(keyTarget('ArrowRight', wed, false, 1)).toEqual(d(2026, 3, 19));
    expect(keyTarget('ArrowUp', wed, false, 1)).toEqual(d(2026, 3, 11));
    expect(keyTarget('PageDown', wed, false, 1)).toEqual(d(2026, 4, 18));
    expect(keyTarget('PageUp', wed, true, 1)).toEqual(d(2025, 3, 18));
  });

  it('goes to the start and end of the week', () => {
    expect(keyTarget('Home', wed, false, 1)).toEqual(d(2026, 3, 16));
    expect(keyTarget('End', wed, false, 1)).toEqual(d(2026, 3, 22));
  });

  it('ignores other keys', () => {
    expect(keyTarget('a', wed, false, 1)).toBeUndefined();
  });
});

describe('weekdayNames', () => {
  it('names the days in the culture, from the first day of the week', () => {
    const names = weekdayNames('fr-BE', 1);
    expect(names[0]?.[1]).toBe('lundi');
    expect(names[6]?.[1]).toBe('dimanche');
    expect(weekdayNames('de-DE', 1)[0]?.[1]).toBe('Montag');
  });
});
