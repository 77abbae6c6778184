import Cookies from 'js-cookie';
import { afterEach, describe, expect, it } from 'vitest';
import { LOCATION_COOKIES, prefill, rememberLocation } from './locationCookies.ts';

const page = { countryCode: 'BE', city: 'Namur', postalCode: '5000', address: 'Rue de Fer' };

/** The preferences consent, as the consent dialog stores it for a page without a stamp. */
function acceptPreferences(): void {
  Cookies.set('VitrineCookieConsent', JSON.stringify({ stamp: '', preferences: true }), { path: '/' });
}

describe('location cookies', () => {
  afterEach(() => {
    for (const name of Object.keys(Cookies.get())) Cookies.remove(name, { path: '/' });
    sessionStorage.clear();
  });

  it('the page’s place is the first search when nothing was searched', () => {
    expect(prefill(page)).toEqual(page);
  });

  it('remembers the last searched country, postal code and city, and prefills with them', () => {
    acceptPreferences();
    rememberLocation({ countryCode: 'BE', city: 'Gand ', postalCode: '9000', address: 'Korenmarkt' });
    expect(Cookies.get(LOCATION_COOKIES.postalCode)).toBe('9000');
    expect(prefill(page)).toEqual({ countryCode: 'BE', city: 'Gand', postalCode: '9000', address: '' });
  });

  it('without the preferences consent, remembers the place in this tab only, in no cookie', () => {
    rememberLocation({ countryCode: 'BE', city: 'Gand', postalCode: '9000', address: '' });
    for (const name of Object.values(LOCATION_COOKIES)) expect(Cookies.get(name)).toBeUndefined();
    expect(prefill(page)).toEqual({ countryCode: 'BE', city: 'Gand', postalCode: '9000', address: '' });
  });

  it('a remembered place of another country does not replace the page’s', () => {
    rememberLocation({ countryCode: 'NL', city: 'Utrecht', postalCode: '3511', address: '' });
    expect(prefill(page)).toEqual(page);
  });
});
