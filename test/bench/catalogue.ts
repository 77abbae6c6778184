// Catalogue figures for npm run bench: the listing page's JS weight (eager and total gzip bytes) and
// its main-thread long tasks at 4x CPU slowdown, from navigation through opening a quick view.
import type { Browser } from '@playwright/test';
import { reach } from './reach.ts';
import { weighPage } from './sizes.ts';

const LISTING = '/fr/catalog';

interface LongTasks {
  count: number;
  totalMs: number;
}

declare global {
  interface Window {
    __longTasks?: LongTasks;
  }
}

/** Long tasks (> 50 ms) of the listing page from navigation to settled, with the CPU 4x slower. */
async function longTasks(browser: Browser, baseUrl: string): Promise<LongTasks> {
  const page = await browser.newPage();
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.addInitScript(() => {
    const tasks: LongTasks = { count: 0, totalMs: 0 };
    window.__longTasks = tasks;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        tasks.count++;
        tasks.totalMs += entry.duration;
      }
    }).observe({ type: 'longtask', buffered: true });
  });
  await page.goto(baseUrl + LISTING, { waitUntil: 'load' });
  await reach(page, 'form.facets');
  // Open the quick view of the first card: the listing's heaviest interaction that stays on the page.
  // It mounts when idle: a click before that is a plain link to the product page.
  await page.waitForSelector('.product-card__quick-view[data-widget-mounted~="quick-view"]');
  await page.locator('.product-card__quick-view').first().click();
  // The first of the fragment's widgets to mount (the form and its quantity field can both be).
  await page.locator('dialog.quick-view-modal[open] [data-widget-mounted]').first().waitFor();
  await page.waitForTimeout(1000);
  const result = await page.evaluate(() => window.__longTasks ?? { count: 0, totalMs: 0 });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  await page.close();
  return { count: result.count, totalMs: Math.round(result.totalMs) };
}

/**
 * The listing's cumulative layout shift (CLS: shifts not caused by input) from navigation until the
 * facet box's island and the toolbar have mounted, at a viewport width.
 */
async function layoutShift(browser: Browser, baseUrl: string, width: number): Promise<number> {
  const page = await browser.newPage({ viewport: { width, height: 800 } });
  await page.addInitScript(() => {
    const shifts = { total: 0 };
    (window as unknown as { __shift: typeof shifts }).__shift = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[])
        if (!entry.hadRecentInput) shifts.total += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto(baseUrl + LISTING, { waitUntil: 'load' });
  await reach(page, 'form.facets');
  await page.waitForTimeout(500);
  const total = await page.evaluate(
    () => (window as unknown as { __shift: { total: number } }).__shift.total,
  );
  await page.close();
  return Math.round(total * 10_000) / 10_000;
}

/** Listing page figures: eager and total JS (gzip bytes) and long tasks at 4x CPU slowdown. */
export async function benchCatalogue(browser: Browser, baseUrl: string): Promise<Record<string, number>> {
  const weight = await weighPage(browser, baseUrl, LISTING);
  const tasks = await longTasks(browser, baseUrl);
  const shift1280 = await layoutShift(browser, baseUrl, 1280);
  const shift375 = await layoutShift(browser, baseUrl, 375);
  return {
    listingLayoutShift1280: shift1280,
    listingLayoutShift375: shift375,
    listingEagerJsGzip: weight.eagerJsGzip,
    listingTotalJsGzip: weight.totalJsGzip,
    listingLoadsReact: weight.loadsReact ? 1 : 0,
    listingLongTasks4x: tasks.count,
    listingLongTaskMs4x: tasks.totalMs,
  };
}
