import { date, isCalendarDate, parseShortDate } from './date.ts';
import { staticContext } from './staticContext.ts';

const fr = staticContext({}, { culture: 'fr' });

describe('date', () => {
  it('accepts DD/MM/YYYY', () => expect(date('28/02/2026', {}, fr)).toBe(true));
  it('date rejects 31/02/2026', () => expect(date('31/02/2026', {}, fr)).toBe(false));
  it('accepts 29/02 of a leap year only', () => {
    expect(date('29/02/2028', {}, fr)).toBe(true);
    expect(date('29/02/2026', {}, fr)).toBe(false);
  });
  it('rejects month 13', () => expect(date('01/13/2026', {}, fr)).toBe(false));
  it('reads day first in every shop culture', () => {
    for (const culture of ['fr', 'nl', 'es', 'de', 'it', 'pt']) {
      expect(parseShortDate('05/03/2026', culture)).toEqual({ year: 2026, month: 3, day: 5 });
    }
  });
  it('accepts dots and dashes as the separator, not mixed ones', () => {
    expect(date('05.03.2026', {}, fr)).toBe(true);
    expect(date('05-03-2026', {}, fr)).toBe(true);
    expect(date('05.03/2026', {}, fr)).toBe(false);
  });
  it('accepts the ISO value of an input type=date', () => expect(date('2026-03-05', {}, fr)).toBe(true));
  it('rejects a two-digit year', () => expect(date('05/03/26', {}, fr)).toBe(false));
  it('rejects text', () => expect(date('tomorrow', {}, fr)).toBe(false));
  it('passes on an empty value', () => expect(date('', {}, fr)).toBe(true));
  it('knows month lengths', () => {
    expect(isCalendarDate({ year: 2026, month: 4, day: 31 })).toBe(false);
    expect(isCalendarDate({ year: 1900, month: 2, day: 29 })).toBe(false);
    expect(isCalendarDate({ year: 2000, month: 2, day: 29 })).toBe(true);
  });
});
