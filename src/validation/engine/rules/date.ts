import type { Rule } from '../../types.ts';

/** A calendar date as numbers (month 1-12). */
export interface DateParts {
  year: number;
  month: number;
  day: number;
}

/** Cultures whose short date puts the month first; every culture of the shop is day first. */
const MONTH_FIRST = new Set(['en-us']);
const SHORT = /^(\d{1,2})([/.-])(\d{1,2})\2(\d{4})$/;
const ISO = /^(\d{4})-(\d{2})-(\d{2})$/;

function daysIn(year: number, month: number): number {
  if (month === 2) return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0 ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/** True for a real calendar date: 31/02 or 29/02 of a common year are not. */
export function isCalendarDate({ year, month, day }: DateParts): boolean {
  return year >= 1 && month >= 1 && month <= 12 && day >= 1 && day <= daysIn(year, month);
}

/**
 * Parses the culture's short date (DD/MM/YYYY for fr, nl, es, de, it and pt; `.` and `-` are
 * accepted as the separator too) or the ISO `YYYY-MM-DD` of `<input type="date">`. Undefined when
 * the text is not a real date.
 */
export function parseShortDate(text: string, culture: string): DateParts | undefined {
  const trimmed = text.trim();
  const iso = ISO.exec(trimmed);
  let parts: DateParts | undefined;
  if (iso) {
    parts = { year: Number(iso[1]), month: Number(iso[2]), day: Number(iso[3]) };
  } else {
    const short = SHORT.exec(trimmed);
    if (!short) return undefined;
    const [first, second] = [Number(short[1]), Number(short[3])];
    const monthFirst = MONTH_FIRST.has(culture.toLowerCase());
    parts = { year: Number(short[4]), month: monthFirst ? first : second, day: monthFirst ? second : first };
  }
  return isCalendarDate(parts) ? parts : undefined;
}

/** `date`: a real date in the page culture's short date format. */
export const date: Rule = (value, _params, ctx) =>
  value.trim() === '' || parseShortDate(value, ctx.culture) !== undefined;
