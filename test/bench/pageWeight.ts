// The JS each page type costs a returning customer: consent answered, a cart filled, a fresh
// browser context (empty HTTP cache) per page. Every script the page requests is counted, and the
// gzip size of the bundle's files among them added up (level 9, as sizes.ts counts), once the page
// has been scrolled through and every visible widget has mounted. Used by `npm run bench` and by
// test/browser/page-weight.spec.ts, which holds the budgets.
import type { Browser, BrowserContext, BrowserContextOptions, Page } from '@playwright/test';
import { reach } from './reach.ts';
import { gzipSum } from './sizes.ts';

/** The demo customer (fixtures/data/customers.ts) and a variant with stock (test/support/cart.ts). */
const DEMO = { Email: 'demo@vitrine.test', Password: 'demo' };
const VARIANT = 100101;

export interface PageType {
  name: string;
  path: string;
  /** Budget of the page's JS, gzip bytes: what the page spec holds (today's figure, rounded up). */
  budget: number;
  /** Budget of the page's script requests, held likewise. */
  requests: number;
  /** Where the budget is going: the page type's target, gzip bytes (at most 30 requests each). */
  target: number;
  /**
   * Code loaded on demand that this page must not download, by a part of its path: the bundle's
   * default texts (the demo CMS's table is complete), and where nothing on the page shows a
   * translated string or makes a call at load, the list of the bundle's keys and ky.
   */
  notLoaded: string[];
  /** Signs the demo customer in first (the checkout needs it). */
  signedIn?: boolean;
  /**
   * The element whose island waits for the customer's first move: weighed again once the pointer
   * has reached it (what the first use of the page adds, React among it).
   */
  reach?: string;
}

const KB = 1024;

/** The bundle's default texts (src/i18n/defaults/), and the list of its keys. */
const DEFAULTS = 'src/i18n/defaults/';
const AT_LOAD = [DEFAULTS, 'src/i18n/fallback/bundleKeys.generated.ts', 'node_modules/ky/'];

/**
 * The page types and their budgets; the checkout is weighed before card payment is chosen. A
 * budget goes down to the new figure when a change makes a page lighter, until it reaches the
 * target; it goes up only for a feature every page needs, named in test/bench/README.md.
 */
export const PAGE_TYPES: PageType[] = [
  { name: 'home', path: '/fr/', budget: 51 * KB, requests: 17, target: 60 * KB, notLoaded: [DEFAULTS] },
  {
    name: 'listing',
    path: '/fr/catalog',
    budget: 49 * KB,
    requests: 17,
    target: 110 * KB,
    notLoaded: AT_LOAD,
    reach: 'form.facets',
  },
  {
    name: 'product',
    path: '/fr/catalog/products/1001',
    budget: 85 * KB,
    requests: 23,
    target: 140 * KB,
    notLoaded: [DEFAULTS],
    reach: '.add-to-cart [data-widget~="quantity-input"]',
  },
  {
    name: 'cart',
    path: '/fr/shoppingcarts',
    budget: 49 * KB,
    requests: 17,
    target: 120 * KB,
    notLoaded: AT_LOAD,
    reach: 'form.cart-form',
  },
  {
    name: 'checkout',
    path: '/fr/checkout',
    budget: 57 * KB,
    requests: 18,
    target: 130 * KB,
    signedIn: true,
    notLoaded: AT_LOAD,
    reach: '.checkout-shipping__methods',
  },
];

export interface PageTypeWeight {
  name: string;
  /** The bundle's scripts that ran before use (evaluated, workers included), gzip bytes. */
  jsGzip: number;
  budget: number;
  target: number;
  /** Script requests before use, but those only fetched ahead (not run). */
  scriptRequests: number;
  loadsReact: boolean;
  /** The bundle files that ran before use, relative to dist/. */
  files: string[];
  /**
   * The islands' files fetched ahead once the page was idle, not run until the first move
   * (`prefetch`, the lowest priority), gzip bytes.
   */
  fetchedAheadGzip: number;
  /** With `reach`: the page's JS once the customer's pointer has reached that island, gzip bytes. */
  afterFirstMoveJsGzip?: number;
}

async function ok(response: { ok(): boolean; status(): number; url(): string }): Promise<void> {
  if (!response.ok()) throw new Error(`${response.url()} answered ${response.status()}`);
}

/** The consent answer a returning customer has (everything optional declined). */
export async function answerConsent(page: Page, baseUrl: string): Promise<void> {
  const record = { stamp: '2026-11', preferences: false, statistics: false, marketing: false };
  await page
    .context()
    .addCookies([
      { name: 'VitrineCookieConsent', value: encodeURIComponent(JSON.stringify(record)), url: `${baseUrl}/` },
    ]);
}

