import { formatMoney } from '../../src/index.ts';
import { lineCents, lineQuantity, refundTotals, toCents } from './refundTotals.ts';

describe('refund amounts', () => {
  it('reads a unit price in whole cents, without floating-point drift', () => {
    expect(toCents('19.99')).toBe(1999);
    expect(toCents('0.1')).toBe(10);
    expect(toCents('7')).toBe(700);
    expect(toCents('1,5')).toBeNaN();
    expect(toCents('abc')).toBeNaN();
  });

  it('makes 3 × 19,99 exactly 59,97, where floating point drifts (19.99 × 100 is 1998.99…)', () => {
    expect(19.99 * 100).not.toBe(1999);
    expect(3 * 0.1).not.toBe(0.3);
    expect(lineCents({ quantity: 3, unitCents: toCents('19.99') })).toBe(5997);
    expect(formatMoney(5997 / 100, { culture: 'fr' })).toBe('59,97');
  });

  it('shows two decimals with a decimal comma in every culture', () => {
    for (const culture of ['fr', 'nl', 'es', 'de', 'it', 'pt'])
      expect(formatMoney((toCents('0.1') * 3) / 100, { culture })).toBe('0,30');
  });

  it('sums items and amounts over the lines', () => {
    const lines = [
      { quantity: 3, unitCents: 1999 },
      { quantity: 2, unitCents: 1050 },
      { quantity: 0, unitCents: 4990 },
    ];
    expect(refundTotals(lines)).toEqual({ items: 5, cents: 5997 + 2100 });
  });

  it('counts a typed non-number as 0 and never more than is refundable', () => {
    expect(lineQuantity('')).toBe(0);
    expect(lineQuantity('deux')).toBe(0);
    expect(lineQuantity('-1')).toBe(0);
    expect(lineQuantity('2')).toBe(2);
    expect(lineQuantity('9', 3)).toBe(3);
  });
});
