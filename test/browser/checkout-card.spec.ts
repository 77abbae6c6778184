import { checkoutRefresh, openCheckout, placeButton } from '../support/checkout.ts';
import { delayChunks } from '../support/firstPress.ts';
import { CARDS, cardValues, fillCard } from '../support/payment.ts';
import { expect, type Page, test } from '../support/test.ts';

async function chooseCard(page: Page): Promise<void> {
  await page.getByLabel('Carte bancaire').check();
  await expect(page.locator('.checkout-bank-transfer')).toBeHidden();
  await expect(page.locator('[data-card-field="number"]')).toBeVisible();
  await page.getByLabel("J'accepte les conditions générales de vente").check();
}

test.describe('checkout card payment', () => {
  test('each card field stands apart from the next label, at 1280 and at 375 px', async ({ page }) => {
    await openCheckout(page);
    await chooseCard(page);
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
      // The space between each field's box and the label that follows it, in px.
      const gaps = await page.locator('.test-card').evaluate((form) => {
        const rows = [...form.querySelectorAll<HTMLElement>('.test-card__field:not([hidden])')].filter(
          (row) => row.offsetParent !== null,
        );
        return rows.slice(1).map((row, n) => {
          const field = rows[n]?.querySelector('input, select')?.getBoundingClientRect();
          return Math.round(
            (row.querySelector('label')?.getBoundingClientRect().top ?? 0) - (field?.bottom ?? 0),
          );
        });
      });
      expect(gaps.length).toBeGreaterThan(2);
      for (const gap of gaps) expect(gap).toBeGreaterThanOrEqual(12);
      await page.locator('.test-card').screenshot({ path: test.info().outputPath(`card-form-${width}.png`) });
    }
  });

  test('while the card fields load, Tab lands on a status that says so, then the fields take the focus', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await openCheckout(page);
    // The card form's code (its island, React, the payment provider) comes 2 s late.
    await delayChunks(page, 2_000);
    await page.getByLabel('Carte bancaire').check();
    await page.keyboard.press('Tab');
    const status = page.getByRole('progressbar', { name: 'Chargement du formulaire de paiement…' });
    await expect(status).toBeFocused();
    await expect(status).toHaveAttribute('aria-busy', 'true');
    await expect(placeButton(page)).not.toBeFocused();
    await expect(page.locator('[data-card-field="number"]')).toBeFocused({ timeout: 25_000 });
    await expect(status).toHaveCount(0);
  });

  test('an authorised card goes to the confirmation, the order paid and the cart empty', async ({ page }) => {
    await openCheckout(page);
    await chooseCard(page);
    await fillCard(page, CARDS.authorised);
    await placeButton(page).click();
    await expect(page).toHaveURL(/\/fr\/checkout\/confirmation\/\d+$/);
    await expect(page.locator('.order-number')).toHaveText(/^CMD-/);
    await expect(page.locator('.order-confirmation__pending')).toHaveCount(0);
    expect((await (await page.request.get('/api/v1/shoppingcarts')).json()).ItemsCount).toBe(0);
  });

  test('a refused card shows the reason, keeps every field and the next try pays the same order', async ({
    page,
  }) => {
    await openCheckout(page);
    await chooseCard(page);
    await page.getByRole('radio', { name: /Express 24 h/ }).click();
    await fillCard(page, CARDS.refused);
    const typed = await cardValues(page);
    await placeButton(page).click();
    await expect(page.locator('.checkout-errors__box')).toBeFocused();
    await expect(page.locator('.checkout-errors__box')).toContainText('solde insuffisant');
    await expect(page).toHaveURL(/\/fr\/checkout$/);
    expect(await cardValues(page)).toEqual(typed);
    await expect(page.getByRole('radio', { name: /Express 24 h/ })).toBeChecked();
    await expect(page.getByLabel("J'accepte les conditions générales de vente")).toBeChecked();
    await expect(placeButton(page)).toBeEnabled();
    await page.locator('[data-card-field="number"]').fill(CARDS.authorised);
    await placeButton(page).click();
    await expect(page).toHaveURL(/\/fr\/checkout\/confirmation\/\d+$/);
  });

  test('a 3-D Secure challenge is answered, then the confirmation', async ({ page }) => {
    await openCheckout(page);
    await chooseCard(page);
    await fillCard(page, CARDS.challenge);
    await placeButton(page).click();
    const dialog = page.locator('dialog[data-payment-challenge]');
    await expect(dialog).toBeVisible();
    await dialog.getByLabel('Code de vérification').fill('1234');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/fr\/checkout\/confirmation\/\d+$/);
  });

  test('a failed 3-D Secure challenge moves the focus to its message, and the next try pays', async ({
    page,
  }) => {
    await openCheckout(page);
    await chooseCard(page);
    await fillCard(page, CARDS.challenge);
    await placeButton(page).click();
    const dialog = page.locator('dialog[data-payment-challenge]');
    await dialog.getByLabel('Code de vérification').fill('9999');
    await page.keyboard.press('Enter');
    const summary = page.locator('.checkout-errors__box');
    await expect(summary).toBeFocused();
    await expect(summary).toContainText('La vérification par votre banque a échoué');
    await page.locator('[data-card-field="number"]').fill(CARDS.authorised);
    await placeButton(page).click();
    await expect(page).toHaveURL(/\/fr\/checkout\/confirmation\/\d+$/);
  });

  test('the card takes the billing address chosen above, and follows it until another is given', async ({
    page,
  }) => {
    await openCheckout(page);
    await chooseCard(page);
    const taken = page.locator('[data-card-billing-same]');
    await expect(taken).toHaveText(
      'Adresse de facturation de la carte : Rue Haute 12, 1000 Bruxelles, Belgique',
    );
    await expect(page.locator('[data-card-field="street"]')).toBeHidden();
    // Another billing country: the checkout is put in again in place (kept as chosen).
    const refreshed = checkoutRefresh(page);
    await page
      .locator('fieldset[data-address-picker="Billing"]')
      .getByLabel(/Keizersgracht/)
      .check();
    await refreshed;
    await expect(page.locator('form[data-widget-mounted~="checkout"]')).toHaveCount(1);
    await expect(taken).toContainText('Keizersgracht 100, 1015 Amsterdam');
    await page.getByLabel('Utiliser une autre adresse de facturation pour la carte').check();
    await expect(page.locator('[data-card-field="street"]')).toHaveValue('Keizersgracht');
    await page.locator('[data-card-field="street"]').fill('Rue Neuve');
    await fillCard(page, CARDS.authorised);
    await placeButton(page).click();
    await expect(page).toHaveURL(/\/fr\/checkout\/confirmation\/\d+$/);
  });

  test('a new shipping method changes the card amount without clearing the card fields', async ({ page }) => {
    await openCheckout(page);
    await chooseCard(page);
    await fillCard(page, CARDS.authorised);
    const typed = await cardValues(page);
    const amount = page.locator('[data-card-amount]');
    const before = await amount.textContent();
    await page.getByRole('radio', { name: /Express 24 h/ }).click();
    await expect(amount).not.toHaveText(before ?? '');
    expect(await cardValues(page)).toEqual(typed);
  });

  test('an empty card form is listed in the error summary and nothing is ordered', async ({ page }) => {
    await openCheckout(page);
    await chooseCard(page);
    const calls: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && new URL(r.url()).pathname === '/fr/checkout') calls.push(r.url());
    });
    await placeButton(page).click();
    await expect(page.locator('.checkout-errors__box')).toBeFocused();
    await expect(page.locator('.checkout-errors__box li').first()).toBeVisible();
    expect(calls).toEqual([]);
  });
});
