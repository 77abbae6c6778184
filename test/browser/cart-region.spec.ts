import { openCart, seedCart, VARIANT } from '../support/cart.ts';
import { expect, test } from '../support/test.ts';

test.describe('cart regions', () => {
  test("a cart change fetches the page's cart-dependent part again, without a reload", async ({ page }) => {
    await seedCart(page, [{ ProductVariantId: VARIANT.degressive, Quantity: 1 }]);
    await openCart(page);
    await expect(page.locator('form[data-widget-mounted~="cart-page"]')).toHaveCount(1);
    const note = page.locator('[data-cart-region] .cart-free-shipping');
    await expect(note).toContainText('Plus que');
    await page.evaluate(() => {
      (window as { samePage?: boolean }).samePage = true;
    });
    const field = page.locator('.cart-line').first().getByRole('spinbutton');
    await field.fill('10');
    await field.press('Enter');
    await expect(note).toHaveText('La livraison standard vous est offerte.');
    expect(await page.evaluate(() => (window as { samePage?: boolean }).samePage)).toBe(true);
  });
});
