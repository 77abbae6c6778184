import type { Browser, BrowserContext, Page } from '@playwright/test';
import { RAN } from './answers.ts';

/** A page in a context of its own: a new visitor of the demo shop, with the seeded state. */
export interface ProbePage {
  page: Page;
  context: BrowserContext;
  /** Uncaught errors and unhandled rejections, as `pageerror` reports them. */
  uncaught: string[];
}

/** Waits for the page shell (navigator and validation), so that a click is a navigator visit. */
async function shellReady(page: Page): Promise<void> {
  await page
    .waitForFunction(() => window.vitrine?.navigator !== undefined, undefined, { timeout: 5_000 })
    .catch(() => undefined);
}

/**
 * Opens a page as a returning customer of the demo shop who declined the optional cookies (the
 * consent banner closed): its own context, so nothing of another attempt (cookies, storage,
 * the server's visitor state) is left. `goto` waits for the shell, as the project's specs do.
 */
export async function probePage(browser: Browser, baseURL: string): Promise<ProbePage> {
  const context = await browser.newContext({ baseURL });
  const record = { stamp: '2026-11', preferences: false, statistics: false, marketing: false };
  await context.addCookies([
    { name: 'VitrineCookieConsent', value: encodeURIComponent(JSON.stringify(record)), url: baseURL },
  ]);
  const page = await context.newPage();
  const uncaught: string[] = [];
  page.on('pageerror', (error) => uncaught.push(`${error.name}: ${error.message}`));
  await page.addInitScript((ran) => {
    Object.defineProperty(window, ran, {
      set: () => {
        // A payload ran: say so where the probe reads it, whatever the page does afterwards.
        document.documentElement.dataset.probeRan = '1';
      },
      configurable: true,
    });
  }, RAN);
  const goto = page.goto.bind(page);
  page.goto = async (...args) => {
    const response = await goto(...args);
    await shellReady(page);
    return response;
  };
  return { page, context, uncaught };
}
