import { formatDate, parseDate } from './date.ts';
import { formatMoney, parseAmount } from './money.ts';

describe('formatMoney', () => {
  it('shows two decimals with a decimal comma in every shop culture', () => {
    for (const culture of ['fr', 'nl', 'es', 'de', 'it', 'pt']) {
      expect(formatMoney(12.5, { culture })).toMatch(/^12,50$/);
    }
  });

  it('shows English amounts with a decimal point, in the English of the euro area', () => {
    expect(formatMoney(1234.5, { culture: 'en', currency: 'EUR' })).toBe('€1,234.50');
  });

  it('rounds to two decimals', () => {
    expect(formatMoney(2.345, { culture: 'de' })).toBe('2,35');
  });

  it('adds the currency when asked', () => {
    expect(formatMoney(1234.5, { culture: 'fr', currency: 'EUR' })).toMatch(/^1\s?234,50\s€$/u);
  });

  it('builds one formatter per culture and currency, however many amounts it formats', () => {
    const Real = Intl.NumberFormat;
    const built: unknown[] = [];
    vi.spyOn(Intl, 'NumberFormat').mockImplementation(function (this: unknown, ...args) {
      built.push(args[0]);
      return new Real(...args);
    } as typeof Intl.NumberFormat);
    for (const amount of [1, 2, 3]) formatMoney(amount, { culture: 'it', currency: 'CHF' });
    expect(formatMoney(4, { culture: 'it', currency: 'CHF' })).toMatch(/^4,00\sCHF$/u);
    expect(built).toEqual(['it-IT']);
  });
});

describe('parseAmount', () => {
  it('reads both decimal separators', () => {
    expect(parseAmount('1.234,50 €')).toBe(1234.5);
    expect(parseAmount('1234.50')).toBe(1234.5);
  });
});

describe('dates', () => {
  it('formats as DD/MM/YYYY', () => {
    expect(formatDate(new Date(2026, 0, 5))).toBe('05/01/2026');
  });

  it('parses DD/MM/YYYY and rejects dates that do not exist', () => {
    expect(parseDate('21/11/2026')?.getMonth()).toBe(10);
    expect(parseDate('31/02/2026')).toBeUndefined();
    expect(parseDate('2026-11-21')).toBeUndefined();
  });
});
