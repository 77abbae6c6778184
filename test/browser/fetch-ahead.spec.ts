import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { seedCart, VARIANT } from '../support/cart.ts';
import { chunkOf, recordRuns } from '../support/chunks.ts';
import { expect, test } from '../support/test.ts';

// Once a page has loaded and the browser is idle, the files of the islands that wait for the
// customer's first move are fetched ahead at low priority, and not run until that move.

const PRODUCT = '/fr/catalog/products/1001';
const QUANTITY = '.add-to-cart [data-widget~="quantity-input"]';

/** The files of a widget, as dist/preload.json lists them (its chunk first), that the page had not loaded. */
function islandFiles(widget: string): string[] {
  const preload = JSON.parse(readFileSync('dist/preload.json', 'utf8')) as {
    widgets: Record<string, string[]>;
  };
  return (preload.widgets[widget] ?? []).map((file) => file.split('/').pop() ?? '');
}

/**
 * Every request of a /dist/ file: Chromium's priority for it, and whether its answer came from the
 * network (not from what was fetched ahead, nor the browser's cache).
 */
async function recordFetches(page: Page) {
  const fetches: { id: string; file: string; priority: string; fromNetwork?: boolean }[] = [];
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  cdp.on('Network.requestWillBeSent', ({ requestId, request }) => {
    const path = new URL(request.url).pathname;
    if (path.startsWith('/dist/'))
      fetches.push({ id: requestId, file: path.split('/').pop() ?? '', priority: request.initialPriority });
  });
  cdp.on('Network.responseReceived', ({ requestId, response }) => {
    const fetch = fetches.find((f) => f.id === requestId);
    if (fetch) fetch.fromNetwork = !(response.fromPrefetchCache || response.fromDiskCache);
  });
  return fetches;
}

/** When each of `files` started downloading, and when the page's load event ended (ms, page time). */
function timing(page: Page, files: string[]) {
  return page.evaluate((names) => {
    const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
    const load = (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventEnd;
    const starts = names.map((name) => resources.find((entry) => entry.name.includes(name))?.startTime ?? -1);
    return { load, starts };
  }, files);
}

test('after load the product quantity’s files are fetched at low priority, not run, and its first move uses them', async ({
  page,
}) => {
  const widgetChunk = islandFiles('quantity-input')[0] ?? '';
  const react = chunkOf('node_modules/react-dom/');
  const fetches = await recordFetches(page);
  const runs = await recordRuns(page);
  await page.goto(PRODUCT);
  await expect.poll(() => fetches.some((f) => f.file === widgetChunk)).toBe(true);
  await expect.poll(() => fetches.some((f) => f.file === react)).toBe(true);
  await page.waitForLoadState('networkidle');
  const { load, starts } = await timing(page, [widgetChunk, react]);
  for (const start of starts) expect(start).toBeGreaterThanOrEqual(load);
  for (const file of [widgetChunk, react])
    expect(fetches.find((f) => f.file === file)?.priority, file).toMatch(/Low|VeryLow/);
  // Fetched, not run: the page is as the server wrote it, no React on it.
  const ran = await runs();
  expect(ran).not.toContain(widgetChunk);
  expect(ran).not.toContain(react);
  await expect(page.locator(QUANTITY)).toHaveAttribute('data-widget-deferred', 'quantity-input');
  // The first move runs them, without asking the network for them again.
  const before = fetches.length;
  await page.locator(QUANTITY).hover();
  await expect(page.locator(QUANTITY)).toHaveAttribute('data-widget-mounted', 'quantity-input');
  const fromNetwork = fetches.slice(before).filter((f) => f.fromNetwork !== false);
  expect(fromNetwork.map((f) => f.file)).not.toContain(widgetChunk);
  expect(fromNetwork.map((f) => f.file)).not.toContain(react);
});

test('a page that has not asked for its texts also gets its strings call’s files ahead, and runs them at the first move', async ({
  page,
}) => {
  await seedCart(page, [{ ProductVariantId: VARIANT.degressive, Quantity: 1 }]);
  const ky = chunkOf('node_modules/ky/');
  const fetches = await recordFetches(page);
  const runs = await recordRuns(page);
  await page.goto('/fr/shoppingcarts');
  await expect.poll(() => fetches.find((f) => f.file === ky)?.priority).toMatch(/Low|VeryLow/);
  await page.waitForLoadState('networkidle');
  expect(await runs()).not.toContain(ky);
  const before = fetches.length;
  const field = page.locator('.cart-line input[name^="Quantity"]').first();
  await field.focus();
  await expect(page.locator('form.cart-form')).toHaveAttribute('data-widget-mounted', /cart-island/);
  const fromNetwork = fetches.slice(before).filter((f) => f.fromNetwork !== false);
  expect(fromNetwork.map((f) => f.file)).not.toContain(ky);
});

for (const [name, connection] of [
  ['asks to save data', { saveData: true, effectiveType: '4g' }],
  ['is on 2G', { saveData: false, effectiveType: '2g' }],
] as const) {
  test(`a browser that ${name} fetches nothing ahead; the first move brings the island`, async ({ page }) => {
    await page.addInitScript((facts) => {
      Object.defineProperty(navigator, 'connection', { value: facts, configurable: true });
    }, connection);
    const widgetChunk = islandFiles('quantity-input')[0] ?? '';
    const fetches = await recordFetches(page);
    await page.goto(PRODUCT);
    await page.waitForLoadState('networkidle');
    // Past the moment the files come ahead on another connection (the load, then an idle period).
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => setTimeout(resolve, 500))));
    await page.waitForLoadState('networkidle');
    expect(fetches.map((f) => f.file)).not.toContain(widgetChunk);
    await page.locator(QUANTITY).hover();
    await expect(page.locator(QUANTITY)).toHaveAttribute('data-widget-mounted', 'quantity-input');
    expect(fetches.map((f) => f.file)).toContain(widgetChunk);
  });
}
