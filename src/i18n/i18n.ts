import i18next, { type i18n as I18n } from 'i18next';
import { request } from '../http/request.ts';
import { takeTurn } from '../loader/turns.ts';
import { settings } from '../settings/index.ts';

export type Vars = Record<string, string | number>;

const loads = new Map<string, Promise<void>>();
const warned = new Set<string>();
const settled = new Set<string>();
let instance: I18n | undefined;

function warnOnce(key: string, culture: string): void {
  if (warned.has(`${culture}:${key}`)) return;
  warned.add(`${culture}:${key}`);
  console.warn(`[vitrine] missing translation "${key}" for culture "${culture}"`);
}

function ensureInstance(culture: string): I18n {
  if (!instance) {
    instance = i18next.createInstance();
    void instance.init({
      lng: culture,
      fallbackLng: false,
      resources: {},
      keySeparator: false,
      nsSeparator: false,
      interpolation: { escapeValue: false },
      returnNull: false,
      saveMissing: true,
      missingKeyHandler: (_lngs, _ns, key) => warnOnce(key, culture),
      initAsync: false,
    });
  }
  return instance;
}

/**
 * Fetches the culture's strings from the string-resource endpoint, once per culture; later calls
 * reuse the first answer. A failed call is retried once; if that fails too, the keys themselves are
 * shown. Callers that waited for the answer resume one task each: the widgets
 * that wait for the strings at page load (a gallery, a carousel, a form) would otherwise all start
 * in the task that parsed them, one long task.
 */
export function loadStrings(culture: string = settings().culture): Promise<void> {
  let load = loads.get(culture);
  if (!load) {
    load = (async () => {
      const i18n = ensureInstance(culture);
      const path = `api/v1/localization/${encodeURIComponent(culture)}/stringresources`;
      let outcome = await request<Record<string, string>>('GET', path);
      // A failed load is retried once before the keys are shown (a dropped connection, a busy server).
      if (outcome.kind === 'failed') outcome = await request<Record<string, string>>('GET', path);
      if (outcome.kind === 'ok' && outcome.data && typeof outcome.data === 'object') {
        // The answer is ours alone and flat: no deep copy, no deep merge.
        i18n.addResourceBundle(culture, 'translation', outcome.data, false, true, {
          silent: false,
          skipCopy: true,
        });
      } else {
        console.warn(`[vitrine] strings for "${culture}" could not be loaded; keys are shown instead`);
      }
      if (i18n.language !== culture) await i18n.changeLanguage(culture);
      settled.add(culture);
    })();
    loads.set(culture, load);
  }
  return settled.has(culture) ? load : load.then(takeTurn);
}

/** True once the culture's strings were fetched (or failed to be). */
export function stringsReady(culture: string = settings().culture): boolean {
  return settled.has(culture);
}

/**
 * Translates a key with `{{name}}` placeholders. A missing key (or strings not loaded yet) shows
 * the key itself, with one console warning per key.
 */
export function t(key: string, vars?: Vars): string {
  const culture = settings().culture;
  const i18n = instance;
  if (!i18n?.exists(key, { lng: culture })) {
    if (loads.has(culture)) warnOnce(key, culture);
    return interpolate(key, vars);
  }
  return i18n.t(key, { lng: culture, ...(vars ?? {}) });
}

function interpolate(text: string, vars?: Vars): string {
  if (!vars) return text;
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (match, name: string) =>
    name in vars ? String(vars[name]) : match,
  );
}
