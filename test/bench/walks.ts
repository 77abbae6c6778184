// The product and listing walks the long-task figures follow (longTasks.ts, traceLongTasks.ts,
// product.ts): the page until its islands are there, then one variant change or one quick view.
import type { Page } from '@playwright/test';

/** The product page benched: two variation attributes, price tiers, gallery. */
export const PRODUCT_PATH = '/fr/catalog/products/1001';

/** Opens the product page and changes the variant (stock and address follow). */
export async function productWalk(page: Page, baseUrl: string): Promise<void> {
  await page.goto(baseUrl + PRODUCT_PATH, { waitUntil: 'load' });
  await page.waitForSelector('[data-widget-mounted~="product-variants"]');
  await page.waitForSelector('[data-widget-mounted~="add-to-cart"]');
  await page.selectOption('select[name="VariantValueId2"]', '203');
  await page.waitForFunction(() => new URL(location.href).searchParams.get('variantId') === '100103');
  await page.waitForSelector('.stock[data-product-variant-id="100103"]');
}

/** Opens the listing and a product's quick view. */
export async function listingWalk(page: Page, baseUrl: string): Promise<void> {
  await page.goto(`${baseUrl}/fr/catalog`, { waitUntil: 'load' });
  await page.waitForFunction(() => document.querySelector('form.facets[data-widget-mounted]') !== null);
  // quick-view mounts when idle: a click before that is a plain link to the product page.
  await page.waitForSelector('.product-card__quick-view[data-widget-mounted~="quick-view"]');
  await page.locator('.product-card__quick-view').first().click();
  await page
    .locator('dialog.quick-view-modal[open] [data-widget-mounted]')
    .first()
    .waitFor({ state: 'attached' });
}
