import { afterEach, describe, expect, it, vi } from 'vitest';
import { parseMapConfig } from './mapConfig.ts';

const fallback = { tileUrlTemplate: '/tiles/{z}/{x}/{y}.svg', attribution: 'Local', key: 'k0' };

describe('map configuration', () => {
  afterEach(() => vi.restoreAllMocks());

  it('reads the tile template, attribution and key of the answer', () => {
    expect(
      parseMapConfig(
        { tileUrlTemplate: 'https://t/{z}/{x}/{y}.png?k={key}', attribution: 'T', key: 'abc' },
        fallback,
      ),
    ).toEqual({
      tileUrlTemplate: 'https://t/{z}/{x}/{y}.png?k={key}',
      attribution: 'T',
      key: 'abc',
    });
  });

  it('a bare key (the old answer) keeps the fallback tiles; missing fields come from the fallback', () => {
    expect(parseMapConfig('abc', fallback)).toEqual({ ...fallback, key: 'abc' });
    expect(parseMapConfig({ key: 'z', attribution: 5 }, fallback)).toEqual({ ...fallback, key: 'z' });
    expect(parseMapConfig(null, fallback)).toBe(fallback);
  });
});
