import { describe, expect, it } from 'vitest';
import { pad, remaining } from './remaining.ts';

describe('countdown remaining time', () => {
  it('splits the time left into days, hours, minutes and seconds', () => {
    const now = Date.UTC(2030, 0, 1);
    const end = now + ((2 * 24 + 3) * 3600 + 4 * 60 + 5) * 1000;
    expect(remaining(end, now)).toEqual({ days: 2, hours: 3, minutes: 4, seconds: 5, done: false });
  });

  it('rounds a part second up, so the last second shows 1 until the end', () => {
    expect(remaining(1500, 1000)).toMatchObject({ seconds: 1, done: false });
  });

  it('is done with zeros at and after the end', () => {
    expect(remaining(1000, 1000)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0, done: true });
    expect(remaining(1000, 9000).done).toBe(true);
  });

  it('is done with zeros for an end that is not a date', () => {
    expect(remaining(Number.NaN, 0)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0, done: true });
  });

  it('pads to two digits', () => {
    expect(pad(7)).toBe('07');
    expect(pad(12)).toBe('12');
  });
});