/** Signs the demo customer in with the login form's post. */
async function signIn(page: Page): Promise<void> {
  const html = await (await page.request.get('/fr/security/login')).text();
  const token = /"csrfToken":"([^"]+)"/.exec(html)?.[1];
  if (!token) throw new Error('no anti-forgery token in the login page settings');
  const response = await page.request.post('/fr/security/login', {
    form: { ...DEMO, returnUrl: '/fr/', __RequestVerificationToken: token },
    maxRedirects: 0,
  });
  if (response.status() !== 303) throw new Error(`sign-in answered ${response.status()}`);
}

/** Scrolls the page through, a screen at a time, so every widget that mounts on sight does. */
async function scrollThrough(page: Page): Promise<void> {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 400) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 30));
    }
  });
  await page.waitForLoadState('networkidle');
}

/**
 * A fresh context (empty HTTP cache) for a returning customer of this page type: consent
 * answered, a cart of one line, signed in where the type says; `device` sets the viewport and
 * touch. The caller closes the context.
 */
export async function preparePage(
  browser: Browser,
  baseUrl: string,
  type: PageType,
  device: BrowserContextOptions = {},
): Promise<{ context: BrowserContext; page: Page }> {
  // Reduced motion: the home banner's autoplay loads swiper 2 s before its first turn (4 s after
  // the banner is seen), which would race the end of the measurement on a slow machine. What is
  // weighed is what a page loads before the customer uses it: where a banner turns by itself,
  // swiper's chunk (about 21 KB gzip) comes on top of it 4 s after the banner is seen.
  const context = await browser.newContext({ ...device, baseURL: baseUrl, reducedMotion: 'reduce' });
  const page = await context.newPage();
  await answerConsent(page, baseUrl);
  await ok(
    await page.request.post('/__fixtures/cart', {
      data: { lines: [{ ProductVariantId: VARIANT, Quantity: 2 }] },
    }),
  );
  if (type.signedIn) await signIn(page);
  return { context, page };
}

/** Weighs one page type in a fresh context. */
export async function weighPageType(
  browser: Browser,
  baseUrl: string,
  type: PageType,
): Promise<PageTypeWeight> {
  const { context, page } = await preparePage(browser, baseUrl, type);
  try {
    const requested: string[] = [];
    const files = new Set<string>();
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      const bundleFile = path.startsWith('/dist/') && path.endsWith('.js');
      // A file fetched ahead (`<link rel="prefetch">`) is a request of type other.
      if (request.resourceType() !== 'script' && !bundleFile) return;
      requested.push(path);
      if (bundleFile) files.add(path.slice('/dist/'.length));
    });
    const ran = await recordRuns(page);
    await page.goto(type.path, { waitUntil: 'load' });
    await page.waitForLoadState('networkidle');
    await scrollThrough(page);
    const loadsReact = await page.evaluate(() => (window.vitrine?.stats().reactRoots ?? 0) > 0);
    const runs = await ran();
    const list = [...files].filter((file) => runs.has(file)).sort();
    const ahead = [...files].filter((file) => !runs.has(file));
    const jsGzip = gzipSum(list);
    const requestsBeforeUse = requested.filter(
      (path) => !(path.startsWith('/dist/') && ahead.includes(path.slice('/dist/'.length))),
    ).length;
    let afterFirstMoveJsGzip: number | undefined;
    if (type.reach) {
      await reach(page, type.reach);
      await page.waitForLoadState('networkidle');
      afterFirstMoveJsGzip = gzipSum(files);
    }
    return {
      name: type.name,
      jsGzip,
      budget: type.budget,
      target: type.target,
      scriptRequests: requestsBeforeUse,
      loadsReact,
      files: list,
      fetchedAheadGzip: gzipSum(ahead),
      ...(afterFirstMoveJsGzip === undefined ? {} : { afterFirstMoveJsGzip }),
    };
  } finally {
    await context.close();
  }
}

/**
 * Records, from now on, the bundle's files that run: the page's modules (Chromium's coverage: a
 * module appears once its top level ran; one only fetched ahead is at most compiled) and its
 * workers' scripts. Returns the function that stops and gives them, relative to dist/.
 */
async function recordRuns(page: Page): Promise<() => Promise<Set<string>>> {
  const workers: string[] = [];
  page.on('worker', (worker) => workers.push(worker.url()));
  await page.coverage.startJSCoverage({ resetOnNavigation: false });
  return async () => {
    const entries = await page.coverage.stopJSCoverage();
    const ran = entries
      .filter((entry) => entry.functions.some((f) => f.ranges.some((range) => range.count > 0)))
      .map((entry) => entry.url);
    return new Set(
      [...ran, ...workers]
        .map((url) => new URL(url).pathname)
        .filter((path) => path.startsWith('/dist/'))
        .map((path) => path.slice('/dist/'.length)),
    );
  };
}

/** Every page type, one after the other. */
export async function benchPageWeight(
  browser: Browser,
  baseUrl: string,
): Promise<Omit<PageTypeWeight, 'files'>[]> {
  const rows = [];
  for (const type of PAGE_TYPES) {
    const { files: _files, ...row } = await weighPageType(browser, baseUrl, type);
    rows.push(row);
  }
  return rows;
}
