// Pickup point figures, on the checkout page with the relay carrier chosen:
// - the JS (gzip) loaded before the pickup modal opens and after (its list and map shown), Leaflet's
//   chunk counted apart (found in dist/meta.json by its node_modules/leaflet/ input);
// - the time from the click on the slot's link to the first list painted (first open, with the
//   modal's chunks still to fetch, and a second open), min / median / max over BENCH_RUNS runs;
// - long tasks at 4x CPU slowdown while 200 points are shown (the fixture's bench hook, page data
//   MaximumListSize 200) and the map is dragged: total, count and longest, for the opening (click
//   to 200 items and markers, settled) and the panning, each min / median / max over the runs.
import type { Browser, Page } from '@playwright/test';
import { openCheckoutSession } from './checkoutSession.ts';
import { chunksOfInput, gzipSum } from './sizes.ts';
import { type Spread, spread } from './spread.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const RELAY = 4;
const DENSE = 200;
const SLOT = `.checkout-pickup-slot[data-shipping-method-id="${RELAY}"]`;
const LINK = `${SLOT} a.pickup-slot__open`;
const MODAL = 'dialog[open].pickup-modal';
const LEAFLET = 'node_modules/leaflet/';

/**
 * Stamps the next click on the slot's link and the first frame after a point is listed in the open
 * modal (window.__benchListMs). A string: tsx would wrap a function's helpers in __name.
 */
const LIST_PROBE = `(() => {
  window.__benchListMs = undefined;
  let start = 0;
  document.addEventListener('click', (event) => {
    if (!start && event.target.closest && event.target.closest('a.pickup-slot__open')) start = performance.now();
  }, true);
  const observer = new MutationObserver(() => {
    if (!start || !document.querySelector('dialog[open] .pickup-point')) return;
    observer.disconnect();
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => { window.__benchListMs = performance.now() - start; };
      channel.port2.postMessage(null);
    });
  });
  observer.observe(document.body, { childList: true, subtree: true });
})();`;

/** Keeps every long task of the document (start and duration) in window.__benchPickupTasks. */
const LONG_TASK_PROBE = `(() => {
  window.__benchPickupTasks = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      window.__benchPickupTasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask', buffered: true });
})();`;

/** Chooses the relay carrier's method and waits for its slot's widget and the server's cart. */
async function chooseRelay(page: Page): Promise<void> {
  await page.getByRole('radio', { name: /^Point relais/ }).click();
  await page.waitForSelector(`${SLOT} .pickup-slot[data-widget-mounted~="pickup-point"]`);
  await page.waitForFunction(
    async (id) => (await (await fetch('/api/v1/shoppingcarts')).json()).ShippingMethodId === id,
    RELAY,
  );
  await page.waitForLoadState('networkidle');
}

/** Clicks the slot's link and answers the ms from the click to the first list painted. */
async function openToList(page: Page): Promise<number> {
  await page.evaluate(LIST_PROBE);
  await page.click(LINK);
  const handle = await page.waitForFunction(
    () => (window as { __benchListMs?: number }).__benchListMs,
    null,
    {
      timeout: 30_000,
    },
  );
  return Number(await handle.jsonValue());
}

async function closeModal(page: Page): Promise<void> {
  await page.keyboard.press('Escape');
  await page.waitForSelector(MODAL, { state: 'detached' });
}

interface OpenRun {
  firstMs: number;
  againMs: number;
  beforeModal: string[];
  afterModal: string[];
}

async function oneOpen(browser: Browser, baseUrl: string): Promise<OpenRun> {
  const { context, page, scripts } = await openCheckoutSession(browser, baseUrl);
  try {
    await chooseRelay(page);
    const beforeModal = [...scripts];
    const firstMs = await openToList(page);
    await page.waitForSelector(`${MODAL} .leaflet-marker-icon`);
    await page.waitForLoadState('networkidle');
    const afterModal = [...scripts];
    await closeModal(page);
    const againMs = await openToList(page);
    return { firstMs, againMs, beforeModal, afterModal };
  } finally {
    await context.close();
  }
}

interface Tally {
  totalMs: number;
  count: number;
  longestMs: number;
}

/** The long tasks that started at or after `from` (ms of the page's clock) and before `to`. */
async function tally(page: Page, from: number, to = Number.POSITIVE_INFINITY): Promise<Tally> {
  const tasks = await page.evaluate(
    () =>
      (window as unknown as { __benchPickupTasks?: { start: number; duration: number }[] })
        .__benchPickupTasks ?? [],
  );
  const inside = tasks.filter((task) => task.start >= from && task.start < to);
  return {
    totalMs: inside.reduce((sum, task) => sum + task.duration, 0),
    count: inside.length,
    longestMs: Math.max(0, ...inside.map((task) => task.duration)),
  };
}

