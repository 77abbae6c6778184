/** The query parameters the tag search selectors drive. */
export const TAG_SEARCH_PARAMS = ['sort', 'entityName'] as const;

/**
 * The current address with `sort` and `entityName` set from the selectors (an empty value removes
 * the parameter) and `pageindex` dropped, since another order or entity starts at page one.
 */
export function tagSearchUrl(
  href: string,
  values: Partial<Record<(typeof TAG_SEARCH_PARAMS)[number], string>>,
): string {
  const url = new URL(href);
  for (const name of TAG_SEARCH_PARAMS) {
    const value = values[name];
    if (value === undefined) continue;
    if (value === '') url.searchParams.delete(name);
    else url.searchParams.set(name, value);
  }
  url.searchParams.delete('pageindex');
  url.hash = '';
  return url.toString();
}
