// The customer's first tap on an island that waits for it, on a phone (375 px, touch) at 4x CPU
// slowdown, over a fast and a slow mobile network: the time from the tap to visible feedback (the
// box ticked, the radio chosen, the button pressed, the field focused: the first frame showing
// it) and to the island on screen (its widget mounted, no part deferred). The page loads under the
// same conditions and is left idle 2 s first, as a customer reads before tapping: by then the
// islands' code has been fetched ahead. `BENCH_RUNS` fresh contexts per scenario and profile.
// Targets: feedback within 100 ms always; the island within 200 ms on the fast profile.
import type { Browser, Page } from '@playwright/test';
import { asPhone, NETWORKS } from './networks.ts';
import { PAGE_TYPES, preparePage } from './pageWeight.ts';
import { type Spread, showSpread, spread } from './spread.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const IDLE_MS = 2_000;

/** The fast and the slow mobile network. */
const PROFILES = { fast: NETWORKS.fast4g, slow: NETWORKS.slow4g } as const;
type Profile = keyof typeof PROFILES;

interface Scenario {
  name: string;
  page: string;
  /** The island's element and widget name. */
  island: string;
  widget: string;
  /** What the customer taps first. */
  target: string;
  /** How the tap shows: the box or radio ticked, the button pressed, the field focused. */
  feedback: 'checked' | 'pressed' | 'focused';
  /** Done before, on a phone: open the Filters panel (its own plain widget). */
  before?: (page: Page) => Promise<void>;
}

const SCENARIOS: Scenario[] = [
  {
    name: "listing's facets",
    page: 'listing',
    island: 'form.facets',
    widget: 'product-filters',
    target: 'form.facets fieldset[data-facet="Brands"] input[type="checkbox"]',
    feedback: 'checked',
    before: async (page) => {
      await page.waitForSelector('[data-widget-mounted~="filter-panel"]', { state: 'attached' });
      await page.tap('button.filter-panel__open');
      await page.waitForSelector('dialog.filter-panel__dialog[open]');
    },
  },
  {
    name: "product's quantity (+)",
    page: 'product',
    island: '.add-to-cart [data-widget~="quantity-input"]',
    widget: 'quantity-input',
    target: '.add-to-cart [data-widget~="quantity-input"] button[value="1"]',
    feedback: 'pressed',
  },
  {
    name: "cart's quantity",
    page: 'cart',
    island: 'form.cart-form',
    widget: 'cart-island',
    target: '.cart-line input[name^="Quantity"]',
    feedback: 'focused',
  },
  {
    name: "checkout's shipping method",
    page: 'checkout',
    island: '.checkout-shipping__methods',
    widget: 'checkout-shipping',
    target: '.checkout-shipping__methods input[name="ShippingMethodId"][value="2"]',
    feedback: 'checked',
  },
];

export interface FirstMoveFigures {
  scenario: string;
  profile: Profile;
  /** The tap to its first frame showing feedback, ms: min / median / max. */
  feedbackMs: Spread;
  /** The tap to the island on screen, ms. */
  islandMs: Spread;
  feedback: string;
  island: string;
}

/**
 * Watches, in the page, the next tap on `target`: resolves with the ms from its pointerdown to
 * the first animation frame showing its feedback, and to the island's first frame on screen.
 */
function watchTap(page: Page, scenario: Scenario): Promise<void> {
  return page.evaluate(
    ({ target, island, widget, feedback }) => {
      const win = window as { __tapDone?: { feedback: number; island: number } };
      document.addEventListener(
        'pointerdown',
        (event) => {
          const start = event.timeStamp;
          const tapped = (event.target as Element).closest(target) as HTMLInputElement | null;
          let shown = 0;
          const onScreen = () => {
            const el = document.querySelector(island);
            const mounted = el?.getAttribute('data-widget-mounted')?.split(' ').includes(widget);
            return Boolean(mounted && !el?.hasAttribute('data-widget-deferred'));
          };
          const showing = () => {
            if (feedback === 'checked') return document.querySelector<HTMLInputElement>(target)?.checked;
            if (feedback === 'focused') return document.activeElement?.matches(target);
            return tapped?.classList.contains('vitrine-pressed') || onScreen();
          };
          const frame = (now: number) => {
            if (!shown && showing()) shown = now - start;
            if (shown && onScreen()) win.__tapDone = { feedback: shown, island: now - start };
            else requestAnimationFrame(frame);
          };
          requestAnimationFrame(frame);
        },
        { capture: true, once: true },
      );
    },
    {
      target: scenario.target,
      island: scenario.island,
      widget: scenario.widget,
      feedback: scenario.feedback,
    },
  );
}

/** One run in a fresh phone context: the tap's feedback and island times, ms. */
async function oneRun(
  browser: Browser,
  baseUrl: string,
  scenario: Scenario,
  profile: Profile,
): Promise<{ feedback: number; island: number }> {
  const type = PAGE_TYPES.find((t) => t.name === scenario.page);
  if (!type) throw new Error(`no page type ${scenario.page}`);
  const { context, page } = await preparePage(browser, baseUrl, type, {
    viewport: { width: 375, height: 812 },
    hasTouch: true,
    isMobile: true,
  });
  try {
    // tsx wraps the named helpers of watchTap's in-page function in its own __name(), which the
    // page does not have (they would throw inside the listener): the page gets one that does nothing.
    await page.addInitScript('window.__name = (fn) => fn;');
    const cdp = await context.newCDPSession(page);
    await asPhone(cdp, PROFILES[profile]);
    await page.goto(type.path, { waitUntil: 'load' });
    await scenario.before?.(page);
    await page.locator(scenario.target).first().scrollIntoViewIfNeeded();
    await page.waitForTimeout(IDLE_MS);
    const deferred = await page.locator(scenario.island).getAttribute('data-widget-deferred');
    if (!deferred?.includes(scenario.widget))
      throw new Error(`${scenario.widget} was on screen before the tap`);
    await watchTap(page, scenario);
    await page.locator(scenario.target).first().tap();
    // Polled, not awaited in the page: a page.evaluate left waiting on a promise through the
    // visit a tap starts took the whole browser down under CPU throttling.
    const done = await page.waitForFunction(
      () => (window as { __tapDone?: { feedback: number; island: number } }).__tapDone,
      null,
      { timeout: 30_000, polling: 100 },
    );
    return (await done.jsonValue()) as { feedback: number; island: number };
  } finally {
    await context.close();
  }
}

/** Each scenario's first tap, on each network profile, with its spread. */
export async function benchFirstMove(browser: Browser, baseUrl: string): Promise<FirstMoveFigures[]> {
  const rows: FirstMoveFigures[] = [];
  for (const scenario of SCENARIOS) {
    for (const profile of Object.keys(PROFILES) as Profile[]) {
      const feedback: number[] = [];
      const island: number[] = [];
      for (let i = 0; i < Math.max(1, RUNS); i++) {
        const run = await oneRun(browser, baseUrl, scenario, profile);
        console.log(
          `firstMove: ${scenario.name}, ${profile}: feedback ${run.feedback.toFixed(1)} ms, island ${run.island.toFixed(1)} ms`,
        );
        feedback.push(run.feedback);
        island.push(run.island);
      }
      const feedbackMs = spread(feedback);
      const islandMs = spread(island);
      rows.push({
        scenario: scenario.name,
        profile,
        feedbackMs,
        islandMs,
        feedback: showSpread(feedbackMs),
        island: showSpread(islandMs),
      });
    }
  }
  return rows;
}