const pageNow = (page: Page) => page.evaluate(() => performance.now());

/** Drags the map four times (about 250 px each, in 12 steps), as a customer looking around. */
async function panMap(page: Page): Promise<void> {
  const box = await page.locator(`${MODAL} .pickup-modal__map`).boundingBox();
  if (!box) throw new Error('the pickup map has no box');
  const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
  for (const [dx, dy] of [
    [-250, -60],
    [200, 120],
    [60, -200],
    [-120, 150],
  ] as const) {
    await page.mouse.move(x, y);
    await page.mouse.down();
    await page.mouse.move(x + dx, y + dy, { steps: 12 });
    await page.mouse.up();
    await page.waitForTimeout(250);
  }
}

interface DenseRun {
  open: Tally;
  pan: Tally;
}

async function oneDense(browser: Browser, baseUrl: string): Promise<DenseRun> {
  const { context, page } = await openCheckoutSession(browser, baseUrl, {
    pickupPoints: DENSE,
    prepare: async (p) => {
      await p.addInitScript(LONG_TASK_PROBE);
    },
  });
  try {
    await chooseRelay(page);
    // The link's hover fetches the modal's chunk, as a customer's pointer would before the click.
    await page.hover(LINK);
    await page.waitForLoadState('networkidle');
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    const opened = await pageNow(page);
    await page.click(LINK);
    await page.waitForFunction(
      (n) =>
        document.querySelectorAll('dialog[open] .pickup-point').length === n &&
        document.querySelectorAll('dialog[open] .leaflet-marker-icon').length === n,
      DENSE,
      // Polled, not every frame: the check itself would add to the main thread being measured.
      { timeout: 60_000, polling: 250 },
    );
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(1000);
    const panned = await pageNow(page);
    const open = await tally(page, opened, panned);
    await panMap(page);
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(1000);
    return { open, pan: await tally(page, panned) };
  } finally {
    await context.close();
  }
}

export interface PickupFigures {
  beforeModalJsGzip: number;
  afterModalJsGzip: number;
  /** The modal's own JS (and React when the page had not loaded it), Leaflet apart. */
  modalChunksGzip: number;
  leafletGzip: number;
  leafletChunks: string;
  openToListMs: Spread;
  reopenToListMs: Spread;
  denseOpenLongTaskTotalMs: Spread;
  denseOpenLongTaskCount: Spread;
  denseOpenLongestTaskMs: Spread;
  densePanLongTaskTotalMs: Spread;
  densePanLongTaskCount: Spread;
  densePanLongestTaskMs: Spread;
}

/** Checkout page JS before and after the pickup modal, open → list, long tasks with 200 points. */
export async function benchPickup(browser: Browser, baseUrl: string): Promise<PickupFigures> {
  const runs = Math.max(1, RUNS);
  const opens: OpenRun[] = [];
  for (let i = 0; i < runs; i++) opens.push(await oneOpen(browser, baseUrl));
  const dense: DenseRun[] = [];
  for (let i = 0; i < runs; i++) dense.push(await oneDense(browser, baseUrl));
  const first = opens[0] as OpenRun;
  const before = new Set(first.beforeModal);
  const leaflet = chunksOfInput(LEAFLET);
  const added = first.afterModal.filter((file) => !before.has(file));
  const of = (pick: (run: DenseRun) => number) => spread(dense.map(pick));
  return {
    beforeModalJsGzip: gzipSum(before),
    afterModalJsGzip: gzipSum(first.afterModal),
    modalChunksGzip: gzipSum(added.filter((file) => !leaflet.includes(file))),
    leafletGzip: gzipSum(added.filter((file) => leaflet.includes(file))),
    leafletChunks: leaflet.join(' '),
    openToListMs: spread(opens.map((run) => run.firstMs)),
    reopenToListMs: spread(opens.map((run) => run.againMs)),
    denseOpenLongTaskTotalMs: of((run) => run.open.totalMs),
    denseOpenLongTaskCount: of((run) => run.open.count),
    denseOpenLongestTaskMs: of((run) => run.open.longestMs),
    densePanLongTaskTotalMs: of((run) => run.pan.totalMs),
    densePanLongTaskCount: of((run) => run.pan.count),
    densePanLongestTaskMs: of((run) => run.pan.longestMs),
  };
}
