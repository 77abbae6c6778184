import { afterEach, describe, expect, it, vi } from 'vitest';
import { refreshSettings } from '../settings/index.ts';
import { allowedTiles, parseMapConfig } from './mapConfig.ts';

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

describe('the answer’s tiles', () => {
  const osm = {
    tileUrlTemplate: 'https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png',
    attribution: 'OSM',
    key: '',
  };
  afterEach(() => {
    document.head.innerHTML = '';
    refreshSettings();
  });

  it('keeps tiles of the shop, of a media origin or of the fallback’s own host', () => {
    document.head.innerHTML =
      '<script type="application/json" id="vitrine-settings">{"mediaOrigins":["https://cdn.shop.example"]}</script>';
    refreshSettings();
    for (const tileUrlTemplate of [
      '/tiles/{z}/{x}/{y}.png',
      'https://cdn.shop.example/tiles/{z}/{x}/{y}.png?key={key}',
      'https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png',
    ]) {
      const config = { tileUrlTemplate, attribution: 'A', key: 'k' };
      expect(allowedTiles(config, osm)).toBe(config);
    }
  });

  it('uses the fallback’s tiles and attribution when the answer names another host or scheme', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    for (const tileUrlTemplate of [
      'https://evil.example/{z}/{x}/{y}.png',
      '//evil.example/t/{z}',
      'data:,x',
    ]) {
      expect(allowedTiles({ tileUrlTemplate, attribution: 'Evil', key: 'k' }, osm)).toEqual({
        tileUrlTemplate: osm.tileUrlTemplate,
        attribution: 'OSM',
        key: 'k',
      });
    }
  });
});
