import type { i18n as I18n } from 'i18next';
import { request } from '../http/request.ts';
import { loadI18next } from '../libraries/libraries.ts';
import { settings } from '../settings/index.ts';
import { takeTurn } from '../util/turns.ts';

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

function createInstance(i18next: typeof import('i18next').default, culture: string): I18n {
  const made = i18next.createInstance();
  void made.init({
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
  return made;
}

/** The strings of a culture from its endpoint, asked twice at most; undefined when they cannot be had. */
async function fetchStrings(culture: string): Promise<Record<string, string> | undefined> {
  const path = `api/v1/localization/${encodeURIComponent(culture)}/stringresources`;
  let outcome = await request<Record<string, string>>('GET', path);
  // A failed load is retried once before the keys are shown (a dropped connection, a busy server).
  if (outcome.kind === 'failed') outcome = await request<Record<string, string>>('GET', path);
  return outcome.kind === 'ok' && outcome.data && typeof outcome.data === 'object' ? outcome.data : undefined;
}

/** Fetches the strings and i18next side by side, then puts the strings in the instance. */
async function load(culture: string): Promise<void> {
  const [strings, i18next] = await Promise.all([
    fetchStrings(culture),
    loadI18next().catch((error: unknown) => {
      console.warn('[vitrine] i18next could not be loaded; keys are shown instead', error);
      return undefined;
    }),
  ]);
  if (i18next && !instance) instance = createInstance(i18next.default, culture);
  const i18n = instance;
  if (i18n && strings) {
    // The answer is ours alone and flat: no deep copy, no deep merge.
    i18n.addResourceBundle(culture, 'translation', strings, false, true, { silent: false, skipCopy: true });
  } else if (!strings) {
    console.warn(`[vitrine] strings for "${culture}" could not be loaded; keys are shown instead`);
  }
  if (i18n && i18n.language !== culture) await i18n.changeLanguage(culture);
  settled.add(culture);
}

/**
 * Fetches the culture's strings from the string-resource endpoint, once per culture; later calls
 * reuse the first answer. i18next itself is fetched at the same time, on the first call: pages
 * where no widget asks for strings never download it. A failed call is retried once; if that fails
 * too, the keys themselves are shown. Callers that waited for the answer resume one task each: the
 * widgets that wait for the strings at page load (a gallery, a carousel, a form) would otherwise
 * all start in the task that parsed them, one long task.
 */
export function loadStrings(culture: string = settings().culture): Promise<void> {
  let loading = loads.get(culture);
  if (!loading) {
    loading = load(culture);
    loads.set(culture, loading);
  }
  return settled.has(culture) ? loading : loading.then(takeTurn);
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
