import type { t } from './i18n.ts';

/**
 * The `t` function once the page's strings are loaded, with i18next itself loaded on demand: for
 * a vanilla widget that needs text only after an interaction, so its chunk does not pull i18next
 * (the largest shared chunk) onto every page.
 */
export async function translator(): Promise<typeof t> {
  const i18n = await import('./i18n.ts');
  await i18n.loadStrings();
  return i18n.t;
}
