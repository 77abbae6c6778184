import { describe, expect, it, vi } from 'vitest';
import { clock, dayName, openState, parseOpeningHours } from './openingHours.ts';

const HOURS =
  'Mon 09:00-12:30,13:30-19:00;Tue 09:00-19:00;Wed closed;Thu 09:00-19:00;Fri 09:00-19:00;Sat 10:00-17:00;Sun closed';
// 2026-11-23 is a Monday.
const at = (day: number, time: string) => new Date(`2026-11-${String(23 + day).padStart(2, '0')}T${time}:00`);

describe('opening hours', () => {
  it('splits the semicolon entries into a week, Monday first, with each day’s ranges', () => {
    const week = parseOpeningHours('Tue 09:00-19:00;Mon 09:00-12:30,13:30-19:00;Wed closed');
    expect(week.days).toEqual([
      {
        day: 0,
        ranges: [
          { open: 540, close: 750 },
          { open: 810, close: 1140 },
        ],
      },
      { day: 1, ranges: [{ open: 540, close: 1140 }] },
      { day: 2, ranges: [] },
    ]);
    expect(week.other).toEqual([]);
  });

  it('keeps entries it cannot read as text lines and never throws', () => {
    const week = parseOpeningHours('Mon 9h-18h; Fermé les jours fériés;;Tue 19:00-09:00');
    expect(week.days).toEqual([]);
    expect(week.other).toEqual(['Mon 9h-18h', 'Fermé les jours fériés', 'Tue 19:00-09:00']);
    expect(parseOpeningHours(undefined as unknown as string)).toEqual({ days: [], other: [] });
  });

  it('is open now inside a range, not in the lunch break', () => {
    const week = parseOpeningHours(HOURS);
    expect(openState(week, at(0, '10:00'))).toEqual({ kind: 'open' });
    expect(openState(week, at(0, '13:00'))).toEqual({ kind: 'opens', day: 0, minutes: 810, inDays: 0 });
  });

  it('gives the next opening after closing time, skipping closed days', () => {
    const week = parseOpeningHours(HOURS);
    expect(openState(week, at(1, '19:30'))).toEqual({ kind: 'opens', day: 3, minutes: 540, inDays: 2 });
    expect(openState(week, at(5, '18:00'))).toEqual({ kind: 'opens', day: 0, minutes: 540, inDays: 2 });
  });

  it('knows nothing without readable days', () => {
    expect(openState(parseOpeningHours('sur rendez-vous'), at(0, '10:00'))).toEqual({ kind: 'unknown' });
  });

  it('writes times and day names for the culture', () => {
    expect(clock(540)).toBe('09:00');
    expect(dayName(0, 'fr-BE')).toBe('lundi');
    expect(dayName(6, 'de-DE')).toBe('Sonntag');
  });

  it('names the days of the seven shop languages as Intl does, without making a formatter', () => {
    const spy = vi.spyOn(Intl, 'DateTimeFormat');
    const ours = ['fr-BE', 'nl-BE', 'es-ES', 'de-DE', 'it-IT', 'pt-PT', 'en-IE'].map((locale) =>
      [0, 1, 2, 3, 4, 5, 6].map((day) => dayName(day, locale)),
    );
    expect(spy).not.toHaveBeenCalled();
    spy.mockRestore();
    const intl = ['fr-BE', 'nl-BE', 'es-ES', 'de-DE', 'it-IT', 'pt-PT', 'en-IE'].map((locale) => {
      const format = new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' });
      return [0, 1, 2, 3, 4, 5, 6].map((day) => format.format(Date.UTC(2024, 0, 1 + day)));
    });
    expect(ours).toEqual(intl);
    // Another language still gets its names from Intl.
    expect(dayName(0, 'sv-SE')).toBe('måndag');
  });
});
