import { expect, test } from '../support/test.ts';

const GUEST_PAGES = [
  '/fr/',
  '/fr/catalog',
  '/fr/catalog/products/1001',
  '/fr/shoppingcarts',
  '/fr/security/login',
];

test.describe('a guest’s pages', () => {
  test('make no failing call and log no error', async ({ page, vitrine }) => {
    const failing: string[] = [];
    page.on('response', (response) => {
      if (response.status() >= 400) failing.push(`${response.status()} ${new URL(response.url()).pathname}`);
    });
    for (const path of GUEST_PAGES) {
      await page.goto(path);
      if (path.includes('/products/')) {
        await expect(page.locator('[data-widget-mounted~="wishlist-modal"]').first()).toBeAttached();
      }
      await expect(page.locator('[data-widget-mounted~="mini-cart"]')).toHaveCount(1);
      // The hearts of product pages and cards load on idle: give them their turn.
      await page.evaluate(
        () => new Promise((resolve) => requestIdleCallback(() => setTimeout(resolve, 200))),
      );
    }
    expect(failing).toEqual([]);
    expect(vitrine.consoleErrors).toEqual([]);
  });
});
