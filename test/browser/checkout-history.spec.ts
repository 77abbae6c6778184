import { openCheckout, placeButton } from '../support/checkout.ts';
import { expect, type Page, test } from '../support/test.ts';

const terms = (page: Page) => page.getByLabel("J'accepte les conditions générales de vente");
const company = (page: Page) => page.getByRole('radio', { name: 'Entreprise' });
const express = (page: Page) => page.getByRole('radio', { name: /Express 24 h/ });

test.describe('checkout history', () => {
  test('Back and Forward to the checkout keep the account type, the shipping method and the terms', async ({
    page,
  }) => {
    await openCheckout(page);
    await company(page).check();
    await express(page).click();
    await expect(express(page)).toBeChecked();
    await terms(page).check();
    await page.locator('.main-nav__list > li > a[href="/fr/catalog"]').click();
    await expect(page).toHaveURL(/\/fr\/catalog$/);
    await page.goBack();
    await expect(page).toHaveURL(/\/fr\/checkout$/);
    await expect(page.locator('form[data-widget-mounted~="checkout"]')).toHaveCount(1);
    await expect(company(page)).toBeChecked();
    await expect(express(page)).toBeChecked();
    await expect(terms(page)).toBeChecked();
    await page.goForward();
    await expect(page).toHaveURL(/\/fr\/catalog$/);
    await page.goBack();
    await expect(page.locator('form[data-widget-mounted~="checkout"]')).toHaveCount(1);
    await expect(terms(page)).toBeChecked();
  });

  test('Back from the confirmation shows the order just placed, not an empty cart', async ({ page }) => {
    await openCheckout(page);
    await terms(page).check();
    await placeButton(page).click();
    await expect(page).toHaveURL(/\/fr\/checkout\/confirmation\/\d+$/);
    const number = (await page.locator('.order-number').textContent()) ?? '';
    // Marked, so that the checks wait for the page Back brings (the confirmation stays until it is in).
    await page.locator('.order-confirmation').evaluate((el) => el.setAttribute('data-before-back', ''));
    await page.goBack();
    await expect(page.locator('[data-before-back]')).toHaveCount(0);
    await expect(page.locator('.order-number')).toHaveText(number);
    await expect(page.locator('form.checkout-form')).toHaveCount(0);
  });
});
