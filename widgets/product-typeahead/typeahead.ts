/** The remote typeahead shows at most 30 suggestions, from 2 characters. */
export const TYPEAHEAD_LIMIT = 30;

/** One suggestion of the remote typeahead: a name to show and the product to open. */
export interface TypeaheadItem {
  Name: string;
  ProductUrl: string;
}

/** The usable items of an answer (a Name and a ProductUrl, both text), at most `limit`. */
export function typeaheadItems(data: unknown, limit: number = TYPEAHEAD_LIMIT): TypeaheadItem[] {
  if (!Array.isArray(data)) return [];
  return data
    .filter(
      (item): item is TypeaheadItem => typeof item?.Name === 'string' && typeof item?.ProductUrl === 'string',
    )
    .slice(0, limit);
}

/** The endpoint named in the page settings, or an error naming the setting when there is none. */
export function endpointFrom(settings: Record<string, unknown>, key: string): string {
  const value = settings[key];
  if (typeof value !== 'string' || value.trim() === '')
    throw new Error(`product-typeahead needs the "${key}" page setting (the suggestion endpoint)`);
  return value.trim();
}
