// How long a customer waits for an island that comes at the first move: from the pointer reaching
// it to the island on screen (its widget mounted, no part deferred), with React, the island's
// chunk and its strings still to download, at 4x CPU slowdown. Each page type whose island waits
// (`reach` in pageWeight.ts), `BENCH_RUNS` fresh contexts each, like pageWeight's returning customer.
import type { Browser } from '@playwright/test';
import { PAGE_TYPES, preparePage } from './pageWeight.ts';
import { type Spread, showSpread, spread } from './spread.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);

export interface FirstMoveFigures {
  page: string;
  /** Pointer on the island's element to the island on screen, ms: min / median / max. */
  toIslandMs: Spread;
  shown: string;
}

/** One run: ms from the pointer's arrival to the island on screen. */
async function oneRun(browser: Browser, baseUrl: string, type: (typeof PAGE_TYPES)[number]): Promise<number> {
  const selector = type.reach ?? '';
  const { context, page } = await preparePage(browser, baseUrl, type);
  try {
    await page.goto(type.path, { waitUntil: 'load' });
    await page.waitForLoadState('networkidle');
    await page.locator(selector).scrollIntoViewIfNeeded();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.mouse.move(0, 0);
    const box = await page.locator(selector).boundingBox();
    if (!box) throw new Error(`${selector} has no box on ${type.path}`);
    const start = await page.evaluate(() => performance.now());
    await page.mouse.move(box.x + 4, box.y + 4);
    await page.waitForSelector(`${selector}[data-widget-mounted]:not([data-widget-deferred])`, {
      state: 'attached',
    });
    const end = await page.evaluate(() => performance.now());
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    return end - start;
  } finally {
    await context.close();
  }
}

/** Each waiting island's time from the first move to the screen, with its spread. */
export async function benchFirstMove(browser: Browser, baseUrl: string): Promise<FirstMoveFigures[]> {
  const rows: FirstMoveFigures[] = [];
  for (const type of PAGE_TYPES.filter((t) => t.reach)) {
    const values: number[] = [];
    for (let i = 0; i < Math.max(1, RUNS); i++) values.push(await oneRun(browser, baseUrl, type));
    const toIslandMs = spread(values);
    rows.push({ page: type.name, toIslandMs, shown: showSpread(toIslandMs) });
  }
  return rows;
}
