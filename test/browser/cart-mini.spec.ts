import { openCart, seedCart, VARIANT } from '../support/cart.ts';
import { expect, test } from '../support/test.ts';

test.describe('mini cart', () => {
  test('the header toggle shows the cart items fragment with the count and both amounts', async ({
    page,
    vitrine,
  }) => {
    const cart = await seedCart(page, [{ ProductVariantId: VARIANT.degressive, Quantity: 2 }]);
    await page.goto('/fr/');
    const toggle = page.getByRole('button', { name: 'Aperçu du panier' });
    await expect(page.locator('.mini-cart[data-widget-mounted~="mini-cart"]')).toHaveCount(1);
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const panel = page.locator('#mini-cart-panel');
    await expect(panel).toContainText('2 article(s)');
    await expect(panel.locator('.mini-cart__incl')).toHaveText(
      cart.AmountTaxInclHtml.replace(/&nbsp;/g, '\u00a0'),
    );
    await expect(panel.locator('.mini-cart__excl')).toHaveText(
      cart.AmountTaxExclHtml.replace(/&nbsp;/g, '\u00a0'),
    );
    expect(await vitrine.axe()).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(toggle).toBeFocused();
  });

  test('an open mini cart follows a change made on the page', async ({ page, vitrine }) => {
    void vitrine;
    await seedCart(page, [{ ProductVariantId: VARIANT.degressive, Quantity: 1 }]);
    await openCart(page);
    await page.getByRole('button', { name: 'Aperçu du panier' }).click();
    const panel = page.locator('#mini-cart-panel');
    await expect(panel).toContainText('1 article(s)');
    await page.locator('.cart-line').first().getByRole('spinbutton').fill('3');
    await page.locator('.cart-line').first().getByRole('spinbutton').press('Enter');
    await expect(panel).toContainText('3 article(s)');
    await expect(panel.locator('.mini-cart__quantity')).toHaveText('× 3');
  });

  test('a closed mini cart reads the cart again when it opens after a change', async ({ page, vitrine }) => {
    void vitrine;
    await page.goto('/fr/catalog/products/1001');
    const toggle = page.getByRole('button', { name: 'Aperçu du panier' });
    await expect(page.locator('[data-widget-mounted~="add-to-cart"]')).toHaveCount(1);
    await toggle.click();
    await expect(page.locator('#mini-cart-panel')).toContainText('0 article(s)');
    await toggle.click();
    await page.getByRole('button', { name: 'Ajouter au panier' }).click();
    await page.getByRole('button', { name: 'Continuer mes achats' }).click();
    await toggle.click();
    await expect(page.locator('#mini-cart-panel')).toContainText('1 article(s)');
  });

  test('a failed fragment follows the error policy and is asked again on the next opening', async ({
    page,
    vitrine,
  }) => {
    await page.goto('/fr/');
    await expect(page.locator('.mini-cart[data-widget-mounted~="mini-cart"]')).toHaveCount(1);
    await vitrine.faults({ method: 'GET', path: '/fr/widget/shoppingcartitems', status: 500 });
    const toggle = page.getByRole('button', { name: 'Aperçu du panier' });
    await toggle.click();
    await expect(page.locator('.vitrine-error-modal')).toBeVisible();
    await page.locator('.vitrine-error-modal').getByRole('button', { name: 'Fermer' }).first().click();
    await toggle.click();
    await toggle.click();
    await expect(page.locator('#mini-cart-panel')).toContainText('0 article(s)');
  });
});
