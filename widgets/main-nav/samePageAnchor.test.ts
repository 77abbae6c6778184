import { describe, expect, it } from 'vitest';
import { isSamePageAnchor } from './samePageAnchor.ts';

const here = 'https://shop.example/fr/catalog?sort=name-asc';

describe('isSamePageAnchor', () => {
  it('accepts a bare fragment', () => {
    expect(isSamePageAnchor('#footer', here)).toBe(true);
  });

  it('rejects an empty fragment', () => {
    expect(isSamePageAnchor('#', here)).toBe(false);
  });

  it('accepts the same path and query with a fragment', () => {
    expect(isSamePageAnchor('/fr/catalog?sort=name-asc#top', here)).toBe(true);
  });

  it('rejects another page, another query or another origin', () => {
    expect(isSamePageAnchor('/fr/#top', here)).toBe(false);
    expect(isSamePageAnchor('/fr/catalog?sort=price-asc#top', here)).toBe(false);
    expect(isSamePageAnchor('https://other.example/fr/catalog?sort=name-asc#top', here)).toBe(false);
  });

  it('rejects a link without fragment', () => {
    expect(isSamePageAnchor('/fr/catalog?sort=name-asc', here)).toBe(false);
  });
});
