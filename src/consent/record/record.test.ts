import { describe, expect, it } from 'vitest';
import type { ConsentRecord } from '../../events/index.ts';
import { consentModeSignals } from '../googleConsent.ts';
import { consentCookieName, grants, isCurrent, isDeclined, parseConsent, uniformChoice } from './record.ts';

/** A record with every category set to `granted`. */
const uniformRecord = (stamp: string, granted: boolean): ConsentRecord => ({
  stamp,
  ...uniformChoice(granted),
});

describe('consent record', () => {
  it('names the cookie after the site', () => {
    expect(consentCookieName('Vitrine')).toBe('VitrineCookieConsent');
  });

  it('reads a stored record and ignores anything else', () => {
    expect(
      parseConsent('{"stamp":"2026-11","preferences":true,"statistics":false,"marketing":true}'),
    ).toEqual({
      stamp: '2026-11',
      preferences: true,
      statistics: false,
      marketing: true,
    });
    expect(parseConsent(undefined)).toBeUndefined();
    expect(parseConsent('not json')).toBeUndefined();
    expect(parseConsent('{"preferences":true}')).toBeUndefined();
  });

  it('counts a record stored for another stamp as no choice', () => {
    expect(isCurrent(uniformRecord('2026-11', true), '2026-11')).toBe(true);
    expect(isCurrent(uniformRecord('2025-01', true), '2026-11')).toBe(false);
    expect(isCurrent(undefined, '2026-11')).toBe(false);
  });

  it('is declined only when every category is denied', () => {
    expect(isDeclined(uniformRecord('s', false))).toBe(true);
    expect(isDeclined({ ...uniformRecord('s', false), marketing: true })).toBe(false);
  });

  it('grants only known categories the record allows', () => {
    const record = { ...uniformRecord('s', false), statistics: true };
    expect(grants(record, 'statistics')).toBe(true);
    expect(grants(record, 'marketing')).toBe(false);
    expect(grants(record, 'stamp')).toBe(false);
    expect(grants(undefined, 'statistics')).toBe(false);
  });

  it('maps the categories to Google Consent Mode v2 signals', () => {
    expect(consentModeSignals({ ...uniformRecord('s', false), statistics: true })).toEqual({
      ad_storage: 'denied',
      analytics_storage: 'granted',
      ad_user_data: 'denied',
      ad_personalization: 'denied',
      functionality_storage: 'denied',
      personalization_storage: 'denied',
      security_storage: 'granted',
    });
    expect(
      consentModeSignals({ ...uniformRecord('s', false), marketing: true, preferences: true }),
    ).toMatchObject({
      ad_storage: 'granted',
      ad_user_data: 'granted',
      ad_personalization: 'granted',
      functionality_storage: 'granted',
      personalization_storage: 'granted',
    });
  });
});
