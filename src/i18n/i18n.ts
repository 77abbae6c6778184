import { loadOnce } from '../async/loadOnce.ts';
import { takeTurn } from '../async/turns.ts';
import { settings } from '../settings/index.ts';
import type { Texts } from './fallback/fallback.ts';
import { fetchStrings } from './stringsCall.ts';

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

/** The strings' fallback (the bundle's keys and default texts), fetched with the first strings call. */
const loadFallback = loadOnce(() => import('./fallback/fallback.ts'));

/**
 * Asks for the table and, beside it, the fallback; waits for the table at most STRINGS_WAIT_MS.
 * The culture's default texts are fetched only when the table lacks a key, or when it failed or is
 * late.
 */
async function load(culture: string): Promise<void> {
  const entry: CultureTexts = {};
  texts.set(culture, entry);
  const fallback = loadFallback().catch((error: unknown) => {
    console.warn("[vitrine] the strings' fallback could not be loaded", error);
    return undefined;
  });
  const call = fetchStrings(culture).then((answer) => {
    if (answer.kind === 'table') entry.table = answer.texts;
    return answer;
  });
  const answer = await within(call, STRINGS_WAIT_MS);
  entry.defaults = await (await fallback)?.fallbackTexts(culture, answer, STRINGS_WAIT_MS);
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

/** True once the culture's texts were asked for (`loadStrings` called), ready or not. */
export function stringsAsked(culture: string = settings().culture): boolean {
  return loads.has(culture);
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
  const defaults = entry?.defaults;
  // Own keys only: a key named like an object's property (`constructor`) is no text.
  const text =
    entry?.table?.get(key) ?? (defaults && Object.hasOwn(defaults, key) ? defaults[key] : undefined);
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
