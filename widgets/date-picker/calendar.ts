/** Date arithmetic for the calendar grid, on local dates (time ignored). */

export function sameDay(a: Date, b: Date): boolean {
  return a.getFullYear() === b.getFullYear() && a.getMonth() === b.getMonth() && a.getDate() === b.getDate();
}

export function addDays(date: Date, days: number): Date {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate() + days);
}

/** Moves by whole months, keeping the day when it exists, else the month's last day (31 Jan + 1 → 28/29 Feb). */
export function addMonths(date: Date, months: number): Date {
  const first = new Date(date.getFullYear(), date.getMonth() + months, 1);
  const last = new Date(first.getFullYear(), first.getMonth() + 1, 0).getDate();
  return new Date(first.getFullYear(), first.getMonth(), Math.min(date.getDate(), last));
}

/** Keeps `date` within [min, max] (either may be undefined). */
export function clampDate(date: Date, min?: Date, max?: Date): Date {
  if (min && date < min) return min;
  if (max && date > max) return max;
  return date;
}

/**
 * The weeks shown for a month: rows of seven dates starting on `firstDay` (0 Sunday … 6 Saturday),
 * with the leading and trailing days of the neighbouring months (null outside the month).
 */
export function monthGrid(year: number, month: number, firstDay: number): (Date | null)[][] {
  const first = new Date(year, month, 1);
  const lead = (first.getDay() - firstDay + 7) % 7;
  const days = new Date(year, month + 1, 0).getDate();
  const cells: (Date | null)[] = [];
  for (let i = 0; i < lead; i += 1) cells.push(null);
  for (let d = 1; d <= days; d += 1) cells.push(new Date(year, month, d));
  while (cells.length % 7 !== 0) cells.push(null);
  const weeks: (Date | null)[][] = [];
  for (let i = 0; i < cells.length; i += 7) weeks.push(cells.slice(i, i + 7));
  return weeks;
}

/**
 * Where a key moves the focused day in the grid (WAI-ARIA date picker dialog): arrows ±1 day or
 * week, Home/End to the start/end of the week, PageUp/PageDown ±1 month, with Shift ±1 year.
 * Undefined for other keys.
 */
export function keyTarget(key: string, date: Date, shift: boolean, firstDay: number): Date | undefined {
  switch (key) {
    case 'ArrowLeft':
      return addDays(date, -1);
    case 'ArrowRight':
      return addDays(date, 1);
    case 'ArrowUp':
      return addDays(date, -7);
    case 'ArrowDown':
      return addDays(date, 7);
    case 'Home':
      return addDays(date, -((date.getDay() - firstDay + 7) % 7));
    case 'End':
      return addDays(date, 6 - ((date.getDay() - firstDay + 7) % 7));
    case 'PageUp':
      return addMonths(date, shift ? -12 : -1);
    case 'PageDown':
      return addMonths(date, shift ? 12 : 1);
    default:
      return undefined;
  }
}

/** Weekday names in the culture, starting on `firstDay`: `[short, long]` pairs. */
export function weekdayNames(locale: string, firstDay: number): [string, string][] {
  const short = new Intl.DateTimeFormat(locale, { weekday: 'short' });
  const long = new Intl.DateTimeFormat(locale, { weekday: 'long' });
  // 2026-11-01 is a Sunday.
  return Array.from({ length: 7 }, (_, i) => {
    const day = new Date(2026, 10, 1 + ((firstDay + i) % 7));
    return [short.format(day), long.format(day)];
  });
}
