import { describe, expect, it } from 'vitest';
import { allActive, initialChoice, setAll } from './choice.ts';

describe('consent choice', () => {
  it('shows all active only when every category is on', () => {
    expect(allActive({ preferences: true, statistics: true, marketing: true })).toBe(true);
    expect(allActive({ preferences: true, statistics: false, marketing: true })).toBe(false);
  });

  it('turns every category on or off with the all-active switch', () => {
    expect(setAll(true)).toEqual({ preferences: true, statistics: true, marketing: true });
    expect(setAll(false)).toEqual({ preferences: false, statistics: false, marketing: false });
  });

  it('starts from the stored choice, else with nothing granted', () => {
    expect(initialChoice(undefined)).toEqual(setAll(false));
    expect(initialChoice({ preferences: false, statistics: true, marketing: false })).toEqual({
      preferences: false,
      statistics: true,
      marketing: false,
    });
  });
});
