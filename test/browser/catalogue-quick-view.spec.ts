import type { Page } from '@playwright/test';
import { expect, test } from '../support/test.ts';

async function openQuickView(page: Page) {
  await page.goto('/fr/catalog');
  const card = page.locator('.product-card').first();
  const name = (await card.locator('.product-card__name').textContent())?.trim() ?? '';
  const eye = card.locator('.product-card__quick-view');
  await expect(eye).toHaveAttribute('data-widget-mounted', /quick-view/);
  await eye.click();
  const dialog = page.locator('dialog.quick-view-modal[open]');
  await expect(dialog).toBeVisible();
  return { dialog, name, eye };
}

test.describe('quick view', () => {
  test('the eye button shows the product in a modal with its name, price, image and quantity', async ({
    page,
    vitrine,
  }) => {
    void vitrine;
    const { dialog, name } = await openQuickView(page);
    await expect(dialog.getByRole('heading', { level: 2 })).toHaveText(name);
    await expect(dialog.locator('.quick-view__price')).toContainText('€');
    await expect(dialog.locator('img.quick-view__image')).toHaveAttribute('alt', name);
    await expect(dialog.locator('[data-widget="quantity-input"][data-widget-mounted]')).toHaveCount(1);
    await expect(dialog.getByLabel('Quantité')).toBeFocused();
    expect(new URL(page.url()).pathname).toBe('/fr/catalog');
  });

  test('adding to the cart sends the quantity, tells the page and closes with a notice', async ({
    page,
    vitrine,
  }) => {
    const { dialog, eye } = await openQuickView(page);
    await dialog.getByLabel('Quantité').fill('3');
    await dialog.getByRole('button', { name: 'Ajouter au panier' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.locator('.vitrine-growl [role], .vitrine-growl__item').first()).toContainText('ajouté');
    expect((await vitrine.events()).map((e) => e.type)).toContain('cart-changed');
    await expect(eye).toBeFocused();
    const cart = await (await page.request.get('/api/v1/shoppingcarts')).json();
    expect(cart.ItemsCount).toBe(3);
  });

  test('Escape closes it and focus returns to the eye button', async ({ page, vitrine }) => {
    void vitrine;
    const { dialog, eye } = await openQuickView(page);
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(eye).toBeFocused();
  });

  test("a refused quantity shows the server's reason in the modal", async ({ page, vitrine }) => {
    const { dialog } = await openQuickView(page);
    await vitrine.faults({ method: 'POST', path: '/api/v1/catalog/products/addtocart', status: 400 });
    await dialog.getByRole('button', { name: 'Ajouter au panier' }).click();
    await expect(dialog.locator('.quick-view__message')).not.toBeEmpty();
    await expect(dialog).toBeVisible();
  });

  test('a server error while adding shows the error modal', async ({ page, vitrine }) => {
    const { dialog } = await openQuickView(page);
    await vitrine.faults({ method: 'POST', path: '/api/v1/catalog/products/addtocart', status: 500 });
    await dialog.getByRole('button', { name: 'Ajouter au panier' }).click();
    await expect(page.locator('dialog[open]').filter({ hasText: /erreur/i })).toBeVisible();
  });

  test('the listing has no accessibility violation with the quick view open', async ({ page, vitrine }) => {
    await openQuickView(page);
    expect(await vitrine.axe()).toEqual([]);
  });
});
