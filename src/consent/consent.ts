import { readCookie, writeCookie } from '../cookies/index.ts';
import { pageNonce } from '../csp/pageNonce.ts';
import { type ConsentRecord, dispatch, on } from '../events/index.ts';
import { settings } from '../settings/index.ts';
import { runGrantedScripts } from './gatedScripts.ts';
import { pushConsentDefault, pushConsentUpdate } from './googleConsent.ts';
import { applyPreferenceConsent } from './record/preferenceCookies.ts';
import { CONSENT_HOURS, consentCookieName, isCurrent, isDeclined, parseConsent } from './record/record.ts';

/** Which saves a consent callback hears: every save, only those granting something, or only full declines. */
export type ConsentCallbackKind = 'any' | 'accept' | 'decline';
export type ConsentCallback = (record: ConsentRecord) => void;

const callbacks = new Set<{ kind: ConsentCallbackKind; callback: ConsentCallback }>();
let current: ConsentRecord | undefined;
let observer: MutationObserver | undefined;
let stopSwap: (() => void) | undefined;

/** The stored choice for the page's current stamp, or undefined when the customer must choose. */
export function currentConsent(): ConsentRecord | undefined {
  return current;
}

/** Reads the consent cookie; undefined when missing, malformed or stored for another stamp. */
export function readConsent(): ConsentRecord | undefined {
  const { siteName, consentStamp } = settings();
  const stored = parseConsent(readCookie(consentCookieName(siteName)));
  return isCurrent(stored, consentStamp) ? stored : undefined;
}

/**
 * Registers a consent callback, run after each save (`kind` 'any', the default), after saves that
 * grant at least one category ('accept') or after saves that deny all ('decline').
 * @returns the function that unregisters it.
 */
export function onConsent(callback: ConsentCallback, kind: ConsentCallbackKind = 'any'): () => void {
  const entry = { kind, callback };
  callbacks.add(entry);
  return () => callbacks.delete(entry);
}

function runCallbacks(record: ConsentRecord): void {
  const declined = isDeclined(record);
  for (const kind of ['any', declined ? 'decline' : 'accept'] as const) {
    for (const entry of [...callbacks]) {
      if (entry.kind !== kind) continue;
      try {
        entry.callback(record);
      } catch (error) {
        console.error('[vitrine] a consent callback failed', error);
      }
    }
  }
}

/**
 * Saves a choice: stores the cookie, moves or deletes the preference cookies, exposes the record, updates Google Consent Mode, runs the
 * consent callbacks, fires `vitrine:consent-set`, then runs the gated scripts it grants.
 * The record's stamp is the page's current `consentStamp`.
 */
export function saveConsent(choice: Omit<ConsentRecord, 'stamp'>): ConsentRecord {
  const { siteName, consentStamp } = settings();
  const record: ConsentRecord = {
    stamp: consentStamp,
    preferences: choice.preferences,
    statistics: choice.statistics,
    marketing: choice.marketing,
  };
  writeCookie(consentCookieName(siteName), JSON.stringify(record), CONSENT_HOURS);
  applyPreferenceConsent(record);
  current = record;
  if (window.vitrine) window.vitrine.consent = record;
  pushConsentUpdate(record);
  runCallbacks(record);
  dispatch('vitrine:consent-set', record);
  runGrantedScripts(document, record);
  return record;
}

/**
 * Starts consent on this document: pushes the Consent Mode defaults, reads the stored choice,
 * runs the gated scripts it grants, and keeps doing so for content swapped or inserted later.
 * Safe to call twice.
 */
export function startConsent(): void {
  if (observer) return;
  pageNonce(); // read now, while every script of the document is the server's own
  pushConsentDefault();
  current = readConsent();
  applyPreferenceConsent(current);
  if (window.vitrine) window.vitrine.consent = current;
  if (current) pushConsentUpdate(current);
  runGrantedScripts(document, current);
  observer = new MutationObserver((records) => {
    if (!current) return;
    for (const record of records) {
      for (const node of record.addedNodes) {
        if (node instanceof Element) runGrantedScripts(node, current);
      }
    }
  });
  observer.observe(document.documentElement, { childList: true, subtree: true });
  stopSwap = on('vitrine:page-swap', () => {
    // A swapped page may carry another stamp; the settings were refreshed by the navigator.
    current = readConsent();
    applyPreferenceConsent(current);
    if (window.vitrine) window.vitrine.consent = current;
    runGrantedScripts(document, current);
  });
}

/** Stops watching for gated scripts. Safe to call twice. */
export function stopConsent(): void {
  observer?.disconnect();
  observer = undefined;
  stopSwap?.();
  stopSwap = undefined;
}
