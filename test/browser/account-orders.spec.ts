import { signIn } from '../support/lists.ts';
import { expect, type Page, test } from '../support/test.ts';

const LIST = '/fr/sales/order/list';

async function openOrders(page: Page) {
  await signIn(page, LIST);
  await expect(page.locator('[data-widget-mounted~="area-pagination"]')).toHaveCount(1);
}

const rows = (page: Page) => page.locator('#orders tbody tr');

test.describe('order list', () => {
  test('shows 10 orders a page with the total and current page from page data', async ({ page, vitrine }) => {
    void vitrine;
    await openOrders(page);
    await expect(rows(page)).toHaveCount(10);
    const pager = page.locator('#orders nav.pagination');
    await expect(pager).toHaveAttribute('data-total-pages', '3');
    await expect(pager).toHaveAttribute('data-current-page', '1');
    await expect(pager.locator('.pagination__status')).toHaveText('Page 1 sur 3');
    // The order page belongs to the checkout: the list links to it.
    await expect(
      rows(page).first().getByRole('link', { name: 'CMD-2026-005002', exact: true }),
    ).toHaveAttribute('href', '/fr/sales/order/5002');
  });

  test('a page link refreshes only the orders area, by pagenbr, and moves focus there', async ({
    page,
    vitrine,
  }) => {
    await openOrders(page);
    const first = await rows(page).first().locator('th').textContent();
    await page.evaluate(() => document.querySelector('h1')?.setAttribute('data-kept', 'yes'));
    const asked = page.waitForRequest((r) => r.url().includes('/fr/sales/order/list?pagenbr=2'));
    await page.locator('#orders nav.pagination').getByRole('link', { name: 'Page 2' }).click();
    await asked;
    await expect(page.locator('#orders .pagination__status')).toHaveText('Page 2 sur 3');
    await expect(rows(page)).toHaveCount(10);
    await expect(rows(page).first().locator('th')).not.toHaveText(first ?? '');
    await expect(page.locator('h1')).toHaveAttribute('data-kept', 'yes');
    await expect(page.locator('#orders')).toBeFocused();
    expect(new URL(page.url()).searchParams.get('pagenbr')).toBe('2');
    expect((await vitrine.events()).map((e) => e.type)).not.toContain('page-leave');
    // The last page holds what is left (26 orders), and its widgets mount.
    await page.locator('#orders nav.pagination').getByRole('link', { name: 'Page 3' }).click();
    await expect(rows(page)).toHaveCount(6);
    await expect(page.locator('#orders [data-widget-mounted~="order-add-to-cart"]')).toHaveCount(6);
  });

  test('while a page is slow the area is busy, then replaced', async ({ page, vitrine }) => {
    await openOrders(page);
    await vitrine.faults({ method: 'GET', path: '/fr/sales/order/list', delay: 1500 });
    await page.locator('#orders nav.pagination').getByRole('link', { name: 'Page 2' }).click();
    await expect(page.locator('#orders')).toHaveAttribute('aria-busy', 'true');
    await expect(page.locator('#orders .pagination__status')).toHaveText('Page 2 sur 3');
    await expect(page.locator('#orders')).not.toHaveAttribute('aria-busy', 'true');
  });

  test('a failed page keeps the list as it was and shows the error modal (5xx and a dropped connection)', async ({
    page,
    vitrine,
  }) => {
    await openOrders(page);
    await vitrine.faults({ method: 'GET', path: '/fr/sales/order/list', status: 500 });
    await page.locator('#orders nav.pagination').getByRole('link', { name: 'Page 2' }).click();
    await expect(page.locator('.vitrine-error-modal')).toBeVisible();
    await expect(page.locator('#orders .pagination__status')).toHaveText('Page 1 sur 3');
    await expect(page.locator('#orders')).not.toHaveAttribute('aria-busy', 'true');
    await page.locator('.vitrine-error-modal').getByRole('button', { name: 'Fermer' }).first().click();
    await vitrine.faults({ method: 'GET', path: '/fr/sales/order/list', drop: true, times: 50 });
    await page.locator('#orders nav.pagination').getByRole('link', { name: 'Page 2' }).click();
    await expect(page.locator('.vitrine-error-modal')).toBeVisible({ timeout: 15_000 });
    await expect(page.locator('#orders .pagination__status')).toHaveText('Page 1 sur 3');
  });

  test('signed out meanwhile, a page link opens the login modal', async ({ page, vitrine }) => {
    await openOrders(page);
    await vitrine.faults({ method: 'GET', path: '/fr/sales/order/list', status: 401 });
    await page.locator('#orders nav.pagination').getByRole('link', { name: 'Page 2' }).click();
    await expect(page.locator('dialog.login-modal')).toBeVisible();
  });

  test("an order's items go into the cart through the cart store", async ({ page, vitrine }) => {
    void vitrine;
    await openOrders(page);
    await page.getByRole('button', { name: 'Commander à nouveau CMD-2026-005001' }).click();
    await expect(page.locator('[data-cart-count]')).toHaveText('3');
  });

  test('is axe clean', async ({ page, vitrine }) => {
    await openOrders(page);
    expect(await vitrine.axe()).toEqual([]);
  });
});

test.describe('order list on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true });

  test('shows each order as a card whose values are labelled by their column, no wider than the screen', async ({
    page,
    vitrine,
  }) => {
    void vitrine;
    await openOrders(page);
    const first = rows(page).first();
    const date = first.locator('td').first();
    const label = await date.evaluate((cell) => getComputedStyle(cell, '::before').content);
    expect(label).toBe('"Date : "');
    const card = await first.boundingBox();
    expect(card?.width).toBeLessThanOrEqual(375);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });
});
