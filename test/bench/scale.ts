// Costs that must not grow with the work, at 4x CPU slowdown: a quantity saved in a cart of 5 and
// of 50 lines, in a wish list of 10 and of 100 items, and a facet toggle on a listing of 24 and of
// 96 products. Per case and run: the time from the input (the Enter that commits the quantity, the
// click on the facet) to the frame after the last change of the page's markup (the new totals,
// the saved line, the new listing), and the longest task from the input on. BENCH_RUNS runs each
// (default 5), each in a fresh context; `min / median / max` over the runs.
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { stockedVariants as variants } from '../support/renders.ts';
import { reach } from './reach.ts';
import { type Spread, showSpread, spread } from './spread.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
/** `BENCH_SCALE_CASES=listing` runs only the cases whose name contains one of the words. */
const ONLY = process.env.BENCH_SCALE_CASES?.split(',');
const DEMO = { email: 'demo@vitrine.test', password: 'demo' };

declare global {
  interface Window {
    __scale?: { start: number; painted: number; longest: number };
  }
}

/** Runs in the page before the input: stamps the input, each content change's next frame, long tasks. */
const WATCH = `(() => {
  const scale = { start: 0, painted: 0, longest: 0 };
  window.__scale = scale;
  const stamp = (event) => { if (!scale.start) scale.start = event.timeStamp; };
  document.addEventListener('keydown', stamp, { capture: true, once: true });
  document.addEventListener('click', stamp, { capture: true, once: true });
  new MutationObserver(() => {
    if (scale.start) requestAnimationFrame(() => setTimeout(() => (scale.painted = performance.now())));
  }).observe(document.body, { childList: true, characterData: true, attributes: true, subtree: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries())
      if (scale.start && e.startTime + e.duration >= scale.start) scale.longest = Math.max(scale.longest, e.duration);
  }).observe({ type: 'longtask' });
})()`;

async function signIn(page: Page, returnUrl: string): Promise<void> {
  await page.goto(`/fr/security/login?returnUrl=${encodeURIComponent(returnUrl)}`);
  await page.locator('#login-email').fill(DEMO.email);
  await page.locator('#login-password').fill(DEMO.password);
  await page.locator('form.login-form button[type="submit"]').click();
  await page.waitForURL((url) => url.pathname + url.search === returnUrl);
}

interface ScaleCase {
  name: string;
  sizes: [number, number];
  /** Fills the visitor's state and opens the page, ready for the input. */
  open(page: Page, size: number): Promise<void>;
  /** The input, and the wait for the answer it calls for. */
  act(page: Page): Promise<void>;
}

async function commitQuantity(page: Page, field: string, call: RegExp, value: string): Promise<void> {
  const input = page.locator(field).first();
  await input.fill(value);
  const saved = page.waitForResponse((r) => call.test(r.url()) && r.request().method() !== 'GET');
  await input.press('Enter');
  await saved;
}

export const CASES: ScaleCase[] = [
  {
    name: 'cart lines',
    sizes: [5, 50],
    open: async (page, size) => {
      const lines = variants(size).map((id) => ({ ProductVariantId: id, Quantity: 1 }));
      await page.request.post('/__fixtures/cart', { data: { lines } });
      await page.goto('/fr/shoppingcarts', { waitUntil: 'load' });
      await reach(page, 'form.cart-form');
    },
    act: (page) => commitQuantity(page, '.cart-line input[type="number"]', /shoppingcartitems\/\d+$/, '3'),
  },
  {
    name: 'wish-list items',
    sizes: [10, 100],
    open: async (page, size) => {
      const lines = variants(size + 3)
        .slice(3)
        .map((id) => ({ ProductVariantId: id, Quantity: 1 }));
      await page.request.post('/__fixtures/wishlist', { data: { id: 13, lines } });
      await signIn(page, '/fr/catalog/wishlist/list?Id=13');
      await page.waitForSelector('.wishlists .inline-edit__button');
    },
    act: (page) => commitQuantity(page, 'tr.wishlist__item input[name="Quantity"]', /wishlist/i, '3'),
  },
  {
    name: 'listing products',
    sizes: [24, 96],
    open: async (page, size) => {
      await page.goto(`/fr/catalog?pageSize=${size}`, { waitUntil: 'load' });
      await reach(page, 'form.facets');
    },
    act: async (page) => {
      const swapped = page.waitForURL(/filter=/);
      await page.locator('fieldset[data-facet="Brands"] input[type="checkbox"]').first().check();
      await swapped;
    },
  },
];

async function oneRun(context: BrowserContext, scale: ScaleCase, size: number): Promise<[number, number]> {
  const page = await context.newPage();
  await page.request.post('/__fixtures/reset');
  await scale.open(page, size);
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(300);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.evaluate(WATCH);
  await scale.act(page);
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1000);
  // On a loaded machine the frame after the last change may still be to come.
  await page
    .waitForFunction(() => (window.__scale?.painted ?? 0) > 0, undefined, { timeout: 15_000 })
    .catch(() => undefined);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  const { start, painted, longest } = await page.evaluate(() => window.__scale!);
  // No change seen after the input: the run is not counted.
  return painted > start ? [painted - start, longest] : [Number.NaN, longest];
}

export interface ScaleFigures {
  case: string;
  size: number;
  /** Input to the frame after the last content change, ms. */
  changeMs: Spread;
  /** The longest task from the input on, ms (0: none over 50 ms). */
  longestTaskMs: Spread;
  shown: string;
}

/** Each case at its small and large size: the change's time and the longest task, with their spread. */
export async function benchScale(browser: Browser, baseUrl: string): Promise<ScaleFigures[]> {
  const rows: ScaleFigures[] = [];
  for (const scale of CASES) {
    if (ONLY && !ONLY.some((word) => scale.name.includes(word))) continue;
    for (const size of scale.sizes) {
      const changes: number[] = [];
      const longest: number[] = [];
      for (let i = 0; i < Math.max(1, RUNS); i++) {
        const context = await browser.newContext({ baseURL: baseUrl });
        try {
          const [change, task] = await oneRun(context, scale, size);
          if (Number.isNaN(change)) continue;
          changes.push(change);
          longest.push(task);
        } finally {
          await context.close();
        }
      }
      const changeMs = spread(changes);
      const longestTaskMs = spread(longest);
      const shown = `change ${showSpread(changeMs)} · longest task ${showSpread(longestTaskMs)}`;
      rows.push({ case: scale.name, size, changeMs, longestTaskMs, shown });
    }
  }
  return rows;
}
