import type { Page } from '@playwright/test';
import { checkoutRefresh, openCheckout, placeButton } from '../support/checkout.ts';
import { holdChunk } from '../support/chunks.ts';
import { reachFor } from '../support/firstMove.ts';
import { expect, test } from '../support/test.ts';

const vat = (page: Page) => page.locator('.checkout-vat');

const mounted = (page: Page) => page.locator('form[data-widget-mounted~="checkout"]');

test.describe('checkout VAT number', () => {
  test('a valid number is marked valid and the page reloads keeping what was typed', async ({ page }) => {
    await openCheckout(page);
    await page.getByLabel("J'accepte les conditions générales de vente").check();
    const reload = checkoutRefresh(page);
    await page.locator('#BillingVAT').fill('BE0123456789');
    await page.locator('#BillingVAT').blur();
    await reload;
    await expect(vat(page)).toHaveAttribute('data-vat-state', 'valid');
    await expect(page.locator('#BillingVAT')).toHaveValue('BE0123456789');
    await expect(page.getByLabel("J'accepte les conditions générales de vente")).toBeChecked();
  });

  test('an invalid number shows the service message and blocks the order', async ({ page }) => {
    await openCheckout(page);
    const reload = checkoutRefresh(page);
    await page.locator('#BillingVAT').fill('BE12');
    await page.locator('#BillingVAT').blur();
    await reload; // a new known result: the page reloads, the number kept and marked
    await expect(vat(page)).toHaveAttribute('data-vat-state', 'invalid');
    await expect(page.locator('#BillingVAT')).toHaveValue('BE12');
    await expect(page.locator('[data-valmsg-for="BillingVAT"]')).toHaveText('Numéro de TVA non valide');
    await expect(page.locator('#BillingVAT')).toHaveAttribute('aria-invalid', 'true');
    await page.getByLabel("J'accepte les conditions générales de vente").check();
    await placeButton(page).click();
    await expect(page.locator('.checkout-errors__box')).toContainText('Numéro de TVA non valide');
    await expect(page).toHaveURL(/\/fr\/checkout$/);
  });

  test('a VAT service that cannot answer keeps the number as not yet verified and the order goes through', async ({
    page,
  }) => {
    await openCheckout(page);
    await page.locator('#BillingVAT').fill('BE0000000000');
    await page.locator('#BillingVAT').blur();
    await expect(vat(page)).toHaveAttribute('data-vat-state', 'unverified');
    await expect(page.locator('.checkout-vat__status')).toContainText('pas encore vérifié');
    await page.getByLabel("J'accepte les conditions générales de vente").check();
    await placeButton(page).click();
    await expect(page).toHaveURL(/\/fr\/checkout\/confirmation\/\d+$/);
  });

  test('a failing or slow VAT service is not yet verified, without reload or error modal', async ({
    page,
    vitrine,
  }) => {
    await openCheckout(page);
    await vitrine.faults({ method: 'GET', path: '/api/v1/sales/customers/checkisvatvalid/', status: 503 });
    await page.locator('#BillingVAT').fill('BE0123456789');
    await page.locator('#BillingVAT').blur();
    await expect(vat(page)).toHaveAttribute('data-vat-state', 'unverified');
    await expect(page.locator('dialog[open]')).toHaveCount(0);
    await vitrine.faults({ method: 'GET', path: '/api/v1/sales/customers/checkisvatvalid/', delay: 10_000 });
    await page.locator('#BillingVAT').fill('BE0123456780');
    await page.locator('#BillingVAT').blur();
    await expect(vat(page)).toHaveAttribute('data-vat-state', 'checking');
    await expect(vat(page)).toHaveAttribute('data-vat-state', 'unverified', { timeout: 12_000 });
    await expect(page.locator('#BillingVAT')).toHaveValue('BE0123456780');
  });

  test('a new billing country re-checks the VAT number that is there', async ({ page }) => {
    test.setTimeout(60_000); // two page reloads
    await openCheckout(page);
    let reload = checkoutRefresh(page);
    await page.locator('#BillingVAT').fill('NL123456789B01');
    await page.locator('#BillingVAT').blur();
    await reload; // a Dutch number for a Belgian address: invalid
    await expect(vat(page)).toHaveAttribute('data-vat-state', 'invalid');
    const checks: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('checkisvatvalid'))
        checks.push(new URL(request.url()).searchParams.get('countryId') ?? '');
    });
    reload = checkoutRefresh(page);
    await page
      .locator('fieldset[data-address-picker="Billing"]')
      .getByLabel(/Atelier Dubois/)
      .check();
    await reload;
    expect(checks).toEqual(['3']);
    await expect(vat(page)).toHaveAttribute('data-vat-state', 'valid');
    await expect(page.locator('#BillingVAT')).toHaveValue('NL123456789B01');
  });

  test('a billing address chosen while the page loads still re-checks the VAT number once the island starts', async ({
    page,
  }) => {
    test.setTimeout(60_000); // two page reloads
    await openCheckout(page);
    let reload = checkoutRefresh(page);
    await page.locator('#BillingVAT').fill('NL123456789B01');
    await page.locator('#BillingVAT').blur();
    await reload;
    await expect(vat(page)).toHaveAttribute('data-vat-state', 'invalid');
    const release = await holdChunk(page, 'widgets/checkout/index.ts');
    await page.reload();
    await expect(mounted(page)).toHaveCount(0);
    await page
      .locator('fieldset[data-address-picker="Billing"]')
      .getByLabel(/Atelier Dubois/)
      .check();
    reload = checkoutRefresh(page);
    release();
    await reload; // the Dutch address makes the Dutch number valid: a new known result reloads
    await expect(vat(page)).toHaveAttribute('data-vat-state', 'valid');
    await expect(
      page.locator('fieldset[data-address-picker="Billing"]').getByLabel(/Atelier Dubois/),
    ).toBeChecked();
  });

  test('an order placed before the island started keeps the server’s error summary once it starts', async ({
    page,
  }) => {
    await openCheckout(page);
    const release = await holdChunk(page, 'widgets/checkout/index.ts');
    await page.reload();
    await expect(mounted(page)).toHaveCount(0);
    await page.locator('#BillingVAT').fill('BE12');
    await page.getByLabel("J'accepte les conditions générales de vente").check();
    await placeButton(page).click(); // no island yet: the form posts, the server refuses the number
    await expect(page.locator('.checkout-errors')).toContainText('Numéro de TVA non valide');
    release();
    await expect(mounted(page)).toHaveCount(1);
    await reachFor(page.locator('form.checkout-form'), 'checkout');
    await expect(page.locator('.checkout-errors__box')).toContainText('Numéro de TVA non valide');
    await page.locator('.checkout-errors__box a').first().click();
    await expect(page.locator('#BillingVAT')).toBeFocused();
  });
});
