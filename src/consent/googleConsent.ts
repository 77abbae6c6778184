import type { ConsentRecord } from '../events/index.ts';

type ConsentState = 'granted' | 'denied';

/** Google Consent Mode v2 signals as Vitrine maps them from the three categories. */
export function consentModeSignals(record: ConsentRecord | undefined): Record<string, ConsentState> {
  const state = (on: boolean | undefined): ConsentState => (on ? 'granted' : 'denied');
  return {
    ad_storage: state(record?.marketing),
    analytics_storage: state(record?.statistics),
    ad_user_data: state(record?.marketing),
    ad_personalization: state(record?.marketing),
    functionality_storage: state(record?.preferences),
    personalization_storage: state(record?.preferences),
    security_storage: 'granted',
  };
}

/**
 * The gtag-style call: gtag.js only reads `arguments` objects from the dataLayer, not arrays. A
 * dataLayer that throws (a broken tag manager) costs the statistics only: a warning, as for every
 * push (`src/analytics`), never an error that would stop the bundle at its start.
 */
function gtag(..._args: unknown[]): void {
  try {
    window.dataLayer ??= [];
    // biome-ignore lint/complexity/noArguments: gtag.js requires the Arguments object itself.
    window.dataLayer.push(arguments);
  } catch (error) {
    console.warn('[vitrine] dataLayer push failed', error);
  }
}

let defaultsPushed = false;

/** Pushes `consent default` (everything denied but security) once per document. */
export function pushConsentDefault(): void {
  if (defaultsPushed) return;
  defaultsPushed = true;
  gtag('consent', 'default', consentModeSignals(undefined));
}

/** Pushes `consent update` from a stored or saved record. */
export function pushConsentUpdate(record: ConsentRecord): void {
  gtag('consent', 'update', consentModeSignals(record));
}
