import { afterEach, describe, expect, it, vi } from 'vitest';
import { readLatLng, readMarkers, viewOf } from './mapConfig.ts';

describe('map widget options', () => {
  afterEach(() => vi.restoreAllMocks());

  it('reads coordinates as a pair, an object or a string, refusing nonsense', () => {
    expect(readLatLng([50.8, 4.3])).toEqual([50.8, 4.3]);
    expect(readLatLng({ lat: '50.8', lng: 4.3 })).toEqual([50.8, 4.3]);
    expect(readLatLng('50.8, 4.3')).toEqual([50.8, 4.3]);
    expect(readLatLng([95, 4])).toBeUndefined();
    expect(readLatLng('Bruxelles')).toBeUndefined();
  });

  it('keeps the markers with coordinates, with an id, a title and the default icon', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const markers = readMarkers(
      [
        { coors: [50.8, 4.3], title: 'A', content: 'Rue 1', id: 'a' },
        { coors: [51, 4], icon: '/own.svg' },
        { title: 'no place' },
        null,
      ],
      '/default.svg',
    );
    expect(markers).toEqual([
      { id: 'a', latitude: 50.8, longitude: 4.3, title: 'A', iconUrl: '/default.svg', content: 'Rue 1' },
      { id: 'marker-2', latitude: 51, longitude: 4, title: '51, 4', iconUrl: '/own.svg' },
    ]);
    expect(warn).toHaveBeenCalledTimes(2);
    expect(readMarkers('nope', '')).toEqual([]);
  });

  it('turns the CMS map options into the Leaflet view (double-click zoom disabled by its flag)', () => {
    const view = viewOf({
      center: [48.86, 2.33],
      zoom: 13,
      draggable: false,
      zoomControl: true,
      scrollWheel: false,
      mapTypeControl: true,
      disableDoubleClickZoom: true,
      fitBounds: false,
    });
    expect(view).toEqual({
      center: [48.86, 2.33],
      zoom: 13,
      draggable: false,
      zoomControl: true,
      scrollWheel: false,
      doubleClickZoom: false,
      mapTypeControl: true,
      fitBounds: false,
    });
  });
});
