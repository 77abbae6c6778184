// A phone's first visit: how long after the first paint the controls a customer reaches for first
// are there to use. At 375 px with touch, 4x CPU slowdown and two mobile networks, in a fresh
// context (empty HTTP cache, consent answered, empty cart), `BENCH_RUNS` runs: the listing's
// Filters button, the header's search and menu buttons and the product's add-to-cart. A control is
// usable in the first frame where it is visible, enabled and the topmost element at its centre
// (when its centre is on screen): a tap would reach it. Once the page has loaded, each control is
// tapped and must do its job (the panel or the popover opens, the product goes into the cart), so
// a control that shows but does nothing would fail the bench. Target: usable at the first paint.
import type { Browser, Page } from '@playwright/test';
import { asPhone, NETWORKS } from './networks.ts';
import { answerConsent } from './pageWeight.ts';
import { type Spread, showSpread, spread } from './spread.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);

/** Lighthouse's "Slow 4G" and a poor 3G. */
const PROFILES = { slow4g: NETWORKS.slow4g, poor3g: NETWORKS.poor3g } as const;
type Profile = keyof typeof PROFILES;

interface Control {
  name: string;
  page: string;
  selector: string;
  /** Taps the control once the page has loaded and resolves when it has done its job. */
  works: (page: Page) => Promise<void>;
}

const shows = (page: Page, selector: string) =>
  page.waitForFunction(
    (s) => [...document.querySelectorAll(s)].some((el) => el.checkVisibility()),
    selector,
    {
      timeout: 30_000,
    },
  );

/** Taps `button` and waits for `shown` (what it opens) to show. */
const opens = (button: string, shown: string) => async (page: Page) => {
  await page.tap(button);
  await shows(page, shown);
};

const CONTROLS: Control[] = [
  {
    name: 'header search',
    page: '/fr/',
    selector: 'button.site-search__open',
    works: opens('button.site-search__open', '#site-search'),
  },
  {
    name: 'menu',
    page: '/fr/',
    selector: 'button.main-nav__burger',
    works: opens('button.main-nav__burger', 'a[href="/fr/catalog?sort=name-asc"]'),
  },
  {
    name: "listing's filters",
    page: '/fr/catalog',
    selector: 'button.filter-panel__open',
    works: opens('button.filter-panel__open', '#filter-panel fieldset[data-facet="Brands"]'),
  },
  {
    name: "product's add to cart",
    page: '/fr/catalog/products/1001',
    selector: 'form.add-to-cart button[type="submit"]',
    works: async (page) => {
      await page.locator('form.add-to-cart button[type="submit"]').tap();
      // With its code the form adds in place and the header counts it; without, it posts and
      // lands on the cart page. Either way the cart then holds the product.
      await page.waitForFunction(
        () =>
          location.pathname.endsWith('/shoppingcarts') ||
          Number(document.querySelector('[data-cart-count]')?.textContent?.trim() || 0) > 0,
        null,
        { timeout: 30_000 },
      );
    },
  },
];

/** Installed before the page's own code: watches every frame for the controls becoming usable. */
function watchUsable(selectors: string[]): void {
  const win = window as unknown as { __usable: Record<string, number> };
  win.__usable = {};
  const usable = (el: HTMLElement | null) => {
    if (!el?.checkVisibility({ visibilityProperty: true }) || (el as HTMLButtonElement).disabled)
      return false;
    if (el.closest('[inert]')) return false;
    const box = el.getBoundingClientRect();
    const x = box.left + box.width / 2;
    const y = box.top + box.height / 2;
    if (box.width === 0 || x < 0 || x > innerWidth) return false;
    if (y < 0 || y > innerHeight) return true;
    const top = document.elementFromPoint(x, y);
    return !!top && (top === el || el.contains(top));
  };
  const frame = () => {
    for (const selector of selectors) {
      if (win.__usable[selector] === undefined && usable(document.querySelector<HTMLElement>(selector)))
        win.__usable[selector] = performance.now();
    }
    if (Object.keys(win.__usable).length < selectors.length) requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
}

/** The first contentful paint and each control's first usable frame, ms since navigation. */
async function readTimes(page: Page, selectors: string[]): Promise<{ paint: number; usable: number[] }> {
  const done = await page.waitForFunction(
    (selectors) => {
      const win = window as unknown as { __usable?: Record<string, number> };
      const paint = performance.getEntriesByName('first-contentful-paint')[0]?.startTime;
      const times = selectors.map((s) => win.__usable?.[s]);
      return paint !== undefined && times.every((t) => t !== undefined) ? { paint, usable: times } : null;
    },
    selectors,
    { timeout: 60_000, polling: 100 },
  );
  return (await done.jsonValue()) as { paint: number; usable: number[] };
}

/** One first visit of `path` on a phone: each control's ms after the first paint (0: usable at it). */
async function oneRun(browser: Browser, baseUrl: string, path: string, profile: Profile): Promise<number[]> {
  const controls = CONTROLS.filter((c) => c.page === path);
  const selectors = controls.map((c) => c.selector);
  const context = await browser.newContext({
    viewport: { width: 375, height: 812 },
    hasTouch: true,
    isMobile: true,
    baseURL: baseUrl,
  });
  try {
    const page = await context.newPage();
    await answerConsent(page, baseUrl);
    // tsx wraps the named helpers of watchUsable in its own __name(), which the page lacks.
    await page.addInitScript('window.__name = (fn) => fn;');
    await page.addInitScript(watchUsable, selectors);
    const cdp = await context.newCDPSession(page);
    await asPhone(cdp, PROFILES[profile]);
    await page.goto(path, { waitUntil: 'load', timeout: 60_000 });
    const { paint, usable } = await readTimes(page, selectors);
    for (const control of controls) {
      await control.works(page);
      await page.keyboard.press('Escape');
    }
    return usable.map((at) => Math.max(0, at - paint));
  } finally {
    await context.close();
  }
}

export interface UsableFigures {
  control: string;
  profile: Profile;
  /** From the first paint to the first frame the control is usable, ms (0: at the first paint). */
  afterPaintMs: Spread;
  afterPaint: string;
}

/** Each control's time to usable after the first paint, on each profile, with its spread. */
export async function benchUsableAtPaint(browser: Browser, baseUrl: string): Promise<UsableFigures[]> {
  const rows: UsableFigures[] = [];
  const paths = [...new Set(CONTROLS.map((c) => c.page))];
  for (const profile of Object.keys(PROFILES) as Profile[]) {
    const times = new Map<string, number[]>(CONTROLS.map((c) => [c.name, []]));
    for (let i = 0; i < Math.max(1, RUNS); i++) {
      for (const path of paths) {
        const usable = await oneRun(browser, baseUrl, path, profile);
        for (const [n, control] of CONTROLS.filter((c) => c.page === path).entries())
          times.get(control.name)?.push(usable[n]!);
      }
    }
    for (const control of CONTROLS) {
      const afterPaintMs = spread(times.get(control.name) ?? []);
      rows.push({ control: control.name, profile, afterPaintMs, afterPaint: showSpread(afterPaintMs) });
    }
  }
  return rows;
}
