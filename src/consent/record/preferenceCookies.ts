import { readCookie, removeCookie, writeCookie } from '../../cookies/index.ts';
import type { ConsentRecord } from '../../events/index.ts';
import { settings } from '../../settings/index.ts';
import { CONSENT_HOURS, consentCookieName, isCurrent, parseConsent } from './record.ts';

/** Where a value waits for the preferences consent: this tab's sessionStorage. */
const SESSION_PREFIX = 'vitrine-preference:';

/** `{siteName}PreferenceCookies`: the names of the preference cookies written, to delete them later. */
function indexName(): string {
  return `${settings().siteName}PreferenceCookies`;
}

function indexed(): string[] {
  return (readCookie(indexName()) ?? '').split(',').filter(Boolean);
}

function granted(): boolean {
  const { siteName, consentStamp } = settings();
  const record = parseConsent(readCookie(consentCookieName(siteName)));
  return isCurrent(record, consentStamp) && record.preferences;
}

/** sessionStorage, or undefined where the browser refuses it (then nothing is remembered). */
function session(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

function writePreferenceCookie(name: string, value: string): void {
  writeCookie(name, value, CONSENT_HOURS);
  const names = new Set([...indexed(), name]);
  writeCookie(indexName(), [...names].join(','), CONSENT_HOURS);
}

/**
 * Remembers a customer's choice under a cookie name: a cookie for at most the consent's lifetime
 * when the preferences consent is given, else in this tab's sessionStorage until it is.
 */
export function rememberPreference(name: string, value: string): void {
  if (granted()) writePreferenceCookie(name, value);
  else session()?.setItem(SESSION_PREFIX + name, value);
}

/** A remembered choice: the cookie, else the value waiting in this tab; undefined when neither. */
export function recallPreference(name: string): string | undefined {
  return readCookie(name) ?? session()?.getItem(SESSION_PREFIX + name) ?? undefined;
}

/**
 * Makes the stored choices follow the consent: with preferences granted, the values waiting in
 * this tab become cookies; otherwise (no choice, a choice for older terms, preferences withdrawn)
 * every preference cookie is deleted, so none outlives the consent that allowed it.
 */
export function applyPreferenceConsent(record: ConsentRecord | undefined): void {
  const storage = session();
  if (record?.preferences) {
    const keys = Array.from({ length: storage?.length ?? 0 }, (_, i) => storage?.key(i) ?? '');
    for (const key of keys.filter((k) => k.startsWith(SESSION_PREFIX))) {
      writePreferenceCookie(key.slice(SESSION_PREFIX.length), storage?.getItem(key) ?? '');
      storage?.removeItem(key);
    }
    return;
  }
  for (const name of indexed()) removeCookie(name);
  removeCookie(indexName());
}
