import { describe, expect, it } from 'vitest';
import { uniformChoice } from '../../src/index.ts';
import { allActive, initialChoice } from './choice.ts';

describe('consent choice', () => {
  it('shows all active only when every category is on', () => {
    expect(allActive({ preferences: true, statistics: true, marketing: true })).toBe(true);
    expect(allActive({ preferences: true, statistics: false, marketing: true })).toBe(false);
  });

  it('starts from the stored choice, else with nothing granted', () => {
    expect(initialChoice(undefined)).toEqual(uniformChoice(false));
    expect(initialChoice({ preferences: false, statistics: true, marketing: false })).toEqual({
      preferences: false,
      statistics: true,
      marketing: false,
    });
  });
});
