import type { Page } from '@playwright/test';

/** Serves the listing with refresh-on-click switched off on the facet form. */
export async function withoutRefreshOnClick(page: Page): Promise<void> {
  await page.route(/\/fr\/catalog(\?|$)/, async (route) => {
    const response = await route.fetch();
    const body = (await response.text()).replace(
      'data-widget="product-filters"',
      'data-widget="product-filters" data-refresh-on-click="false"',
    );
    await route.fulfill({ response, body });
  });
}
