import { describe, expect, it } from 'vitest';
import {
  addressWithVariant,
  optionLabel,
  shouldRefreshForQuantity,
  swatchBackground,
} from './variantRules.ts';

describe('shouldRefreshForQuantity', () => {
  it('refreshes for a number between the minimum and the maximum', () => {
    expect(shouldRefreshForQuantity('4', 1, 10)).toBe(true);
    expect(shouldRefreshForQuantity('1', 1, 10)).toBe(true);
    expect(shouldRefreshForQuantity('10', 1, 10)).toBe(true);
  });
  it('ignores a value that is not a number', () => {
    expect(shouldRefreshForQuantity('', 1, 0)).toBe(false);
    expect(shouldRefreshForQuantity('abc', 1, 0)).toBe(false);
    expect(shouldRefreshForQuantity('  ', 1, 0)).toBe(false);
  });
  it('ignores a value below the minimum', () => {
    expect(shouldRefreshForQuantity('5', 6, 60)).toBe(false);
  });
  it('ignores a value above the maximum', () => {
    expect(shouldRefreshForQuantity('61', 6, 60)).toBe(false);
  });
  it('treats a maximum of 0 as no maximum', () => {
    expect(shouldRefreshForQuantity('5000', 1, 0)).toBe(true);
  });
});

describe('swatchBackground', () => {
  it('uses the single colour as it is', () => {
    expect(swatchBackground(['#112233', null, null])).toBe('#112233');
  });
  it('blends several colours in a gradient', () => {
    expect(swatchBackground(['#fff', '#000', null])).toBe('linear-gradient(135deg, #fff, #000)');
    expect(swatchBackground(['red', 'green', 'blue'])).toBe('linear-gradient(135deg, red, green, blue)');
  });
  it('is empty without any colour', () => {
    expect(swatchBackground([null, undefined, ''])).toBe('');
  });
});

describe('optionLabel', () => {
  it('adds the unavailable suffix only to unavailable options', () => {
    expect(optionLabel('M', true, 'indisponible')).toBe('M (indisponible)');
    expect(optionLabel('M', false, 'indisponible')).toBe('M');
  });
});

describe('addressWithVariant', () => {
  it('sets variantId and drops the no-JS variant fields', () => {
    expect(
      addressWithVariant(
        'http://x/fr/catalog/products/1?VariantValueId1=3&VariantValueId2=9&a=b#top',
        100107,
      ),
    ).toBe('/fr/catalog/products/1?a=b&variantId=100107#top');
  });
  it('replaces an earlier variantId', () => {
    expect(addressWithVariant('http://x/p?variantId=1', 2)).toBe('/p?variantId=2');
  });
});
