import { expect, test } from '../support/test.ts';

const CULTURES = ['fr', 'nl', 'es', 'de', 'it', 'pt', 'en'];
const PAGES = [
  '/',
  '/catalog',
  '/catalog?display=table',
  '/catalog/products/1001',
  '/shoppingcarts',
  '/security/login',
  '/__test/quantity',
  '/__test/errors',
];

test.describe('accessibility (axe-core)', () => {
  for (const path of PAGES) {
    test(`fr${path} has no violation`, async ({ page, vitrine }) => {
      await page.goto(`/fr${path}`);
      await page.waitForLoadState('networkidle');
      expect(await vitrine.axe()).toEqual([]);
    });
  }

  for (const culture of CULTURES.slice(1)) {
    test(`the ${culture} home and product pages have no violation`, async ({ page, vitrine }) => {
      for (const path of ['/', '/catalog/products/1002']) {
        await page.goto(`/${culture}${path}`);
        await page.waitForLoadState('networkidle');
        expect(await vitrine.axe()).toEqual([]);
      }
    });
  }

  test('the error modal has no violation', async ({ page, vitrine }) => {
    await page.goto('/fr/__test/errors');
    await expect(page.locator('#modal-cart[data-widget-mounted]')).toHaveCount(1);
    await vitrine.faults({ method: 'GET', path: '/fr/shoppingcarts', status: 500 });
    await page.locator('#modal-cart').click();
    await expect(page.locator('dialog.vitrine-error-modal[open]')).toBeVisible();
    expect(await vitrine.axe()).toEqual([]);
  });
});
