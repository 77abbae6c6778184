import { describe, expect, it } from 'vitest';
import { remaining } from './countdown.ts';

describe('remaining', () => {
  it('splits the time left into days, hours, minutes and seconds', () => {
    const now = Date.UTC(2029, 11, 30, 0, 0, 0);
    const end = Date.UTC(2030, 0, 1, 1, 2, 3);
    expect(remaining(end, now)).toEqual({ days: 2, hours: 1, minutes: 2, seconds: 3 });
  });
  it('rounds down to whole seconds', () => {
    expect(remaining(10_999, 0)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 10 });
  });
  it('is null once the end has passed', () => {
    expect(remaining(1000, 1000)).toBeNull();
    expect(remaining(1000, 5000)).toBeNull();
    expect(remaining(Number.NaN, 0)).toBeNull();
  });
});
