import { loadStrings, t } from './i18n.ts';

/**
 * The `t` function once the page's strings are loaded: for code that needs text only after an
 * interaction or a change, so that the page asks for the strings then rather than at load.
 */
export async function translator(): Promise<typeof t> {
  await loadStrings();
  return t;
}
