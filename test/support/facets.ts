import type { Page } from '@playwright/test';

/**
 * Serves the listing with refresh-on-click switched off on the facet form (and, given, another
 * quiet delay before the listing reloads, `data-submit-delay`).
 */
export async function withoutRefreshOnClick(page: Page, submitDelay?: number): Promise<void> {
  const delay = submitDelay === undefined ? '' : ` data-submit-delay="${submitDelay}"`;
  await page.route(/\/fr\/catalog(\?|$)/, async (route) => {
    const response = await route.fetch();
    const body = (await response.text()).replace(
      'data-widget="product-filters"',
      `data-widget="product-filters" data-refresh-on-click="false"${delay}`,
    );
    await route.fulfill({ response, body });
  });
}

/** What of a page the counter needs: Playwright's and puppeteer's (the Firefox specs) both fit. */
interface RequestingPage {
  on(event: 'request', listener: (request: { url(): string; method(): string }) => void): unknown;
}

/** Counts the listing pages asked for with a filter: one per filter applied. */
export function countFilteredListings(page: RequestingPage): { filtered: number } {
  const counter = { filtered: 0 };
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (request.method() === 'GET' && url.pathname === '/fr/catalog' && url.searchParams.has('filter'))
      counter.filtered += 1;
  });
  return counter;
}
