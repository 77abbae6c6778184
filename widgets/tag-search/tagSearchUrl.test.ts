import { describe, expect, it } from 'vitest';
import { tagSearchUrl } from './tagSearchUrl.ts';

describe('tagSearchUrl', () => {
  it('sets sort and entityName and keeps the other parameters', () => {
    expect(
      tagSearchUrl('https://shop.example/fr/tags/summer?x=1', { sort: 'name-desc', entityName: 'News' }),
    ).toBe('https://shop.example/fr/tags/summer?x=1&sort=name-desc&entityName=News');
  });

  it('replaces earlier values and drops pageindex', () => {
    expect(tagSearchUrl('https://shop.example/fr/tags?sort=a&pageindex=3', { sort: 'b' })).toBe(
      'https://shop.example/fr/tags?sort=b',
    );
  });

  it('removes a parameter whose selector is empty', () => {
    expect(tagSearchUrl('https://shop.example/fr/tags?entityName=News#top', { entityName: '' })).toBe(
      'https://shop.example/fr/tags',
    );
  });
});
