// Long tasks of the product and listing pages (issue 18, point 3): at 4x CPU slowdown, from
// navigation until the page has settled and one variant change (product) or one quick view
// (listing) is done: the total, the count and the longest task, each as min / median / max over
// BENCH_RUNS runs (default 5).
import type { Browser, Page } from '@playwright/test';
import { showSpread, spread } from './spread.ts';
import { listingWalk, productWalk } from './walks.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);

interface Tally {
  count: number;
  totalMs: number;
  longestMs: number;
}

/** Counts the long tasks of every document of the page (a string: see navigation.ts's PROBE). */
const LONG_TASK_PROBE = `(() => {
  const tally = { count: 0, totalMs: 0, longestMs: 0 };
  window.__benchTally = tally;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      tally.count += 1;
      tally.totalMs += entry.duration;
      tally.longestMs = Math.max(tally.longestMs, entry.duration);
    }
  }).observe({ type: 'longtask', buffered: true });
})();`;

async function once(
  browser: Browser,
  baseUrl: string,
  walk: (page: Page, baseUrl: string) => Promise<void>,
): Promise<Tally> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.addInitScript(LONG_TASK_PROBE);
  await walk(page, baseUrl);
  await page.waitForTimeout(1000);
  const tally = await page.evaluate(() => (window as unknown as { __benchTally: Tally }).__benchTally);
  await context.close();
  return tally;
}

/** Total, count and longest long task of the product and listing walks, with their spread. */
export async function benchLongTasks(browser: Browser, baseUrl: string): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const [name, walk] of [
    ['product', productWalk],
    ['listing', listingWalk],
  ] as const) {
    const runs: Tally[] = [];
    for (let i = 0; i < RUNS; i++) runs.push(await once(browser, baseUrl, walk));
    out[`${name}TotalMs`] = showSpread(spread(runs.map((r) => r.totalMs)));
    out[`${name}Count`] = showSpread(spread(runs.map((r) => r.count)));
    out[`${name}LongestMs`] = showSpread(spread(runs.map((r) => r.longestMs)));
  }
  return out;
}
