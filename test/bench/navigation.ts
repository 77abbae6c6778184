import type { Browser, Page } from '@playwright/test';
import { skipConsentBanner } from '../support/consent.ts';
import { waitReady } from './ready.ts';

/**
 * The bench variants: Vitrine (with its default 10 ms out and in animation delays), Vitrine
 * with delays of 0 (as swup runs here: no animation), a full page load per click, Turbo Drive 8 and
 * swup 4.
 */
const LIBS = ['vitrine', 'vitrine-still', 'full', 'turbo', 'swup'] as const;
type Lib = (typeof LIBS)[number];

const VISITS = 20;
const WARM_UP = 2;

/**
 * Runs in every document of the bench page: stamps the click on `#next` and the first frame after
 * a new `[data-bench-page]` heading appears, in wall-clock milliseconds (so a full page load,
 * which starts a new document, is measured the same way), and keeps both in sessionStorage.
 * A string, not a function: tsx would wrap a function's inner helpers with its own `__name`.
 */
export const PROBE = `(() => {
  const now = () => performance.timeOrigin + performance.now();
  addEventListener('click', (event) => {
    if (event.target && event.target.closest && event.target.closest('#next')) sessionStorage.setItem('bench:click', String(now()));
  }, true);
  let seen = '';
  const check = () => {
    const el = document.querySelector('[data-bench-page]');
    const n = el ? el.getAttribute('data-bench-page') : '';
    if (!n || n === seen) return;
    seen = n;
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => sessionStorage.setItem('bench:paint:' + n, String(now()));
      channel.port2.postMessage(null);
    });
  };
  new MutationObserver(check).observe(document, { childList: true, subtree: true });
})();`;

export async function read(page: Page, key: string): Promise<number | undefined> {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    try {
      const value = await page.evaluate((k) => sessionStorage.getItem(k), key);
      if (value !== null) return Number(value);
    } catch {
      // the document is being replaced (full page load)
    }
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  return undefined;
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  const value = sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
  return Math.round(value * 10) / 10;
}

async function open(browser: Browser, baseUrl: string, lib: Lib): Promise<Page> {
  const context = await browser.newContext();
  // A returning customer: consent answered, so no variant paints the banner over the page.
  await skipConsentBanner(context);
  const page = await context.newPage();
  await page.addInitScript(PROBE);
  await page.goto(`${baseUrl}/fr/__nav/bench/0?lib=${lib}`, { waitUntil: 'load' });
  await waitReady(page, lib);
  return page;
}

/** Clicks `#next` and returns the milliseconds from the click to page `n` painted. */
async function timeVisit(page: Page, lib: Lib, n: number): Promise<number> {
  await page.click('#next');
  const painted = await read(page, `bench:paint:${n}`);
  const clicked = await read(page, 'bench:click');
  if (painted === undefined || clicked === undefined) throw new Error(`${lib}: page ${n} never painted`);
  await page.waitForLoadState('load');
  return painted - clicked;
}

/**
 * The median time from a click to the new content painted, over 20 visits, for Vitrine, a full page
 * load, Turbo Drive 8 and swup 4 on the same fixture pages in the same run, and Vitrine's ratios.
 */
export async function benchNavigation(browser: Browser, baseUrl: string): Promise<Record<string, number>> {
  const pages = new Map<Lib, Page>();
  for (const lib of LIBS) pages.set(lib, await open(browser, baseUrl, lib));
  const times = new Map<Lib, number[]>(LIBS.map((lib) => [lib, []]));
  // Interleaved, one visit at a time: background load on the machine hits every variant alike.
  for (let n = 1; n <= VISITS + WARM_UP; n++) {
    for (const lib of LIBS) {
      const ms = await timeVisit(pages.get(lib)!, lib, n);
      if (n > WARM_UP) times.get(lib)!.push(ms);
    }
  }
  if (process.env.BENCH_RAW)
    for (const [lib, t] of times)
      console.log(
        lib,
        [...t]
          .sort((a, b) => a - b)
          .map((x) => x.toFixed(1))
          .join(' '),
      );
  for (const page of pages.values()) await page.context().close();
  const ms = Object.fromEntries(LIBS.map((lib) => [lib, median(times.get(lib)!)])) as Record<Lib, number>;
  const vitrine = ms.vitrine;
  const ratio = (other: number) => Math.round((vitrine / other) * 100) / 100;
  return {
    vitrineMedianMs: vitrine,
    fullLoadMedianMs: ms.full,
    turboMedianMs: ms.turbo,
    swupMedianMs: ms.swup,
    vitrineToFullLoad: ratio(ms.full),
    vitrineToTurbo: ratio(ms.turbo),
    vitrineToSwup: ratio(ms.swup),
    vitrineStillMedianMs: ms['vitrine-still'],
    vitrineStillToTurbo: Math.round((ms['vitrine-still'] / ms.turbo) * 100) / 100,
    vitrineStillToSwup: Math.round((ms['vitrine-still'] / ms.swup) * 100) / 100,
  };
}
