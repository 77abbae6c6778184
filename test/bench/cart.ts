import type { Browser, Page } from '@playwright/test';
import { reach } from './reach.ts';
import { gzipBytes } from './sizes.ts';

const CART_PATH = '/fr/shoppingcarts';
const LINE_CALL = /\/api\/v1\/shoppingcarts\/shoppingcartitems\/\d+$/;

declare global {
  interface Window {
    __benchCartPaint?: Promise<number>;
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};
const round = (n: number) => Math.round(n * 10) / 10;

async function openSeededCart(browser: Browser, baseUrl: string) {
  const context = await browser.newContext({ baseURL: baseUrl });
  const page = await context.newPage();
  await page.request.post('/__fixtures/reset');
  await page.request.post('/__fixtures/cart', {
    data: {
      lines: [
        { ProductVariantId: 100101, Quantity: 1 },
        { ProductVariantId: 100104, Quantity: 1 },
      ],
    },
  });
  const scripts = new Set<string>();
  page.on('response', (response) => {
    const path = new URL(response.url()).pathname;
    if (path.startsWith('/dist/') && path.endsWith('.js')) scripts.add(path.slice('/dist/'.length));
  });
  await page.goto(CART_PATH, { waitUntil: 'load' });
  await reach(page, 'form.cart-form');
  await page.waitForLoadState('networkidle');
  return { context, page, scripts };
}

/** From the Enter that saves a quantity to the next frame after the new total is in the page. */
async function timeOneChange(page: Page, quantity: number): Promise<number> {
  await page.evaluate(() => {
    window.__benchCartPaint = new Promise<number>((resolve) => {
      let start = 0;
      document.addEventListener('keydown', () => (start = performance.now()), { once: true, capture: true });
      const total = document.querySelector('[data-cart-amount-incl]')!;
      const observer = new MutationObserver(() => {
        observer.disconnect();
        requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - start)));
      });
      observer.observe(total, { childList: true, characterData: true, subtree: true });
    });
  });
  const field = page.locator('.cart-line').first().getByRole('spinbutton');
  await field.fill(String(quantity));
  await field.press('Enter');
  return page.evaluate(() => window.__benchCartPaint!);
}

/**
 * Cart page figures: JS (gzip) the cart page loads with a filled cart; the time from a quantity
 * change (Enter) to the updated totals painted, median over 20 changes with the fixture's usual
 * answer time; and the requests sent for 20 rapid changes on one line (the last value must win).
 */
export async function benchCart(browser: Browser, baseUrl: string): Promise<Record<string, number>> {
  const { context, page, scripts } = await openSeededCart(browser, baseUrl);
  const jsGzip = [...scripts].reduce((sum, file) => sum + gzipBytes(file), 0);
  const times: number[] = [];
  for (let i = 0; i < 20; i++) times.push(await timeOneChange(page, 2 + (i % 2 ? 3 : 0) + i));

  let requests = 0;
  page.on('request', (request) => {
    if (request.method() === 'PUT' && LINE_CALL.test(request.url())) requests += 1;
  });
  const field = page.locator('.cart-line').nth(1).getByRole('spinbutton');
  await field.focus();
  for (let i = 0; i < 20; i++) await page.keyboard.press('ArrowUp');
  await page.waitForFunction(() => !document.querySelector('.cart-line[aria-busy="true"]'));
  await page.waitForTimeout(1500);
  await page.waitForFunction(() => !document.querySelector('.cart-line[aria-busy="true"]'));
  const cart = await (await page.request.get('/api/v1/shoppingcarts')).json();
  await context.close();
  return {
    cartPageJsGzip: jsGzip,
    quantityToTotalsMsMedian: round(median(times)),
    quantityToTotalsMsMin: round(Math.min(...times)),
    quantityToTotalsMsMax: round(Math.max(...times)),
    requestsFor20RapidChanges: requests,
    lastValueWon: cart.Items[1]?.Quantity === 21 ? 1 : 0,
  };
}
