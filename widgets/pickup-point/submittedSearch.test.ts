import { describe, expect, it } from 'vitest';
import type { GeoPlace } from '../../src/index.ts';
import { addressText, submittedSearch } from './submittedSearch.ts';

const base = { countryCode: 'BE', city: 'Bruxelles', postalCode: '1000', address: '' };
const fields = { country: 'FR', address: 'Rue de Rivoli, Paris', postalCode: '75001', city: 'Paris' };
const rivoli: GeoPlace = {
  label: 'Rue de Rivoli, Paris',
  street: 'Rue de Rivoli',
  city: 'Paris',
  postalCode: '75001',
  countryCode: 'FR',
  latitude: 48.86,
  longitude: 2.34,
};

describe('what a pickup search submits', () => {
  it('searches the postal code and city for the postal carrier, without an address', () => {
    const { query, chosen } = submittedSearch(fields, { postal: true, typed: true, base }, [rivoli]);
    expect(query).toEqual({ countryCode: 'FR', postalCode: '75001', city: 'Paris', address: '' });
    expect(chosen).toBeNull();
  });

  it('searches the place given by the link in the chosen country when no address was typed', () => {
    const { query } = submittedSearch(fields, { postal: false, typed: false, base }, [rivoli]);
    expect(query).toEqual({ ...base, countryCode: 'FR' });
  });

  it('searches a picked suggestion with its street, postal code and city', () => {
    const { query, chosen } = submittedSearch(fields, { postal: false, typed: true, base }, [rivoli]);
    expect(query).toEqual({
      countryCode: 'FR',
      address: 'Rue de Rivoli',
      postalCode: '75001',
      city: 'Paris',
    });
    expect(chosen).toBe(rivoli);
  });

  it('searches a typed address that matches no suggestion as it is, without postal code or city', () => {
    const { query, chosen } = submittedSearch(fields, { postal: false, typed: true, base }, []);
    expect(query).toEqual({ countryCode: 'FR', address: 'Rue de Rivoli, Paris', postalCode: '', city: '' });
    expect(chosen).toBeNull();
  });

  it('shows a place without an address as its postal code and city', () => {
    expect(addressText(base)).toBe('1000 Bruxelles');
    expect(addressText({ ...base, address: 'Rue Neuve' })).toBe('Rue Neuve');
  });
});
