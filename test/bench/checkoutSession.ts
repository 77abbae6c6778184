// A fresh checkout for one bench run: a new browser context (empty HTTP cache, so every chunk the
// page needs is fetched and counted), the visitor reset, a filled cart, the demo customer signed in
// by a plain form post (not through the login page, whose scripts would be cached), then the
// checkout page with its island mounted.
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { watchScripts } from './sizes.ts';

/** The demo customer (fixtures/data/customers.ts) and a variant with stock (test/support/cart.ts). */
const DEMO = { Email: 'demo@vitrine.test', Password: 'demo' };
const VARIANT = 100101;

export interface CheckoutSession {
  context: BrowserContext;
  page: Page;
  /** The bundle files the checkout page fetched so far (grows as the page goes on). */
  scripts: Set<string>;
}

export interface SessionOptions {
  /** Runs before the checkout page opens (e.g. a CPU slowdown or a probe). */
  prepare?: (page: Page, context: BrowserContext) => Promise<void>;
  /** The bench's dense pickup points (POST /__fixtures/pickup/bench); 0 = the seeded points. */
  pickupPoints?: number;
}

async function ok(response: { ok(): boolean; status(): number; url(): string }): Promise<void> {
  if (!response.ok()) throw new Error(`${response.url()} answered ${response.status()}`);
}

/** Signs the demo customer in with the login form's post (the anti-forgery token from the page's settings). */
async function signIn(page: Page): Promise<void> {
  const html = await (await page.request.get('/fr/security/login')).text();
  const token = /"csrfToken":"([^"]+)"/.exec(html)?.[1];
  if (!token) throw new Error('no anti-forgery token in the login page settings');
  const response = await page.request.post('/fr/security/login', {
    form: { ...DEMO, returnUrl: '/fr/checkout', __RequestVerificationToken: token },
    maxRedirects: 0,
  });
  if (response.status() !== 303) throw new Error(`sign-in answered ${response.status()}`);
}

export async function openCheckoutSession(
  browser: Browser,
  baseUrl: string,
  options: SessionOptions = {},
): Promise<CheckoutSession> {
  const context = await browser.newContext({ baseURL: baseUrl });
  const page = await context.newPage();
  await ok(await page.request.post('/__fixtures/reset'));
  if (options.pickupPoints)
    await ok(await page.request.post('/__fixtures/pickup/bench', { data: { points: options.pickupPoints } }));
  await ok(
    await page.request.post('/__fixtures/cart', {
      data: { lines: [{ ProductVariantId: VARIANT, Quantity: 2 }] },
    }),
  );
  await signIn(page);
  await options.prepare?.(page, context);
  const scripts = watchScripts(page);
  await page.goto('/fr/checkout', { waitUntil: 'load' });
  await page.waitForSelector('form[data-widget-mounted~="checkout"]', { state: 'attached' });
  await page.waitForSelector('.checkout-summary__total');
  await page.waitForLoadState('networkidle');
  return { context, page, scripts };
}
