import type { Locator, Page } from '@playwright/test';
import { serverCart } from '../support/cart.ts';
import { skipConsentBanner } from '../support/consent.ts';
import { expect, test } from '../support/test.ts';

/** Presses Tab until the target has the focus (keyboard only: no click anywhere). */
async function tabTo(page: Page, target: Locator, limit = 80): Promise<void> {
  for (let i = 0; i < limit; i++) {
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`never reached ${target}`);
}

test('keyboard only: product page to cart page, a changed quantity and an applied coupon', async ({
  page,
  vitrine,
}) => {
  void vitrine;
  await skipConsentBanner(page);
  await page.goto('/fr/catalog/products/1001');
  await expect(page.locator('[data-widget-mounted~="add-to-cart"]')).toHaveCount(1);
  await tabTo(page, page.getByRole('button', { name: 'Ajouter au panier' }));
  await page.keyboard.press('Enter');
  const dialog = page.locator('dialog.add-to-cart-dialog');
  await expect(dialog).toBeVisible();
  await tabTo(page, dialog.getByRole('link', { name: 'Voir le panier' }), 5);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/fr\/shoppingcarts$/);
  await expect(page.locator('form[data-widget-mounted~="cart-page"]')).toHaveCount(1);

  const quantity = page.locator('.cart-line').first().getByRole('spinbutton');
  await tabTo(page, quantity);
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('Enter');
  await expect(page.locator('[data-cart-count]')).toHaveText('3');

  await tabTo(page, page.getByLabel('Code promo'));
  await page.keyboard.type('BIENVENUE10');
  await page.keyboard.press('Enter');
  await expect(page.locator('[data-cart-discount]')).toBeVisible();
  const cart = await serverCart(page);
  expect(cart).toMatchObject({ ItemsCount: 3, CouponCode: 'BIENVENUE10' });
  await tabTo(page, page.getByRole('link', { name: 'Commander' }));
});
