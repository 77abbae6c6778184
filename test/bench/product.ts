import type { Browser } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from '../support/chromium.mjs';
import { BareChromium } from './bareChromium.ts';
import { bareLongTasks } from './longTasks.ts';
import { weighPage } from './sizes.ts';
import { PRODUCT_PATH, productWalk } from './walks.ts';

export { PRODUCT_PATH };

/**
 * Product page figures: eager and total JS (gzip bytes, as weighPage counts them) and the main
 * thread's long tasks at 4x CPU slowdown (one walk in a bare DevTools page, as longTasks.ts
 * counts them), from navigation until the page settled and one variation change and its
 * fragments were applied.
 */
export async function benchProduct(browser: Browser, baseUrl: string): Promise<Record<string, number>> {
  const weight = await weighPage(browser, baseUrl, PRODUCT_PATH);

  const chromium = await BareChromium.launch(findChromium() ?? '/usr/bin/chromium', CHROMIUM_ARGS);
  const longTasks = await bareLongTasks(chromium, baseUrl, productWalk).finally(() => chromium.close());

  return {
    eagerJsGzip: weight.eagerJsGzip,
    totalJsGzip: weight.totalJsGzip,
    longTasksAt4x: longTasks.count,
    longTaskMsAt4x: Math.round(longTasks.totalMs),
  };
}
