import { describe, expect, it, vi } from 'vitest';
import type { Geocoder, GeoPlace } from '../../src/index.ts';
import { resolvePostalCode } from './runSearch.ts';

const street: GeoPlace = {
  label: 'Rue Neuve, Bruxelles',
  street: 'Rue Neuve',
  city: 'Bruxelles',
  postalCode: '',
  countryCode: 'BE',
  latitude: 50.85,
  longitude: 4.35,
};
const area: GeoPlace = { ...street, label: '1000 Bruxelles', street: '', postalCode: '1000' };
const query = { countryCode: 'BE', city: '', postalCode: '', address: 'Rue Neuve' };

describe('reverse lookup before the search', () => {
  it('finds the address, then its postal code from its coordinates', async () => {
    const geocoder: Geocoder = { search: vi.fn(async () => [street]), reverse: vi.fn(async () => area) };
    const resolved = await resolvePostalCode(query, null, geocoder, new AbortController().signal);
    expect(geocoder.search).toHaveBeenCalledWith('Rue Neuve', 'BE', expect.any(AbortSignal));
    expect(geocoder.reverse).toHaveBeenCalledWith(50.85, 4.35, expect.any(AbortSignal));
    expect(resolved).toEqual({ ...query, postalCode: '1000', city: 'Bruxelles' });
  });

  it('a geocoder failure is logged and the typed address searched as it is', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const geocoder: Geocoder = {
      search: vi.fn(async () => Promise.reject(new Error('down'))),
      reverse: vi.fn(),
    };
    expect(await resolvePostalCode(query, null, geocoder, new AbortController().signal)).toEqual(query);
    expect(warn).toHaveBeenCalledOnce();
    warn.mockRestore();
  });
});
