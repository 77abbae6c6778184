import { expect, type Page } from '@playwright/test';
import { reachFor } from './firstMove.ts';

export interface SeedLine {
  ProductVariantId: number;
  Quantity: number;
}

/** Variants with known rules: 100101 (32 in stock, degressive from 5), 100202 (5 in stock), 100104. */
export const VARIANT = { degressive: 100101, lowStock: 100202, other: 100104 } as const;

/** Puts lines in this test's cart (fixture hook) and returns the cart. */
export async function seedCart(page: Page, lines: SeedLine[]) {
  const response = await page.request.post('/__fixtures/cart', { data: { lines } });
  expect(response.ok()).toBe(true);
  return response.json();
}

/** The server's cart, as GET /api/v1/shoppingcarts answers it. */
export async function serverCart(page: Page) {
  return (await page.request.get('/api/v1/shoppingcarts')).json();
}

/** Opens the cart page and reaches for the cart (its island comes at the first move). */
export async function openCart(page: Page, culture = 'fr') {
  await page.goto(`/${culture}/shoppingcarts`);
  await reachFor(page.locator('form.cart-form'), 'cart-page');
  await expect(page.locator('.cart-island')).toBeVisible();
}

/** Counts the calls a page sends whose path matches. */
export function countCalls(page: Page, method: string, path: RegExp): { count: number } {
  const counter = { count: 0 };
  page.on('request', (request) => {
    if (request.method() === method && path.test(new URL(request.url()).pathname)) counter.count += 1;
  });
  return counter;
}

/** The dataLayer events of a name. */
export function dataLayerEvents(page: Page, event: string) {
  return page.evaluate(
    (name) =>
      (
        (window.dataLayer ?? []) as { event?: string; ecommerce?: { items: Record<string, unknown>[] } }[]
      ).filter((entry) => entry.event === name),
    event,
  );
}
