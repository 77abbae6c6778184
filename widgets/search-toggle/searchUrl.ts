/**
 * The catalogue search address for a term, or null when the trimmed term is empty (an empty
 * search is ignored). `appPath` ends with a slash.
 */
export function searchUrl(appPath: string, culture: string, term: string): string | null {
  const q = term.trim();
  if (q === '') return null;
  return `${appPath}${culture}/catalog?q=${encodeURIComponent(q)}`;
}
