import type { Page } from '@playwright/test';
import { PAGE_WAIT_MS } from './walker.ts';

/** What Sphinx's search page shows once its search is over. */
export interface SearchResults {
  status: string;
  /** The results' addresses, in order. */
  links: string[];
}

/** True once Sphinx's search page has said its search is over (for `waitForFunction`). */
function searchOver(): boolean {
  const status = document.querySelector('#search-results .search-summary')?.textContent ?? '';
  return /^(Search finished|Your search did not match)/.test(status);
}

/**
 * True once every summarized result's page has come: Sphinx fetches each for its summary without
 * waiting, after it said its search was over (and throws on each of this manual's, which has no
 * `[role=main]`: an error of the full load too, which must land before the pages are compared, not
 * in the walked page's next step).
 */
function summariesFetched(): boolean {
  const fetched = new Set(
    performance
      .getEntriesByType('resource')
      .filter((entry) => (entry as PerformanceResourceTiming).initiatorType === 'fetch')
      .map((entry) => entry.name),
  );
  // A result with a description (an object of the API: a `span` after its link) has no summary.
  const summarized = [...document.querySelectorAll('#search-results ul.search li')].filter(
    (item) => !item.querySelector(':scope > span'),
  );
  return summarized.every((item) => fetched.has(item.querySelector('a')?.href.split('#')[0] ?? ''));
}

/**
 * The search page's results once its search is over and its summaries' pages have come, or null when it does not end within
 * PAGE_WAIT_MS: the search runs from the page's scripts at DOMContentLoaded, and a visit that does
 * not run them shows an empty results area for good.
 */
export async function searchResults(page: Page): Promise<SearchResults | null> {
  const over = await page.waitForFunction(searchOver, undefined, { timeout: PAGE_WAIT_MS }).then(
    () => true,
    () => false,
  );
  if (!over) return null;
  await page.waitForFunction(summariesFetched, undefined, { timeout: PAGE_WAIT_MS }).catch(() => undefined);
  return page.evaluate(() => ({
    status: document.querySelector('#search-results .search-summary')?.textContent ?? '',
    links: [...document.querySelectorAll<HTMLAnchorElement>('#search-results ul.search li > a')].map(
      (a) => a.href,
    ),
  }));
}

/** The mismatches of a visited search page against its full load. */
export function compareSearch(expected: SearchResults | null, actual: SearchResults | null): string[] {
  if (!expected) return ['search results: the full load never finished its search either'];
  if (!actual) return [`search results: none shown (the full load says "${expected.status}")`];
  const found: string[] = [];
  if (actual.status !== expected.status)
    found.push(`search status: expected "${expected.status}", got "${actual.status}"`);
  const length = Math.max(expected.links.length, actual.links.length);
  let differ = 0;
  while (differ < length && actual.links[differ] === expected.links[differ]) differ += 1;
  if (differ < length) {
    found.push(
      `search result links: ${expected.links.length} expected, ${actual.links.length} shown; first difference at #${differ}: expected ${expected.links[differ] ?? 'none'}, got ${actual.links[differ] ?? 'none'}`,
    );
  }
  return found;
}
