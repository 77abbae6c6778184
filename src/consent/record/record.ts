import type { ConsentRecord } from '../../events/index.ts';

/** The consent categories, in the order the dialog lists them. */
export const CONSENT_CATEGORIES = ['preferences', 'statistics', 'marketing'] as const;
/** One consent category: preferences, statistics or marketing. */
export type ConsentCategory = (typeof CONSENT_CATEGORIES)[number];

/** Consent cookie lifetime (docs/integration.md, "Consent"). */
export const CONSENT_HOURS = 8760;

/** `{siteName}CookieConsent`. */
export function consentCookieName(siteName: string): string {
  return `${siteName}CookieConsent`;
}

/** What the customer chose for each category (a record without its stamp). */
export type ConsentChoice = Record<ConsentCategory, boolean>;

/** Every category granted, or every one denied: accept-all and decline-all. */
export function uniformChoice(granted: boolean): ConsentChoice {
  return { preferences: granted, statistics: granted, marketing: granted };
}

/** Parses a stored cookie value; undefined when it is missing or not a consent record. */
export function parseConsent(raw: string | undefined): ConsentRecord | undefined {
  if (!raw) return undefined;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return undefined;
  }
  if (!value || typeof value !== 'object') return undefined;
  const v = value as Record<string, unknown>;
  if (typeof v.stamp !== 'string') return undefined;
  return {
    stamp: v.stamp,
    preferences: v.preferences === true,
    statistics: v.statistics === true,
    marketing: v.marketing === true,
  };
}

/** True when a choice is stored for the page's current stamp (the dialog then stays hidden). */
export function isCurrent(record: ConsentRecord | undefined, stamp: string): record is ConsentRecord {
  return record !== undefined && record.stamp === stamp;
}

/** True when every category is denied (the decline callbacks run instead of the accept ones). */
export function isDeclined(record: ConsentRecord): boolean {
  return CONSENT_CATEGORIES.every((category) => !record[category]);
}

/** True for a known category that the record grants. */
export function grants(record: ConsentRecord | undefined, category: string): boolean {
  if (!record) return false;
  return (CONSENT_CATEGORIES as readonly string[]).includes(category) && record[category as ConsentCategory];
}
