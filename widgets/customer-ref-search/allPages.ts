import { type Outcome, request } from '../../src/index.ts';

/** One answer item of the customer-reference search. */
export interface CustomerReference {
  CustomerSKU: string;
  ProductLink: string;
}

/** The CMS answers 10 references a page. */
export const REFERENCES_PER_PAGE = 10;
/** Pages asked at most for one search (100 references): a longer list needs more characters. */
export const MAX_PAGES = 10;

/**
 * Every page of the search's answer, one after the other, until a page comes back short: the
 * references past the first ten are offered too. A failed or aborted page ends the search with
 * that outcome (a newer search aborts this one through the request key).
 */
export async function searchAllPages(
  url: string,
  q: string,
  signal: AbortSignal,
): Promise<Outcome<CustomerReference[]>> {
  const found: CustomerReference[] = [];
  for (let page = 1; page <= MAX_PAGES; page++) {
    const outcome = await request<CustomerReference[]>('GET', url, {
      key: 'customer-ref-search',
      signal,
      searchParams: { q, page },
    });
    if (outcome.kind !== 'ok') return outcome;
    const items = Array.isArray(outcome.data) ? outcome.data : [];
    found.push(...items);
    if (items.length < REFERENCES_PER_PAGE || page === MAX_PAGES) return { ...outcome, data: found };
  }
  return { kind: 'aborted' };
}
