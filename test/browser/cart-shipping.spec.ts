import type { Page } from '@playwright/test';
import { countCalls, openCart, seedCart, serverCart, VARIANT } from '../support/cart.ts';
import { expect, test } from '../support/test.ts';

async function cartPage(page: Page) {
  await seedCart(page, [{ ProductVariantId: VARIANT.lowStock, Quantity: 1 }]);
  await openCart(page);
}
const city = (page: Page) => page.getByRole('combobox', { name: 'Code postal ou ville' });

test.describe('cart shipping', () => {
  test('choosing a shipping method updates the totals from the answer', async ({ page, vitrine }) => {
    void vitrine;
    await cartPage(page);
    const before = await page.locator('[data-cart-amount-incl]').textContent();
    await page.getByRole('radio', { name: /Express 24 h/ }).click();
    await expect(page.locator('[data-cart-amount-incl]')).not.toHaveText(before ?? '');
    expect((await serverCart(page)).ShippingMethodId).toBe(2);
    await expect(page.getByRole('radio', { name: /Express 24 h/ })).toBeChecked();
  });

  test('another shipping country sends its code and offers its own methods', async ({ page, vitrine }) => {
    void vitrine;
    await cartPage(page);
    await expect(page.getByRole('radio')).toHaveCount(6);
    await page.getByLabel('Pays de livraison').selectOption({ label: 'Deutschland' });
    await expect(page.getByRole('radio')).toHaveCount(4);
    expect((await serverCart(page)).ShippingCountryCode).toBe('DE');
  });

  test('the billing country is sent with the shipping country as a pair', async ({ page, vitrine }) => {
    void vitrine;
    await cartPage(page);
    await page.getByLabel('Pays de facturation').selectOption({ label: 'France' });
    await expect(page.getByLabel('Pays de facturation')).toHaveValue('2');
    const cart = await serverCart(page);
    expect(cart).toMatchObject({ ShippingCountryId: 1, BillingCountryId: 2 });
  });

  test('a failed shipping change shows the error modal and the server’s choice again', async ({
    page,
    vitrine,
  }) => {
    await cartPage(page);
    await vitrine.faults({ method: 'POST', path: '/api/v1/shoppingcarts/shippingmethods', status: 500 });
    await page.getByRole('radio', { name: /Express 24 h/ }).click();
    await expect(page.locator('.vitrine-error-modal')).toBeVisible();
    await expect(page.getByRole('radio', { name: /Livraison standard/ })).toBeChecked();
  });

  test('the city typeahead searches from 4 characters and saves the chosen city', async ({
    page,
    vitrine,
  }) => {
    void vitrine;
    await cartPage(page);
    const searches = countCalls(page, 'GET', /^\/api\/v1\/countries\/\d+\/cities\//);
    await expect(city(page)).toHaveAttribute('autocomplete', 'shipping postal-code');
    await city(page).pressSequentially('400', { delay: 50 });
    await page.waitForTimeout(500);
    expect(searches.count).toBe(0);
    await city(page).press('0');
    const option = page.getByRole('option', { name: '4000 Liège' });
    await expect(option).toBeVisible();
    await city(page).press('ArrowDown');
    await city(page).press('Enter');
    await expect.poll(async () => (await serverCart(page)).CityName).toBe('Liège');
    expect(new URL(page.url()).pathname).toBe('/fr/shoppingcarts');
  });

  test('a city search with no match says no city was found', async ({ page, vitrine }) => {
    void vitrine;
    await cartPage(page);
    await city(page).fill('zzzz');
    await expect(page.locator('.vitrine-combobox__empty')).toHaveText('Aucune ville trouvée');
    await expect(page.locator('#vitrine-announcer')).toContainText('Aucune ville trouvée');
  });

  test('a slow older city search never replaces a newer one', async ({ page, vitrine }) => {
    await cartPage(page);
    await vitrine.faults({ method: 'GET', path: '/api/v1/countries/1/cities/Brux', delay: 2000 });
    await city(page).fill('Brux');
    await page.waitForTimeout(400);
    await city(page).fill('Namur');
    await expect(page.getByRole('option', { name: '5000 Namur' })).toBeVisible();
    await page.waitForTimeout(2000);
    await expect(page.getByRole('option', { name: '1000 Bruxelles' })).toHaveCount(0);
    await expect(page.getByRole('option', { name: '5000 Namur' })).toBeVisible();
  });
});
