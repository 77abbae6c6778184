import { describe, expect, it } from 'vitest';
import { switchCulture } from './switchCulture.ts';

const cultures = ['fr', 'nl', 'es', 'de', 'it', 'pt'];

describe('switchCulture', () => {
  it('replaces the culture segment and keeps path, query and hash', () => {
    expect(
      switchCulture('https://shop.example/fr/catalog?sort=price-asc&q=sac#list', '/', 'nl', cultures),
    ).toBe('https://shop.example/nl/catalog?sort=price-asc&q=sac#list');
  });

  it('switches the home page', () => {
    expect(switchCulture('https://shop.example/fr/', '/', 'de', cultures)).toBe('https://shop.example/de/');
    expect(switchCulture('https://shop.example/fr', '/', 'de', cultures)).toBe('https://shop.example/de');
  });

  it('works under an application path', () => {
    expect(switchCulture('https://shop.example/shop/es/catalog/products/4', '/shop/', 'it', cultures)).toBe(
      'https://shop.example/shop/it/catalog/products/4',
    );
  });

  it('inserts the culture when the address has none', () => {
    expect(switchCulture('https://shop.example/', '/', 'pt', cultures)).toBe('https://shop.example/pt/');
    expect(switchCulture('https://shop.example/catalog', '/', 'pt', cultures)).toBe(
      'https://shop.example/pt/catalog',
    );
  });
});
