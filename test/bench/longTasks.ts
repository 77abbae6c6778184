// Long tasks of the product and listing pages: at 4x CPU slowdown, from
// navigation until the page has settled and one variant change (product) or one quick view
// (listing) is done: the total, the count and the longest task, each as min / median / max over
// BENCH_RUNS runs (default 5).
//
// The figures are taken in a Chromium with no DevTools domain but Page, Input, Emulation and
// Target on (bareChromium.ts), as a customer's browser is. The same walks through Playwright,
// whose Runtime domain makes V8 re-parse React's runtime for its source positions, are printed
// beside them (`…UnderPlaywright`) so that the two can be compared; the limits are for the first.
import type { Browser, Page } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from '../support/chromium.mjs';
import { BareChromium } from './bareChromium.ts';
import { showSpread, spread } from './spread.ts';
import { type Driver, listingWalk, playwrightDriver, productWalk } from './walks.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);

interface Tally {
  count: number;
  totalMs: number;
  longestMs: number;
}

/** Counts the long tasks of every document of the page. */
export const LONG_TASK_PROBE = `(() => {
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

type Walk = (driver: Driver, baseUrl: string) => Promise<void>;

const settle = () => new Promise((resolve) => setTimeout(resolve, 1000));

/** One walk in a fresh context of the bare Chromium. */
export async function bareLongTasks(chromium: BareChromium, baseUrl: string, walk: Walk): Promise<Tally> {
  const page = await chromium.newPage();
  try {
    await page.throttleCpu(4);
    await page.addInitScript(LONG_TASK_PROBE);
    await walk(page, baseUrl);
    await settle();
    return await page.evaluate<Tally>('window.__benchTally');
  } finally {
    await page.close();
  }
}

/** One walk in a fresh Playwright context (DevTools' Runtime domain on). */
async function playwrightLongTasks(browser: Browser, baseUrl: string, walk: Walk): Promise<Tally> {
  const context = await browser.newContext();
  const page: Page = await context.newPage();
  try {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.addInitScript(LONG_TASK_PROBE);
    await walk(playwrightDriver(page), baseUrl);
    await settle();
    return await page.evaluate(() => (window as unknown as { __benchTally: Tally }).__benchTally);
  } finally {
    await context.close();
  }
}

function figures(out: Record<string, string>, prefix: string, runs: Tally[]): void {
  out[`${prefix}TotalMs`] = showSpread(spread(runs.map((r) => r.totalMs)));
  out[`${prefix}Count`] = showSpread(spread(runs.map((r) => r.count)));
  out[`${prefix}LongestMs`] = showSpread(spread(runs.map((r) => r.longestMs)));
}

/** Total, count and longest long task of the product and listing walks, with their spread. */
export async function benchLongTasks(browser: Browser, baseUrl: string): Promise<Record<string, string>> {
  const executablePath = findChromium();
  if (!executablePath) throw new Error('No Chromium for the bare DevTools walks');
  const bare = await BareChromium.launch(executablePath, CHROMIUM_ARGS);
  const out: Record<string, string> = {};
  try {
    for (const [name, walk] of [
      ['product', productWalk],
      ['listing', listingWalk],
    ] as const) {
      // Interleaved, so that both columns see the same minutes of the machine.
      const bareRuns: Tally[] = [];
      const playwrightRuns: Tally[] = [];
      for (let i = 0; i < RUNS; i++) {
        bareRuns.push(await bareLongTasks(bare, baseUrl, walk));
        playwrightRuns.push(await playwrightLongTasks(browser, baseUrl, walk));
      }
      figures(out, name, bareRuns);
      figures(out, `${name}UnderPlaywright`, playwrightRuns);
    }
  } finally {
    await bare.close();
  }
  return out;
}
