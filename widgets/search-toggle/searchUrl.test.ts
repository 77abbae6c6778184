import { describe, expect, it } from 'vitest';
import { searchUrl } from './searchUrl.ts';

describe('searchUrl', () => {
  it('ignores an empty or blank term', () => {
    expect(searchUrl('/', 'fr', '')).toBeNull();
    expect(searchUrl('/', 'fr', '   ')).toBeNull();
  });

  it('goes to the catalogue of the culture with the encoded term', () => {
    expect(searchUrl('/', 'nl', ' lampe & co ')).toBe('/nl/catalog?q=lampe%20%26%20co');
  });

  it('keeps the application path', () => {
    expect(searchUrl('/shop/', 'fr', 'sac')).toBe('/shop/fr/catalog?q=sac');
  });
});
