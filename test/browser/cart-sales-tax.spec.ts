import { countCalls } from '../support/cart.ts';
import { expect, test } from '../support/test.ts';

const CALL = /\/api\/v1\/salestaxes\/currentcountry$/;

test.describe('sales-tax country', () => {
  test('another country is sent, then the page reloads with it', async ({ page, vitrine }) => {
    void vitrine;
    await page.goto('/fr/shoppingcarts');
    await expect(page.locator('[data-widget-mounted~="sales-tax-country"]')).toHaveCount(1);
    const calls = countCalls(page, 'PUT', CALL);
    const reloaded = page.waitForEvent('load');
    await page.getByLabel('Pays de TVA').selectOption('FR');
    await reloaded;
    await expect(page.getByLabel('Pays de TVA')).toHaveValue('FR');
    expect(calls.count).toBe(1);
  });

  test('the current country is not sent again', async ({ page, vitrine }) => {
    void vitrine;
    await page.goto('/fr/shoppingcarts');
    await expect(page.locator('[data-widget-mounted~="sales-tax-country"]')).toHaveCount(1);
    const calls = countCalls(page, 'PUT', CALL);
    await page.getByRole('button', { name: 'OK' }).click();
    await page.waitForTimeout(500);
    expect(calls.count).toBe(0);
    expect(new URL(page.url()).pathname).toBe('/fr/shoppingcarts');
  });

  test('a failure puts the choice back and shows the error modal', async ({ page, vitrine }) => {
    await page.goto('/fr/shoppingcarts');
    await expect(page.locator('[data-widget-mounted~="sales-tax-country"]')).toHaveCount(1);
    await vitrine.faults({ method: 'PUT', path: '/api/v1/salestaxes/currentcountry', status: 500 });
    await page.getByLabel('Pays de TVA').selectOption('FR');
    await expect(page.locator('.vitrine-error-modal')).toBeVisible();
    await expect(page.getByLabel('Pays de TVA')).toHaveValue('BE');
  });
});

test.describe('order again', () => {
  test('a signed-in customer puts a past order in the cart; header and analytics follow', async ({
    page,
    vitrine,
  }) => {
    void vitrine;
    await page.goto('/fr/security/login');
    await page.getByLabel('E-mail').fill('demo@vitrine.test');
    await page.getByLabel('Mot de passe').fill('demo');
    await page.getByRole('button', { name: /connexion|connecter/i }).click();
    await page.waitForURL((url) => !url.pathname.includes('login'));
    await page.goto('/fr/__test/order-again');
    await expect(page.locator('[data-widget-mounted~="order-add-to-cart"]')).toHaveCount(1);
    await page.getByRole('button', { name: 'Commander à nouveau' }).click();
    await expect(page.locator('[data-cart-count]')).toHaveText('3');
    const pushed = await page.evaluate(() =>
      (window.dataLayer as { event?: string; ecommerce?: { items: unknown[] } }[]).filter(
        (e) => e.event === 'add_to_cart',
      ),
    );
    expect(pushed.at(-1)?.ecommerce?.items).toHaveLength(2);
  });

  test('signed out, the login modal opens', async ({ page, vitrine }) => {
    void vitrine;
    await page.goto('/fr/__test/order-again');
    await expect(page.locator('[data-widget-mounted~="order-add-to-cart"]')).toHaveCount(1);
    await page.getByRole('button', { name: 'Commander à nouveau' }).click();
    await expect(page.locator('dialog.login-modal')).toBeVisible();
  });
});
