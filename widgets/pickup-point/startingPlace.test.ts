import Cookies from 'js-cookie';
import { afterEach, describe, expect, it } from 'vitest';
import { rememberLocation } from './locationCookies.ts';
import { noteSearchedAfter, startingPlace } from './startingPlace.ts';

const link = { countryCode: 'BE', city: '', postalCode: '', address: '' };
const ghent = { countryCode: 'BE', city: 'Gand', postalCode: '9000', address: '' };
const liege = { countryCode: 'BE', city: 'Liège', postalCode: '4000', address: '' };

describe('where the pickup modal starts', () => {
  afterEach(() => {
    for (const name of Object.keys(Cookies.get())) Cookies.remove(name, { path: '/' });
    sessionStorage.clear();
  });

  it('without an address on the page: the remembered place, else the link’s query', () => {
    expect(startingPlace(link, null)).toEqual(link);
    rememberLocation(liege);
    expect(startingPlace(link, null)).toMatchObject({ city: 'Liège', postalCode: '4000' });
  });

  it('an address wins over a place searched before it was given', () => {
    rememberLocation(liege);
    expect(startingPlace(link, ghent)).toEqual(ghent);
  });

  it('a place searched after this same address was given wins; a changed address wins again', () => {
    rememberLocation(liege);
    noteSearchedAfter(ghent);
    expect(startingPlace(link, ghent)).toMatchObject({ city: 'Liège', postalCode: '4000' });
    const namur = { ...ghent, city: 'Namur', postalCode: '5000' };
    expect(startingPlace(link, namur)).toEqual(namur);
  });
});
