import type { Page } from '@playwright/test';
import { expect, test } from '../support/test.ts';

const BOOTSTRAP = '/fr/__test/bootstrap';
const OTHER = '/fr/__test/nav-other';

/** Nothing of Bootstrap's overlays is left: no backdrop, no `modal-open`, no inline scroll lock. */
async function expectNoLock(page: Page) {
  await expect(page.locator('.modal-backdrop, .offcanvas-backdrop')).toHaveCount(0);
  await expect(page.locator('body')).not.toHaveClass(/modal-open/);
  expect(await page.evaluate(() => [document.body.style.overflow, document.body.style.paddingRight])).toEqual(
    ['', ''],
  );
}

/** The page a visit brought in takes clicks: its link leads on to the long page. */
async function expectClickable(page: Page) {
  await page.locator('#to-long').click({ timeout: 5_000 });
  await expect(page.locator('main h1')).toHaveText('Long page');
}

/** Visits `url` with `window.vitrine.navigate()` and waits until the visit is done. */
async function visit(page: Page, url: string, heading?: string) {
  await page.evaluate((to) => window.vitrine?.navigate(to), url);
  await expect(page).toHaveURL(new RegExp(`${url}$`));
  if (heading) await expect(page.locator('main h1')).toHaveText(heading);
}

test.describe('navigator: no overlay outlives its page', () => {
  test('a visit from inside a Bootstrap modal leaves no backdrop and no scroll lock, and the new page takes clicks', async ({
    page,
  }) => {
    await page.goto(BOOTSTRAP);
    await page.click('#bs-open-modal');
    await expect(page.locator('#bs-modal')).toBeVisible();
    await expect(page.locator('body')).toHaveClass(/modal-open/);
    await page.click('#bs-modal-link');
    await expect(page.locator('main h1')).toHaveText('Other page');
    await expectNoLock(page);
    await expect(page.locator('main h1')).toBeFocused();
    await expectClickable(page);
  });

  test('without window.bootstrap the backdrop and the body lock are removed by hand', async ({ page }) => {
    await page.goto(BOOTSTRAP);
    await page.click('#bs-open-modal');
    await expect(page.locator('#bs-modal')).toBeVisible();
    await page.evaluate(() => {
      delete (window as { bootstrap?: unknown }).bootstrap;
    });
    await page.click('#bs-modal-link');
    await expect(page.locator('main h1')).toHaveText('Other page');
    await expectNoLock(page);
    await expectClickable(page);
  });

  test('a visit from a Bootstrap offcanvas menu leaves no backdrop and no scroll lock', async ({ page }) => {
    await page.goto(BOOTSTRAP);
    await page.click('#bs-open-offcanvas');
    await expect(page.locator('#bs-offcanvas')).toBeVisible();
    await page.click('#bs-offcanvas-link');
    await expect(page.locator('main h1')).toHaveText('Other page');
    await expectNoLock(page);
    await expectClickable(page);
  });

  test('Back with the quick view open closes it, and focus goes to the page Back brought', async ({
    page,
  }) => {
    await page.goto(OTHER);
    await visit(page, '/fr/catalog');
    const eye = page.locator('.product-card__quick-view').first();
    // The eye's widget mounts when the pointer comes over it.
    await eye.hover();
    await expect(eye).toHaveAttribute('data-widget-mounted', /quick-view/);
    await eye.click();
    await expect(page.locator('dialog.quick-view-modal[open]')).toBeVisible();
    await page.evaluate(() => history.back());
    await expect(page.locator('main h1')).toHaveText('Other page');
    await expect(page.locator('dialog[open]')).toHaveCount(0);
    await expect(page.locator('main h1')).toBeFocused();
    await expectClickable(page);
  });

  test('Back with the add-to-cart confirmation open closes it', async ({ page }) => {
    await page.goto(OTHER);
    await visit(page, '/fr/catalog/products/1001');
    await expect(page.locator('[data-widget-mounted~="add-to-cart"]')).toHaveCount(1);
    await page.getByRole('button', { name: 'Ajouter au panier' }).click();
    await expect(page.locator('dialog.add-to-cart-dialog[open]')).toBeVisible();
    await page.evaluate(() => history.back());
    await expect(page.locator('main h1')).toHaveText('Other page');
    await expect(page.locator('dialog[open]')).toHaveCount(0);
    await expectClickable(page);
  });

  test('Back, or navigate(), with a modal-link modal open closes it', async ({ page }) => {
    await page.goto(OTHER);
    await visit(page, '/fr/__test/errors', 'Error policy');
    await expect(page.locator('#modal-cart[data-widget-mounted]')).toHaveCount(1);
    await page.locator('#modal-cart').click();
    await expect(page.locator('dialog[open]')).toBeVisible();
    await page.evaluate(() => history.back());
    await expect(page.locator('main h1')).toHaveText('Other page');
    await expect(page.locator('dialog[open]')).toHaveCount(0);
    await page.evaluate(() => history.forward());
    await expect(page.locator('main h1')).toHaveText('Error policy');
    // Before the widget mounts, the link opens its page (the fallback): wait for it, as above.
    await expect(page.locator('#modal-cart[data-widget-mounted]')).toHaveCount(1);
    await page.locator('#modal-cart').click();
    await expect(page.locator('dialog[open]')).toBeVisible();
    await visit(page, OTHER, 'Other page');
    await expect(page.locator('dialog[open]')).toHaveCount(0);
    await expectClickable(page);
  });

  test('Bootstrap collapse and tabs still work after a swap, there and back again', async ({ page }) => {
    await page.goto(OTHER);
    await visit(page, BOOTSTRAP, 'Bootstrap page');
    const useWidgets = async () => {
      await page.click('#bs-collapse-toggle');
      await expect(page.locator('#bs-collapse')).toBeVisible();
      await page.click('#bs-tab-2');
      await expect(page.locator('#bs-pane-2')).toBeVisible();
      await expect(page.locator('#bs-pane-1')).toBeHidden();
    };
    await useWidgets();
    await visit(page, OTHER, 'Other page');
    await page.evaluate(() => history.back());
    await expect(page.locator('main h1')).toHaveText('Bootstrap page');
    await useWidgets();
  });

  test('a quick view whose answer comes while the next page loads does not stay over that page', async ({
    page,
    vitrine,
  }) => {
    await page.goto('/fr/catalog');
    const eye = page.locator('.product-card__quick-view').first();
    // The eye's widget mounts when the pointer comes over it.
    await eye.hover();
    await expect(eye).toHaveAttribute('data-widget-mounted', /quick-view/);
    await vitrine.faults({ method: 'GET', path: '/widget/catalog/QuickView', delay: 300 });
    await eye.click();
    await page.evaluate(() => {
      void window.vitrine?.navigate('/fr/__nav/slow?ms=1500');
    });
    await expect(page.locator('dialog.quick-view-modal[open]')).toBeVisible();
    await expect(page.locator('main h1')).toHaveText('Slow page');
    await expect(page.locator('dialog[open]')).toHaveCount(0);
  });
});
