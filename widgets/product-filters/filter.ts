/**
 * The listing's filter object, as the CMS takes it: filter groups (`Brands`, `Categories`, ...) are
 * lists of ids; `ProductAttributes` maps an attribute id to its chosen value ids.
 */
export interface Filter {
  groups: Record<string, number[]>;
  ProductAttributes: Record<string, number[]>;
}

const ATTRIBUTE_FIELD = /^ProductAttributes\.(\w+)$/;

export function emptyFilter(): Filter {
  return { groups: {}, ProductAttributes: {} };
}

const ids = (value: unknown): number[] =>
  (Array.isArray(value) ? value : [value]).map(Number).filter((id) => Number.isInteger(id));

/** Reads the JSON text of the `filter` parameter; anything malformed gives the empty filter. */
export function parseFilter(text: string | null | undefined): Filter {
  const filter = emptyFilter();
  if (!text) return filter;
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return filter;
  }
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return filter;
  for (const [key, value] of Object.entries(raw)) {
    if (key === 'ProductAttributes') {
      if (typeof value !== 'object' || value === null) continue;
      for (const [attribute, values] of Object.entries(value)) {
        const list = ids(values);
        if (list.length > 0) filter.ProductAttributes[attribute] = list;
      }
    } else {
      const list = ids(value);
      if (list.length > 0) filter.groups[key] = list;
    }
  }
  return filter;
}

function listOf(filter: Filter, field: string): { target: Record<string, number[]>; key: string } {
  const attribute = ATTRIBUTE_FIELD.exec(field)?.[1];
  return attribute === undefined
    ? { target: filter.groups, key: field }
    : { target: filter.ProductAttributes, key: attribute };
}

/**
 * The filter with one value of a facet field (`Brands`, `ProductAttributes.2`) chosen or not.
 * Returns a new object; the input is left alone.
 */
export function setValue(filter: Filter, field: string, id: number, chosen: boolean): Filter {
  const next: Filter = { groups: { ...filter.groups }, ProductAttributes: { ...filter.ProductAttributes } };
  const { target, key } = listOf(next, field);
  const current = target[key] ?? [];
  const values = chosen ? [...new Set([...current, id])] : current.filter((value) => value !== id);
  if (values.length > 0) target[key] = values;
  else delete target[key];
  return next;
}

export function isChosen(filter: Filter, field: string, id: number): boolean {
  const { target, key } = listOf(filter, field);
  return target[key]?.includes(id) ?? false;
}

export function isEmpty(filter: Filter): boolean {
  return Object.keys(filter.groups).length === 0 && Object.keys(filter.ProductAttributes).length === 0;
}

/**
 * The JSON text of the `filter` parameter, or '' for the empty filter. Keys and ids are sorted, so
 * the same choice always gives the same URL.
 */
export function serialiseFilter(filter: Filter): string {
  if (isEmpty(filter)) return '';
  const sortedIds = (list: number[]) => [...list].sort((a, b) => a - b);
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(filter.groups).sort()) out[key] = sortedIds(filter.groups[key] ?? []);
  const attributes = Object.keys(filter.ProductAttributes).sort();
  if (attributes.length > 0) {
    out.ProductAttributes = Object.fromEntries(
      attributes.map((key) => [key, sortedIds(filter.ProductAttributes[key] ?? [])]),
    );
  }
  return JSON.stringify(out);
}

/** The no-JS facet form's own fields (merged into `filter` by the server) that the filter replaces. */
function isFacetField(name: string, filter: Filter, fields: Iterable<string>): boolean {
  if (ATTRIBUTE_FIELD.test(name)) return true;
  if (name in filter.groups) return true;
  for (const field of fields) if (field === name) return true;
  return false;
}

/**
 * The listing URL for a new filter: `filter` set (or removed when empty), `pageindex` dropped,
 * the no-JS checkbox fields removed; every other parameter kept.
 */
export function listingUrl(current: string, filter: Filter, facetFields: Iterable<string> = []): string {
  const url = new URL(current);
  const fields = [...facetFields];
  for (const name of [...new Set(url.searchParams.keys())]) {
    if (isFacetField(name, filter, fields)) url.searchParams.delete(name);
  }
  url.searchParams.delete('pageindex');
  const text = serialiseFilter(filter);
  if (text) url.searchParams.set('filter', text);
  else url.searchParams.delete('filter');
  return url.pathname + url.search + url.hash;
}
