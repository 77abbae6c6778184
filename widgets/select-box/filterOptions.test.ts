import { describe, expect, it } from 'vitest';
import { needsSearch, optionMatches } from './filterOptions.ts';

describe('needsSearch', () => {
  it('never shows a search box by default (threshold 0)', () => {
    expect(needsSearch(500, 0)).toBe(false);
  });

  it('shows it only when the options exceed the threshold', () => {
    expect(needsSearch(10, 10)).toBe(false);
    expect(needsSearch(11, 10)).toBe(true);
  });
});

describe('optionMatches', () => {
  it('ignores case and accents', () => {
    expect(optionMatches('Élégant', 'ele')).toBe(true);
    expect(optionMatches('Bruxelles', 'XEL')).toBe(true);
  });

  it('matches everything with a blank term and rejects what is not contained', () => {
    expect(optionMatches('Lille', '  ')).toBe(true);
    expect(optionMatches('Lille', 'rot')).toBe(false);
  });
});
