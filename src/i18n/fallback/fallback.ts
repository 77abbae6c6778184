import { loadOnce } from '../../async/loadOnce.ts';
import { resolveUrl } from '../../http/request.ts';
import { type StringsAnswer, stringsPath } from '../stringsCall.ts';
import { BUNDLE_KEYS } from './bundleKeys.generated.ts';
import { reportOnce } from './reportOnce.ts';

// What stands in for the CMS's strings when it lacks some: a chunk of its own (DOORS in
// tools/build/chunkGroups.mjs) that loadStrings() fetches beside the strings call, so that the
// pages that never show a translated text do not carry it. It holds the list of the keys the bundle
// has texts for; the texts themselves are a chunk per culture, fetched only when needed.

/** Texts by key, as a culture's defaults file holds them. */
export type Texts = Readonly<Record<string, string>>;

const CULTURES: Readonly<Record<string, () => Promise<{ default: Texts }>>> = {
  en: loadOnce(() => import('../defaults/en.json')),
  fr: loadOnce(() => import('../defaults/fr.json')),
  nl: loadOnce(() => import('../defaults/nl.json')),
  es: loadOnce(() => import('../defaults/es.json')),
  de: loadOnce(() => import('../defaults/de.json')),
  it: loadOnce(() => import('../defaults/it.json')),
  pt: loadOnce(() => import('../defaults/pt.json')),
};

/**
 * The bundle's default texts for a culture: its own file, or the English one for a culture the
 * bundle has no texts for (a Swedish shop's visitors read English more often than French). Each
 * file has a text for every key (src/i18n/defaults.test.ts), so the English texts are never needed
 * beside another culture's. Rejects when the chunk cannot be loaded.
 */
async function loadDefaults(culture: string): Promise<Texts> {
  const load = Object.hasOwn(CULTURES, culture) ? CULTURES[culture] : CULTURES.en;
  return (await load!()).default;
}

/** The bundle's keys (`Area.Key`), from the generated list grouped by area. */
function bundleKeys(): string[] {
  return BUNDLE_KEYS.split(' ').flatMap((group) => {
    const [area, names = ''] = group.split(':');
    return names.split(',').map((name) => `${area}.${name}`);
  });
}

/** The bundle's keys the table lacks; undefined when there is no table. */
function lacking(answer: StringsAnswer | undefined): string[] | undefined {
  if (answer?.kind !== 'table') return undefined;
  return bundleKeys().filter((key) => !answer.texts.has(key));
}

/** Says once per culture and tab why the bundle's own texts are shown (src/i18n/README.md). */
function report(culture: string, answer: StringsAnswer | undefined, missing: string[], waitMs: number): void {
  const shown = "The bundle's own texts are shown";
  if (!answer) {
    const late = `GET ${resolveUrl(stringsPath(culture))} did not answer within ${waitMs} ms`;
    reportOnce(culture, `strings: ${late}. ${shown} until it does.`);
  } else if (answer.kind === 'failed') {
    reportOnce(culture, `strings: ${answer.reason}. ${shown} instead.`);
  } else if (missing.length > 0) {
    const lacks = `the "${culture}" table lacks ${missing.length} of the bundle's keys`;
    reportOnce(culture, `strings: ${lacks}. ${shown} for them:`, missing);
  }
}

/**
 * The default texts a culture needs beside the CMS's answer (`undefined`: the call had not answered
 * within `waitMs`): none when the table has every key the bundle uses, else the culture's (English
 * for a culture the bundle has no texts for). Reports the problem once per culture and tab.
 */
export async function fallbackTexts(
  culture: string,
  answer: StringsAnswer | undefined,
  waitMs: number,
): Promise<Texts | undefined> {
  const missing = lacking(answer);
  report(culture, answer, missing ?? [], waitMs);
  if (missing?.length === 0) return undefined;
  return loadDefaults(culture).catch((error: unknown) => {
    console.warn(`[vitrine] the default texts for "${culture}" could not be loaded`, error);
    return undefined;
  });
}
