import type { Page } from '@playwright/test';
import { openCart, seedCart, serverCart, VARIANT } from '../support/cart.ts';
import { skipConsentBanner } from '../support/consent.ts';
import { reachFor } from '../support/firstMove.ts';
import { stockedVariants } from '../support/renders.ts';
import { expect, test } from '../support/test.ts';

const pay = (page: Page) => page.locator('.cart-summary__pay');
const box = async (page: Page, selector: string) => {
  const found = await page.locator(selector).first().boundingBox();
  if (!found) throw new Error(`${selector} is not on screen`);
  return found;
};

async function cartOf(page: Page, lines: number) {
  await seedCart(
    page,
    stockedVariants(lines).map((id) => ({ ProductVariantId: id, Quantity: 1 })),
  );
}

test.describe('the cart page summary', () => {
  test('at 1280 px the summary is a column right of the lines, the same before and after the island', async ({
    page,
    vitrine,
  }) => {
    void vitrine;
    await skipConsentBanner(page);
    await page.setViewportSize({ width: 1280, height: 900 });
    await cartOf(page, 2);
    await page.goto('/fr/shoppingcarts');
    await expect(page.locator('form.cart-form')).toHaveAttribute('data-widget-mounted', /cart-page/);
    const before = await box(page, '.cart-summary__pay');
    await reachFor(page.locator('form.cart-form'), 'cart-island');
    await expect(page.locator('.cart-island')).toBeVisible();
    const lines = await box(page, '.cart-table');
    const summary = await box(page, '.cart-summary');
    expect(summary.x).toBeGreaterThanOrEqual(lines.x + lines.width);
    expect(summary.y).toBeLessThan(lines.y + lines.height);
    // Sub-total, shipping, VAT, total, then the checkout button, all in the column.
    for (const part of [
      '.cart-coupon',
      '.cart-totals',
      '[data-cart-amount-incl]',
      '.cart-island__checkout',
    ]) {
      const inside = await box(page, part);
      expect(inside.x).toBeGreaterThanOrEqual(summary.x);
      expect(inside.x + inside.width).toBeLessThanOrEqual(summary.x + summary.width);
    }
    expect(await box(page, '.cart-summary__pay')).toEqual(before);
    await page.screenshot({ path: test.info().outputPath('cart-summary-1280.png') });
  });

  test('at 375 px one column: the total with the checkout button stays at the screen’s bottom, then rests after the totals', async ({
    page,
    vitrine,
  }) => {
    void vitrine;
    await skipConsentBanner(page);
    await page.setViewportSize({ width: 375, height: 740 });
    await cartOf(page, 3);
    await openCart(page);
    await page.evaluate(() => window.scrollTo(0, 0));
    const bar = await box(page, '.cart-summary__pay');
    expect(Math.round(bar.y + bar.height)).toBe(740);
    await expect(pay(page).locator('[data-cart-amount-incl]')).toBeVisible();
    await expect(pay(page).getByRole('link', { name: 'Commander' })).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('cart-summary-375-top.png') });
    // At the end of the page the bar is in its place, right after the totals, and covers nothing.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    const rest = await box(page, '.cart-summary__pay');
    const totals = await box(page, '.cart-totals');
    const lines = await box(page, '.cart-table');
    expect(rest.y).toBeGreaterThanOrEqual(totals.y + totals.height);
    expect(rest.y).toBeGreaterThan(lines.y + lines.height);
    expect(rest.x).toBeLessThan(lines.x + 1);
    const after = await box(page, '.sales-tax-country');
    expect(after.y).toBeGreaterThanOrEqual(rest.y + rest.height);
    await page.screenshot({ path: test.info().outputPath('cart-summary-375-end.png') });
  });

  test('at 375 px the consent banner’s buttons stay above the bar', async ({ page, vitrine }) => {
    void vitrine;
    await page.setViewportSize({ width: 375, height: 740 });
    await cartOf(page, 3);
    await openCart(page);
    const banner = page.locator('.consent-banner');
    await expect(banner).toBeVisible();
    for (const button of await banner.getByRole('button').all()) {
      const b = await button.boundingBox();
      if (!b) continue;
      const onTop = await page.evaluate(
        ({ x, y }) => document.elementFromPoint(x, y)?.closest('.consent-banner') !== null,
        { x: b.x + b.width / 2, y: b.y + b.height / 2 },
      );
      expect(onTop).toBe(true);
    }
    await page.screenshot({ path: test.info().outputPath('cart-summary-375-consent.png') });
  });
});

