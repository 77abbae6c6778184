import type { Browser } from '@playwright/test';
import { weighPage } from './sizes.ts';

import { PRODUCT_PATH, productWalk } from './walks.ts';

export { PRODUCT_PATH };

declare global {
  interface Window {
    __benchLongTasks?: { count: number; totalMs: number };
  }
}

/**
 * Product page figures: eager and total JS (gzip bytes, as weighPage counts them) and the main
 * thread's long tasks at 4x CPU slowdown, from navigation until the page settled and one variation
 * change and its fragments were applied.
 */
export async function benchProduct(browser: Browser, baseUrl: string): Promise<Record<string, number>> {
  const weight = await weighPage(browser, baseUrl, PRODUCT_PATH);

  const context = await browser.newContext();
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.addInitScript(() => {
    const tally = { count: 0, totalMs: 0 };
    window.__benchLongTasks = tally;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        tally.count += 1;
        tally.totalMs += entry.duration;
      }
    }).observe({ type: 'longtask', buffered: true });
  });
  await productWalk(page, baseUrl);
  await page.waitForTimeout(500);
  const longTasks = await page.evaluate(() => window.__benchLongTasks ?? { count: 0, totalMs: 0 });
  await context.close();

  return {
    eagerJsGzip: weight.eagerJsGzip,
    totalJsGzip: weight.totalJsGzip,
    longTasksAt4x: longTasks.count,
    longTaskMsAt4x: Math.round(longTasks.totalMs),
  };
}
