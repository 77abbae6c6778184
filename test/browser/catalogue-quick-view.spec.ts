import type { Page } from '@playwright/test';
import { expect, test } from '../support/test.ts';

async function openQuickView(page: Page) {
  await page.goto('/fr/catalog');
  const card = page.locator('.product-card').first();
  const name = (await card.locator('.product-card__name').textContent())?.trim() ?? '';
  const eye = card.locator('.product-card__quick-view');
  // Not run while the card is only looked at: the eye's widget mounts when the pointer comes over it.
  await expect(eye).toHaveAttribute('data-widget-deferred', 'quick-view');
  await eye.hover();
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

  test('adding goes through the product page flow: same call, analytics item and dialog, replacing the quick view', async ({
    page,
    vitrine,
  }) => {
    const { dialog } = await openQuickView(page);
    await expect(dialog.locator('form[data-widget-mounted~="add-to-cart"]')).toHaveCount(1);
    // The quantity island in place (its text field with a numeric keyboard), not the server field
    // it replaces (a number field, with a numeric keyboard too): this test is about adding, not
    // about typing while the island appears.
    await expect(dialog.locator('[data-widget="quantity-input"][data-widget-mounted]')).toHaveCount(1);
    await expect(dialog.locator('input[name="Quantity"][type="text"][inputmode="numeric"]')).toHaveCount(1);
    await dialog.getByLabel('Quantité').fill('3');
    await dialog.getByRole('button', { name: 'Ajouter au panier' }).click();
    const confirmation = page.locator('dialog.add-to-cart-dialog[open]');
    await expect(confirmation).toBeVisible();
    await expect(dialog).toHaveCount(0);
    await expect(confirmation.getByRole('link', { name: 'Voir le panier' })).toBeVisible();
    await expect(page.locator('[data-cart-count]')).toHaveText('3');
    expect((await vitrine.events()).map((e) => e.type)).toContain('cart-changed');
    const pushed = await page.evaluate(() =>
      (window.dataLayer as { event?: string; ecommerce?: { items: Record<string, unknown>[] } }[]).find(
        (entry) => entry.event === 'add_to_cart',
      ),
    );
    expect(pushed?.ecommerce?.items[0]).toMatchObject({ quantity: 3, index: 0 });
    expect(typeof pushed?.ecommerce?.items[0]?.price).toBe('number');
    expect(pushed?.ecommerce?.items[0]?.sku).toMatch(/^VT-/);
    await confirmation.getByRole('button', { name: 'Continuer mes achats' }).click();
    // What the server received: the seed's form-serialised payload.
    const cart = await (await page.request.get('/api/v1/shoppingcarts')).json();
    expect(cart.ItemsCount).toBe(3);
    expect(cart.Items[0]).toMatchObject({
      Quantity: 3,
      ItemOrigin: 'QuickView',
      ItemKey: expect.any(String),
    });
    expect(Object.keys(cart.Items[0].Extra).sort()).toEqual(['OrderId', 'currencyCode', 'price']);
    expect(cart.Items[0].Extra.currencyCode).toBe('EUR');
    expect(Number(cart.Items[0].Extra.price)).toBeGreaterThan(0);
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
    await expect(dialog.locator('.add-to-cart__message')).not.toBeEmpty();
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

test.describe('quick view on a phone', () => {
  test.use({ viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: true });

  test('the first tap on the eye opens the quick view on a first visit, not the product page', async ({
    page,
    vitrine,
  }) => {
    void vitrine;
    const documents: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'document') documents.push(new URL(request.url()).pathname);
    });
    await page.goto('/fr/catalog');
    const eye = page.locator('.product-card__quick-view').first();
    // The tap is the eye's first sign of interest: its widget is not there yet.
    await expect(eye).toHaveAttribute('data-widget-deferred', 'quick-view');
    await eye.tap();
    const dialog = page.locator('dialog.quick-view-modal[open]');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('Quantité')).toBeFocused();
    expect(new URL(page.url()).pathname).toBe('/fr/catalog');
    expect(documents).toEqual(['/fr/catalog']);
  });
});
