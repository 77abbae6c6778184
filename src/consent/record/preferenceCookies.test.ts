import Cookies from 'js-cookie';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { refreshSettings } from '../../settings/index.ts';
import { saveConsent, startConsent, stopConsent } from '../consent.ts';
import { recallPreference, rememberPreference } from './preferenceCookies.ts';

/** Captures what is written to document.cookie, attributes included (the browser hides them on read). */
function spyOnCookieWrites(): string[] {
  const writes: string[] = [];
  const descriptor = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie');
  vi.spyOn(document, 'cookie', 'set').mockImplementation((value: string) => {
    writes.push(value);
    descriptor?.set?.call(document, value);
  });
  return writes;
}

const choice = (preferences: boolean) => ({ preferences, statistics: false, marketing: false });

describe('preference cookies', () => {
  beforeEach(() => {
    document.head.innerHTML =
      '<script type="application/json" id="vitrine-settings">{"siteName":"Shop","consentStamp":"2026-11"}</script>';
    refreshSettings();
  });
  afterEach(() => {
    stopConsent();
    vi.restoreAllMocks();
    for (const name of Object.keys(Cookies.get())) Cookies.remove(name, { path: '/' });
    sessionStorage.clear();
  });

  it('keeps a choice in this tab only, no cookie, until the preferences consent is given', () => {
    rememberPreference('ShopCity', 'Namur');
    expect(Cookies.get('ShopCity')).toBeUndefined();
    expect(recallPreference('ShopCity')).toBe('Namur');
  });

  it('turns the choices waiting in the tab into cookies when preferences are accepted', () => {
    rememberPreference('ShopCity', 'Namur');
    saveConsent(choice(true));
    expect(Cookies.get('ShopCity')).toBe('Namur');
    expect(sessionStorage.length).toBe(0);
    expect(recallPreference('ShopCity')).toBe('Namur');
  });

  it('writes a cookie at once, for no longer than the consent’s year, once preferences are granted', () => {
    saveConsent(choice(true));
    const writes = spyOnCookieWrites();
    rememberPreference('ShopCity', 'Gand');
    const expires = /expires=([^;]+)/.exec(writes.find((w) => w.startsWith('ShopCity=')) ?? '')?.[1];
    expect(Date.parse(expires ?? '') - Date.now()).toBeLessThanOrEqual(8760 * 3_600_000);
  });

  it('keeps choices out of cookies when only statistics and marketing are accepted', () => {
    rememberPreference('ShopCity', 'Namur');
    saveConsent({ preferences: false, statistics: true, marketing: true });
    expect(Cookies.get('ShopCity')).toBeUndefined();
  });

  it('deletes the preference cookies when preferences are withdrawn', () => {
    saveConsent(choice(true));
    rememberPreference('ShopCity', 'Gand');
    saveConsent(choice(false));
    expect(Cookies.get('ShopCity')).toBeUndefined();
    expect(recallPreference('ShopCity')).toBeUndefined();
  });

  it('deletes the preference cookies on a page whose consent is gone or asked again', () => {
    saveConsent(choice(true));
    rememberPreference('ShopCity', 'Gand');
    document.head.innerHTML =
      '<script type="application/json" id="vitrine-settings">{"siteName":"Shop","consentStamp":"2027-01"}</script>';
    refreshSettings();
    startConsent();
    expect(Cookies.get('ShopCity')).toBeUndefined();
  });
});
