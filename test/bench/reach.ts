import type { Page } from '@playwright/test';

/**
 * The customer's pointer reaches for an island that waits for the first move (the facets, the
 * cart page, the checkout's summaries); resolves once the island is on screen.
 */
export async function reach(page: Page, selector: string): Promise<void> {
  await page.mouse.move(0, 0);
  await page.hover(selector, { position: { x: 4, y: 4 } });
  await page.waitForSelector(`${selector}[data-widget-mounted]:not([data-widget-deferred])`, {
    state: 'attached',
  });
}
