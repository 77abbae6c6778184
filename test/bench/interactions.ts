// Input to next paint of the interactions a customer makes most, at 4x CPU slowdown: add to cart,
// a cart quantity change, a facet toggle and a variant change. Read from the browser's Event
// Timing entries (PerformanceObserver 'event', durationThreshold 16 ms): an interaction's figure
// is the longest event duration of its interactionId, input to the next frame painted, as
// Interaction to Next Paint counts it. BENCH_RUNS runs each (default 5), each in a fresh context.
import type { Browser, Page } from '@playwright/test';
import { reach } from './reach.ts';
import { type Spread, showSpread, spread } from './spread.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);

declare global {
  interface Window {
    __benchEvents?: { id: number; duration: number; start: number }[];
  }
}

/** Runs in every document: keeps the Event Timing entries of interactions. */
const OBSERVER = `(() => {
  window.__benchEvents = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries())
      if (e.interactionId) window.__benchEvents.push({ id: e.interactionId, duration: e.duration, start: e.startTime });
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
})();`;

interface Scenario {
  name: string;
  path: string;
  /** Waits until the page is ready for the interaction. */
  ready(page: Page): Promise<void>;
  /** Makes the interaction and waits for its visible result. */
  act(page: Page): Promise<void>;
}

const mounted = (page: Page, widget: string) =>
  page.waitForSelector(`[data-widget-mounted~="${widget}"]`, { state: 'attached' }).then(() => undefined);

export const SCENARIOS: Scenario[] = [
  {
    name: 'add to cart',
    path: '/fr/catalog/products/1001',
    ready: (page) => mounted(page, 'add-to-cart'),
    act: async (page) => {
      await page.getByRole('button', { name: 'Ajouter au panier' }).click();
      await page.waitForSelector('dialog.add-to-cart-dialog', { state: 'visible' });
    },
  },
  {
    name: 'cart quantity change',
    path: '/fr/shoppingcarts',
    ready: (page) => reach(page, 'form.cart-form'),
    act: async (page) => {
      const field = page.locator('.cart-line').first().getByRole('spinbutton');
      const saved = page.waitForResponse((r) => /shoppingcartitems\/\d+$/.test(r.url()));
      await field.fill('3');
      await field.press('Enter');
      await saved;
    },
  },
  {
    name: 'facet toggle',
    path: '/fr/catalog',
    ready: (page) => reach(page, 'form.facets'),
    act: async (page) => {
      await page.locator('fieldset[data-facet="Brands"] input[type="checkbox"]').first().check();
      await page.waitForLoadState('networkidle');
    },
  },
  {
    name: 'variant change',
    path: '/fr/catalog/products/1001',
    ready: (page) => mounted(page, 'product-variants'),
    act: async (page) => {
      await page.getByLabel('Moutarde').check();
      await page.waitForFunction(() =>
        /^VT-1001-104-/.test(document.querySelector('[data-bind="SKU"]')?.textContent ?? ''),
      );
    },
  },
];

/** One run of a scenario: the longest interaction's duration, ms. */
async function oneRun(browser: Browser, baseUrl: string, scenario: Scenario): Promise<number> {
  const context = await browser.newContext({ baseURL: baseUrl });
  const page = await context.newPage();
  try {
    await page.request.post('/__fixtures/cart', {
      data: { lines: [{ ProductVariantId: 100101, Quantity: 1 }] },
    });
    await page.addInitScript(OBSERVER);
    await page.goto(scenario.path, { waitUntil: 'load' });
    await scenario.ready(page);
    await page.waitForLoadState('networkidle');
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.evaluate(() => {
      window.__benchEvents = [];
    });
    await scenario.act(page);
    await page.waitForTimeout(500);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    const events = await page.evaluate(() => window.__benchEvents ?? []);
    return Math.max(0, ...events.map((e) => e.duration));
  } finally {
    await context.close();
  }
}

export interface InteractionFigures {
  interaction: string;
  /** Input to next paint, ms: min / median / max over the runs. */
  inpMs: Spread;
  shown: string;
}

/** Each scenario's input to next paint at 4x CPU slowdown, with its spread. */
export async function benchInteractions(browser: Browser, baseUrl: string): Promise<InteractionFigures[]> {
  const rows: InteractionFigures[] = [];
  for (const scenario of SCENARIOS) {
    const values: number[] = [];
    for (let i = 0; i < Math.max(1, RUNS); i++) values.push(await oneRun(browser, baseUrl, scenario));
    const inpMs = spread(values);
    rows.push({ interaction: scenario.name, inpMs, shown: showSpread(inpMs) });
  }
  return rows;
}