test.describe('the applied coupon', () => {
  test('shows as a tag with its code, removed from the keyboard', async ({ page, vitrine }) => {
    void vitrine;
    await skipConsentBanner(page);
    await seedCart(page, [{ ProductVariantId: VARIANT.degressive, Quantity: 2 }]);
    await openCart(page);
    const field = page.getByLabel('Code promo');
    await field.fill('bienvenue10');
    await field.press('Enter');
    const tag = page.locator('.cart-coupon__tag');
    await expect(tag).toHaveText(/BIENVENUE10/);
    await expect(field).toHaveValue('');
    const remove = page.getByRole('button', { name: 'Retirer le coupon BIENVENUE10', exact: true });
    await expect(remove).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('cart-coupon-tag.png') });
    await field.focus();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(remove).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(tag).toHaveCount(0);
    await expect(page.locator('[data-cart-discount]')).toHaveCount(0);
    await expect(field).toBeFocused();
    expect((await serverCart(page)).CouponCode).toBeNull();
  });
});

test.describe('Update and Empty the cart', () => {
  test('are not there once the script runs, before the island and after it', async ({ page, vitrine }) => {
    void vitrine;
    await cartOf(page, 2);
    await page.goto('/fr/shoppingcarts');
    await expect(page.locator('form.cart-form')).toHaveAttribute('data-widget-mounted', /cart-page/);
    await expect(page.getByRole('button', { name: 'Mettre à jour' })).toBeHidden();
    await expect(page.getByRole('button', { name: 'Vider le panier' })).toBeHidden();
    await reachFor(page.locator('form.cart-form'), 'cart-island');
    await expect(page.locator('.cart-island')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Mettre à jour' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Vider le panier' })).toHaveCount(0);
  });
});

test.describe('the cart page without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('keeps Update and Empty the cart, and the coupon tag removes the coupon', async ({
    page,
    vitrine,
  }) => {
    void vitrine;
    await skipConsentBanner(page);
    await seedCart(page, [{ ProductVariantId: VARIANT.degressive, Quantity: 2 }]);
    await page.goto('/fr/shoppingcarts');
    await expect(page.getByRole('button', { name: 'Mettre à jour' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Vider le panier' })).toBeVisible();
    await page.getByLabel('Code promo').fill('BIENVENUE10');
    await page.getByRole('button', { name: 'Appliquer' }).click();
    await expect(page.locator('.cart-coupon__tag')).toHaveText(/BIENVENUE10/);
    await page.screenshot({ path: test.info().outputPath('cart-no-script-1280.png'), fullPage: true });
    await page.setViewportSize({ width: 375, height: 740 });
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: test.info().outputPath('cart-no-script-375-top.png') });
    await page.locator('.cart-coupon__tag').scrollIntoViewIfNeeded();
    await page.screenshot({ path: test.info().outputPath('cart-no-script-375-coupon.png') });
    await page.getByRole('button', { name: 'Retirer le coupon BIENVENUE10', exact: true }).click();
    await expect(page.locator('.cart-coupon__tag')).toHaveCount(0);
    expect((await serverCart(page)).CouponCode).toBeNull();
  });

  test('Empty the cart empties it', async ({ page, vitrine }) => {
    void vitrine;
    await seedCart(page, [{ ProductVariantId: VARIANT.degressive, Quantity: 2 }]);
    await page.goto('/fr/shoppingcarts');
    await page.getByRole('button', { name: 'Vider le panier' }).click();
    await expect(page.getByText('Votre panier est vide.')).toBeVisible();
    expect((await serverCart(page)).Items).toEqual([]);
  });
});
