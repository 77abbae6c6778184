// The product and listing walks the long-task figures follow (longTasks.ts, traceLongTasks.ts,
// product.ts): the page until its islands are there, then one variant change or one quick view.
// A walk drives the page through `Driver`: a bare DevTools page (bareChromium.ts, the bench's
// figures) or a Playwright page (`playwrightDriver`, the traces).
import type { Page } from '@playwright/test';

/** The steps a walk takes; waits are JavaScript expressions checked every 100 ms. */
export interface Driver {
  /** Opens a URL and resolves at its load event. */
  goto(url: string): Promise<void>;
  waitUntil(predicate: string): Promise<void>;
  /** Chooses an option of a `<select>`, as a customer's choice does (input and change events). */
  select(selector: string, value: string): Promise<void>;
  /** Clicks the first element matching `selector` with the mouse. */
  click(selector: string): Promise<void>;
}

/** The same steps through Playwright (which keeps DevTools' Runtime domain on: see bareChromium.ts). */
export function playwrightDriver(page: Page): Driver {
  return {
    goto: async (url) => {
      await page.goto(url, { waitUntil: 'load' });
    },
    waitUntil: async (predicate) => {
      await page.waitForFunction(predicate, undefined, { polling: 100, timeout: 30_000 });
    },
    select: async (selector, value) => {
      await page.selectOption(selector, value);
    },
    click: (selector) => page.locator(selector).first().click(),
  };
}

const present = (selector: string) => `document.querySelector(${JSON.stringify(selector)})`;

/** The product page benched: two variation attributes, price tiers, gallery. */
export const PRODUCT_PATH = '/fr/catalog/products/1001';

/** Opens the product page and changes the variant (stock and address follow). */
export async function productWalk(driver: Driver, baseUrl: string): Promise<void> {
  await driver.goto(baseUrl + PRODUCT_PATH);
  await driver.waitUntil(present('[data-widget-mounted~="product-variants"]'));
  await driver.waitUntil(present('[data-widget-mounted~="add-to-cart"]'));
  await driver.click('input[name="VariantValueId2"][value="203"]');
  await driver.waitUntil(`new URL(location.href).searchParams.get('variantId') === '100103'`);
  await driver.waitUntil(present('.stock[data-product-variant-id="100103"]'));
}

/** Opens the listing and a product's quick view. */
export async function listingWalk(driver: Driver, baseUrl: string): Promise<void> {
  await driver.goto(`${baseUrl}/fr/catalog`);
  await driver.waitUntil(present('[data-widget-mounted~="catalog-toolbar"]'));
  // quick-view mounts when idle: a click before that is a plain link to the product page.
  await driver.waitUntil(present('.product-card__quick-view[data-widget-mounted~="quick-view"]'));
  await driver.click('.product-card__quick-view');
  await driver.waitUntil(present('dialog.quick-view-modal[open] [data-widget-mounted]'));
}
