import puppeteer, { type Browser, type BrowserContext, type Page } from 'puppeteer-core';
import { afterAll, beforeAll, inject } from 'vitest';
import { until } from './wait.ts';

/** The shop's address (the fixture server started by globalSetup.ts). */
export const SHOP = inject('shop');

/** A visitor of the shop: a browser context of its own (its own cookies, so its own cart), one tab. */
export interface Visitor {
  context: BrowserContext;
  page: Page;
  /** Console errors, uncaught errors, failed requests and error answers, as they came. */
  problems: string[];
}

/** Connects a spec file to the run's Firefox, and lets it go after the file's last test. */
export function connectFirefox(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await puppeteer.connect({ browserWSEndpoint: inject('firefox'), protocol: 'webDriverBiDi' });
  });
  afterAll(async () => {
    await browser?.disconnect();
  });
  return () => {
    if (!browser) throw new Error('Firefox is not connected yet');
    return browser;
  };
}

/** Stores the consent answer of a returning customer (everything optional declined): no banner. */
export async function declinedConsent(context: BrowserContext): Promise<void> {
  const record = { stamp: '2026-11', preferences: false, statistics: false, marketing: false };
  await context.setCookie({
    name: 'VitrineCookieConsent',
    value: encodeURIComponent(JSON.stringify(record)),
    domain: '127.0.0.1',
    path: '/',
  });
}

/** Notes what a customer would see go wrong: console errors, page errors, failed requests, 4xx/5xx answers. */
function watchProblems(page: Page, problems: string[]): void {
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`uncaught: ${String(error)}`));
  page.on('requestfailed', (request) => {
    // A request the page gave up on (a visit replaced by the next, a search by a newer one) is no failure.
    if (request.failure()?.errorText === 'NS_BINDING_ABORTED') return;
    problems.push(`failed: ${request.url()} ${request.failure()?.errorText ?? ''}`);
  });
  page.on('response', (response) => {
    if (response.status() >= 400) problems.push(`${response.status()}: ${response.url()}`);
  });
}

/** A new visitor with a window of `width` × `height`, the consent answered unless `banner`. */
export async function newVisitor(
  browser: Browser,
  { width = 1280, height = 800, banner = false } = {},
): Promise<Visitor> {
  const context = await browser.createBrowserContext();
  if (!banner) await declinedConsent(context);
  const page = await context.newPage();
  // Puppeteer sets the viewport and the screen's orientation together; Firefox ESR 140 knows no
  // orientation command and refuses it, after the viewport is set. The viewport is what counts.
  await page.setViewport({ width, height }).catch((error: unknown) => {
    if (!String(error).includes('setScreenOrientationOverride')) throw error;
  });
  page.setDefaultTimeout(15_000);
  const problems: string[] = [];
  watchProblems(page, problems);
  return { context, page, problems };
}

/** Opens a page of the shop and waits for the bundle's page shell (a click is then a navigator visit). */
export async function open(page: Page, path: string): Promise<void> {
  await page.goto(`${SHOP}${path}`);
  await until(page, () => window.vitrine?.navigator !== undefined, { timeout: 10_000 });
}

/** A call to the shop from the page, with the visitor's cookies (a fixture hook, the cart's API). */
export async function call<T = unknown>(page: Page, path: string, body?: unknown): Promise<T> {
  return page.evaluate(
    async (url, json) => {
      const init: RequestInit =
        json === undefined
          ? {}
          : { method: 'POST', body: JSON.stringify(json), headers: { 'Content-Type': 'application/json' } };
      const response = await fetch(url, init);
      if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${url} failed: ${response.status}`);
      return response.headers.get('Content-Type')?.includes('json') ? response.json() : response.text();
    },
    path,
    body,
  ) as Promise<T>;
}
