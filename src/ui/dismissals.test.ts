import Cookies from 'js-cookie';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { saveConsent, stopConsent } from '../consent/consent.ts';
import { refreshSettings } from '../settings/index.ts';
import { rememberDismissal, wasDismissed } from './dismissals.ts';

const choice = (preferences: boolean) => ({ preferences, statistics: true, marketing: true });

describe('popup dismissals', () => {
  beforeEach(() => {
    document.head.innerHTML =
      '<script type="application/json" id="vitrine-settings">{"siteName":"Vitrine","consentStamp":"2026-11"}</script>';
    refreshSettings();
  });
  afterEach(() => {
    stopConsent();
    for (const name of Object.keys(Cookies.get())) Cookies.remove(name, { path: '/' });
    sessionStorage.clear();
  });

  it('remembers a closed popup by id with the time it was closed', () => {
    expect(wasDismissed('winter-sale')).toBe(false);
    rememberDismissal('winter-sale', 1_700_000_000_000);
    rememberDismissal('free-shipping', 1_700_000_001_000);
    expect(wasDismissed('winter-sale')).toBe(true);
    expect(wasDismissed('other')).toBe(false);
  });

  it('writes no cookie without the preferences consent: the memory lasts the tab’s session', () => {
    saveConsent(choice(false));
    rememberDismissal('winter-sale', 1_700_000_000_000);
    expect(Cookies.get('VitrinePopups')).toBeUndefined();
    expect(wasDismissed('winter-sale')).toBe(true);
    sessionStorage.clear();
    expect(wasDismissed('winter-sale')).toBe(false);
  });

  it('is the VitrinePopups cookie with the preferences consent, and goes when the consent is withdrawn', () => {
    saveConsent(choice(true));
    rememberDismissal('winter-sale', 1_700_000_000_000);
    expect(JSON.parse(Cookies.get('VitrinePopups') ?? '{}')).toEqual({ 'winter-sale': 1_700_000_000_000 });
    saveConsent(choice(false));
    expect(Cookies.get('VitrinePopups')).toBeUndefined();
    expect(wasDismissed('winter-sale')).toBe(false);
  });
});
