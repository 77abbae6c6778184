import { describe, expect, it, vi } from 'vitest';
import type { Geocoder, GeoPlace } from '../../src/index.ts';
import { LOCATE_OPTIONS, locateMe, supportedGeolocation } from './locateMe.ts';

const GAND: GeoPlace = {
  label: '9000 Gand',
  street: '',
  city: 'Gand',
  postalCode: '9000',
  countryCode: 'BE',
  latitude: 51.0543,
  longitude: 3.7174,
};
const COUNTRIES = [{ CountryCode: 'BE' }, { CountryCode: 'FR' }];

/** A device at a place (or refusing with a position error code). */
function device(answer: { latitude: number; longitude: number } | { code: number }): Geolocation {
  return {
    getCurrentPosition: vi.fn((success: PositionCallback, failure?: PositionErrorCallback | null) => {
      if ('code' in answer) failure?.({ code: answer.code, message: 'no' } as GeolocationPositionError);
      else success({ coords: answer, timestamp: Date.now() } as unknown as GeolocationPosition);
    }),
    watchPosition: vi.fn(),
    clearWatch: vi.fn(),
  } as unknown as Geolocation;
}

const geocoderAnswering = (reverse: Geocoder['reverse']): Geocoder => ({
  search: vi.fn(),
  reverse: vi.fn(reverse),
});
const signal = () => new AbortController().signal;

describe('use my location', () => {
  it("searches the postal area of the device's position, in its country", async () => {
    const geolocation = device({ latitude: 51.0543, longitude: 3.7174 });
    const geocoder = geocoderAnswering(async () => GAND);
    const outcome = await locateMe(geolocation, geocoder, COUNTRIES, signal());
    expect(outcome).toEqual({
      kind: 'found',
      query: { countryCode: 'BE', postalCode: '9000', city: 'Gand', address: '' },
    });
    expect(geocoder.reverse).toHaveBeenCalledWith(51.0543, 3.7174, expect.any(AbortSignal));
    expect(geolocation.getCurrentPosition).toHaveBeenCalledWith(
      expect.any(Function),
      expect.any(Function),
      LOCATE_OPTIONS,
    );
  });

  it('asks the position with a time-out and accepts a recent one', () => {
    expect(LOCATE_OPTIONS.timeout).toBeGreaterThan(0);
    expect(LOCATE_OPTIONS.maximumAge).toBeGreaterThan(0);
  });

  it.each([
    [1, 'denied'],
    [2, 'unavailable'],
    [3, 'timeout'],
  ])('a position error %i is logged only (%s), without asking the geocoder', async (code, reason) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const geocoder = geocoderAnswering(async () => GAND);
    expect(await locateMe(device({ code }), geocoder, COUNTRIES, signal())).toEqual({
      kind: 'failed',
      reason,
    });
    expect(geocoder.reverse).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledOnce();
    expect(String(warn.mock.calls[0]?.[0])).toContain(reason);
  });

  it('a reverse lookup failure is logged only', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const geocoder = geocoderAnswering(async () => Promise.reject(new Error('down')));
    const outcome = await locateMe(device({ latitude: 51, longitude: 3.7 }), geocoder, COUNTRIES, signal());
    expect(outcome).toEqual({ kind: 'failed', reason: 'geocoder' });
    expect(warn).toHaveBeenCalledOnce();
  });

  it('a place without a postal area, or outside the modal’s countries, is logged only', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const here = device({ latitude: 51, longitude: 3.7 });
    expect(
      await locateMe(
        here,
        geocoderAnswering(async () => undefined),
        COUNTRIES,
        signal(),
      ),
    ).toEqual({
      kind: 'failed',
      reason: 'unknown-place',
    });
    const german = { ...GAND, countryCode: 'DE', postalCode: '10115', city: 'Berlin' };
    expect(
      await locateMe(
        here,
        geocoderAnswering(async () => german),
        COUNTRIES,
        signal(),
      ),
    ).toEqual({
      kind: 'failed',
      reason: 'other-country',
    });
    expect(warn).toHaveBeenCalledTimes(2);
  });

  it('an abort while the geocoder answers gives nothing and logs nothing', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const controller = new AbortController();
    const geocoder = geocoderAnswering(async () => {
      controller.abort();
      return GAND;
    });
    const outcome = await locateMe(
      device({ latitude: 51, longitude: 3.7 }),
      geocoder,
      COUNTRIES,
      controller.signal,
    );
    expect(outcome).toEqual({ kind: 'aborted' });
    expect(warn).not.toHaveBeenCalled();
  });

  it('without geolocation support there is no geolocation, and that is logged once', () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    const none = {} as Pick<Navigator, 'geolocation'>;
    expect(supportedGeolocation(none)).toBeUndefined();
    expect(supportedGeolocation(none)).toBeUndefined();
    expect(info).toHaveBeenCalledOnce();
    const geolocation = device({ latitude: 51, longitude: 3.7 });
    expect(supportedGeolocation({ geolocation })).toBe(geolocation);
  });
});
