import { loadOnce } from '../util/loadOnce.ts';

/** Texts by key, as a culture's defaults file holds them. */
export type Texts = Readonly<Record<string, string>>;

// Each culture's default texts are a chunk of their own (tools/build/chunkGroups.mjs, DOORS),
// fetched only when the CMS's table lacks a key or its call failed.
const CULTURES: Readonly<Record<string, () => Promise<{ default: Texts }>>> = {
  fr: loadOnce(() => import('./defaults/fr.json')),
  nl: loadOnce(() => import('./defaults/nl.json')),
  es: loadOnce(() => import('./defaults/es.json')),
  de: loadOnce(() => import('./defaults/de.json')),
  it: loadOnce(() => import('./defaults/it.json')),
  pt: loadOnce(() => import('./defaults/pt.json')),
};

/**
 * The bundle's default texts for a culture: its own file, or the French one for a culture the
 * bundle has no texts for. Each file has a text for every key (src/i18n/defaults.test.ts), so the
 * French texts are never needed beside another culture's. Rejects when the chunk cannot be loaded.
 */
export async function loadDefaults(culture: string): Promise<Texts> {
  const load = Object.hasOwn(CULTURES, culture) ? CULTURES[culture] : CULTURES.fr;
  return (await load!()).default;
}

/**
 * The keys the bundle has default texts for, from a small chunk of their own fetched beside the
 * CMS's table: they tell whether the table lacks any, without fetching the texts.
 */
export const loadBundleKeys = loadOnce(async (): Promise<ReadonlySet<string>> => {
  const { BUNDLE_KEYS } = await import('./bundleKeys.generated.ts');
  return new Set(BUNDLE_KEYS.split(' '));
});

/** A text of the defaults, if they have one for the key (own keys only: never `constructor`). */
export function defaultText(texts: Texts | undefined, key: string): string | undefined {
  return texts && Object.hasOwn(texts, key) ? texts[key] : undefined;
}
