import { resolveUrl } from '../http/request.ts';
import { settings } from '../settings/index.ts';
import { takeTurn } from '../util/turns.ts';
import { defaultText, loadBundleKeys, loadDefaults, type Texts } from './defaults.ts';
import { reportOnce } from './reportOnce.ts';
import { fetchStrings, type StringsAnswer, stringsPath } from './stringsCall.ts';

export type Vars = Record<string, string | number>;

/**
 * How long the strings wait for the CMS's table before going on with the bundle's defaults, ms:
 * a dialog opened by a click or a widget mounting waits no longer on a slow strings call. About
 * the most a click may take to answer before it seems missed, and more than the call takes on a
 * slow mobile network; a table that comes later is used from then on.
 */
export const STRINGS_WAIT_MS = 1500;

/** A culture's texts: the CMS's table once it answered, the bundle's defaults once needed. */
interface CultureTexts {
  table?: ReadonlyMap<string, string>;
  defaults?: Texts | undefined;
}

const texts = new Map<string, CultureTexts>();
const loads = new Map<string, Promise<void>>();
const settled = new Set<string>();
const warned = new Set<string>();

/** The promise's value, or undefined once `ms` have passed without it. */
function within<T>(promise: Promise<T>, ms: number): Promise<T | undefined> {
  let timer: number | undefined;
  const late = new Promise<undefined>((resolve) => {
    timer = window.setTimeout(resolve, ms);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

/** The bundle's keys the table lacks; undefined when there is no table (or the list did not load). */
async function lacking(
  answer: StringsAnswer | undefined,
  keys: Promise<ReadonlySet<string> | undefined>,
): Promise<string[] | undefined> {
  if (answer?.kind !== 'table') return undefined;
  const known = await keys;
  return known && [...known].filter((key) => !answer.texts.has(key));
}

/** Says once per culture and tab why the bundle's own texts are shown (src/i18n/README.md). */
function report(culture: string, answer: StringsAnswer | undefined, missing: string[] | undefined): void {
  const shown = "The bundle's own texts are shown";
  if (!answer) {
    const late = `GET ${resolveUrl(stringsPath(culture))} did not answer within ${STRINGS_WAIT_MS} ms`;
    reportOnce(culture, `strings: ${late}. ${shown} until it does.`);
  } else if (answer.kind === 'failed') {
    reportOnce(culture, `strings: ${answer.reason}. ${shown} instead.`);
  } else if (missing && missing.length > 0) {
    const lacks = `the "${culture}" table lacks ${missing.length} of the bundle's keys`;
    reportOnce(culture, `strings: ${lacks}. ${shown} for them:`, missing);
  }
}

/**
 * Asks for the table and, beside it, the list of the bundle's keys; waits for the table at most
 * STRINGS_WAIT_MS. The culture's defaults are fetched only when the table lacks a key, or when it
 * failed or is late.
 */
async function load(culture: string): Promise<void> {
  const entry: CultureTexts = {};
  texts.set(culture, entry);
  const keys = loadBundleKeys().catch(() => undefined);
  const call = fetchStrings(culture).then((answer) => {
    if (answer.kind === 'table') entry.table = answer.texts;
    return answer;
  });
  const answer = await within(call, STRINGS_WAIT_MS);
  const missing = await lacking(answer, keys);
  if (!missing || missing.length > 0) {
    entry.defaults = await loadDefaults(culture).catch((error: unknown) => {
      console.warn(`[vitrine] the default texts for "${culture}" could not be loaded`, error);
      return undefined;
    });
  }
  report(culture, answer, missing);
  settled.add(culture);
}

/**
 * Gets the culture's texts ready, once per culture; later calls reuse the first load. The CMS's
 * table comes from its strings call; the bundle's own default texts fill in for the keys the table
 * lacks, or for all of them when the call fails (a 404, a server error, no connection) or has not
 * answered within STRINGS_WAIT_MS. Resolves once the texts are ready, never later than that wait
 * plus the defaults' chunk. Callers that waited resume one task each: the widgets that wait for the
 * strings at page load would otherwise all start in the task that got them, one long task.
 */
export function loadStrings(culture: string = settings().culture): Promise<void> {
  let loading = loads.get(culture);
  if (!loading) {
    loading = load(culture);
    loads.set(culture, loading);
  }
  return settled.has(culture) ? loading : loading.then(takeTurn);
}

/** True once the culture's texts are ready (`loadStrings` resolved). */
export function stringsReady(culture: string = settings().culture): boolean {
  return settled.has(culture);
}

/**
 * Translates a key with `{{name}}` placeholders: the CMS's text, else the bundle's default in the
 * page's culture (French for a culture the bundle has no texts for). A key neither has (a theme's
 * own key the table lacks) shows the key itself, with one console warning; so does every key
 * before `loadStrings()` was called.
 */
export function t(key: string, vars?: Vars): string {
  const culture = settings().culture;
  const entry = texts.get(culture);
  const text = entry?.table?.get(key) ?? defaultText(entry?.defaults, key);
  if (text !== undefined) return interpolate(text, vars);
  if (settled.has(culture) && !warned.has(`${culture}:${key}`)) {
    warned.add(`${culture}:${key}`);
    console.warn(`[vitrine] missing translation "${key}" for culture "${culture}"`);
  }
  return interpolate(key, vars);
}

function interpolate(text: string, vars?: Vars): string {
  if (!vars) return text;
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (match, name: string) =>
    Object.hasOwn(vars, name) ? String(vars[name]) : match,
  );
}
