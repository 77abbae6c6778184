import { serverCart } from '../support/cart.ts';
import { openCheckout, placeButton } from '../support/checkout.ts';
import { signIn, signInThroughModal } from '../support/lists.ts';
import { expect, type FaultRule, type Page, test } from '../support/test.ts';

const terms = (page: import('@playwright/test').Page) =>
  page.getByLabel("J'accepte les conditions générales de vente");

test.describe('checkout failures', () => {
  test('a session that expired: the login modal, then the same checkout with everything kept', async ({
    page,
    vitrine,
  }) => {
    await openCheckout(page);
    await page.getByLabel("Livrer à l'adresse de facturation").uncheck();
    await page
      .locator('fieldset[data-address-picker="Shipping"]')
      .getByLabel(/Rue de Rivoli/)
      .check();
    await page.getByLabel('Compte prépayé', { exact: true }).check();
    await page.getByLabel(/Carte cadeau/).check();
    await terms(page).check();
    await vitrine.faults({ method: 'POST', path: '/fr/checkout', status: 401 });
    // The login's visit comes back to the same URL: the page before it is marked, so that the checks
    // below wait for the new page (a click on the old one's button is lost in the swap).
    await page
      .locator('form[data-widget~="checkout"]')
      .evaluate((form) => form.setAttribute('data-before-login', ''));
    await placeButton(page).click();
    await signInThroughModal(page);
    await expect(page.locator('dialog.login-modal')).toHaveCount(0);
    await expect(page).toHaveURL(/\/fr\/checkout$/);
    await expect(page.locator('[data-before-login]')).toHaveCount(0);
    await expect(page.locator('form[data-widget-mounted~="checkout"]')).toHaveCount(1);
    await expect(page.getByLabel("Livrer à l'adresse de facturation")).not.toBeChecked();
    await expect(
      page.locator('fieldset[data-address-picker="Shipping"]').getByLabel(/Rue de Rivoli/),
    ).toBeChecked();
    await expect(page.getByLabel(/Carte cadeau/)).toBeChecked();
    await expect(terms(page)).toBeChecked();
    await placeButton(page).click();
    await expect(page).toHaveURL(/\/fr\/checkout\/confirmation\/\d+$/);
  });

  /** Chooses a few things, then meets a session that expired on Place: the draft is kept, the login opens. */
  async function keepDraftAtLogin(page: Page, vitrine: { faults(rule: FaultRule): Promise<void> }) {
    await openCheckout(page);
    await page.getByLabel('Compte prépayé', { exact: true }).check();
    await terms(page).check();
    await vitrine.faults({ method: 'POST', path: '/fr/checkout', status: 401 });
    await placeButton(page).click();
    await expect(page.locator('dialog.login-modal[open]')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.locator('dialog.login-modal[open]')).toHaveCount(0);
  }

  test('a draft kept at a session that expired is not given to another customer who signs up in the same tab', async ({
    page,
    vitrine,
  }) => {
    await keepDraftAtLogin(page, vitrine);
    await page.goto('/fr/security/register');
    await page.getByLabel('Prénom').fill('Léa');
    await page.getByLabel('Nom', { exact: true }).fill('Martin');
    await page.getByLabel('E-mail').fill('lea@vitrine.test');
    await page.getByLabel('Mot de passe', { exact: true }).fill('long-enough');
    await page.getByLabel('Confirmer le mot de passe').fill('long-enough');
    await page.getByLabel('J’accepte les conditions générales').check();
    await page.locator('form.form button[type="submit"]').click();
    await expect(page.locator('[data-page-content]').getByRole('status')).toContainText('Léa');
    await page.goto('/fr/checkout');
    await expect(page.locator('form[data-widget-mounted~="checkout"]')).toHaveCount(1);
    await expect(page.getByLabel('Compte prépayé', { exact: true })).not.toBeChecked();
    await expect(terms(page)).not.toBeChecked();
    expect(await page.evaluate(() => sessionStorage.length)).toBe(0);
  });

  test('a draft kept at a session that expired is gone once the customer logs off', async ({
    page,
    vitrine,
  }) => {
    await keepDraftAtLogin(page, vitrine);
    await page.getByRole('button', { name: 'Se déconnecter' }).click();
    await expect(page.getByRole('button', { name: 'Se déconnecter' })).toHaveCount(0);
    expect(await page.evaluate(() => sessionStorage.length)).toBe(0);
    await signIn(page, '/fr/checkout');
    await expect(page.locator('form[data-widget-mounted~="checkout"]')).toHaveCount(1);
    await expect(page.getByLabel('Compte prépayé', { exact: true })).not.toBeChecked();
    await expect(terms(page)).not.toBeChecked();
  });

  for (const [what, fault] of [
    ['a server error', { status: 500 }],
    ['a dropped connection', { drop: true, times: 50 }],
  ] as const) {
    test(`${what} shows the error modal, keeps every field and lets the customer try again`, async ({
      page,
      vitrine,
    }) => {
      await openCheckout(page);
      await page.getByLabel('Compte prépayé', { exact: true }).check();
      await page.getByLabel(/Carte cadeau/).check();
      await terms(page).check();
      await vitrine.faults({ method: 'POST', path: '/fr/checkout', ...fault });
      await placeButton(page).click();
      await expect(page.locator('dialog[open]')).toBeVisible({ timeout: 15_000 });
      await expect(page.locator('dialog[open]')).toContainText(/erreur/i);
      await page.keyboard.press('Escape');
      await expect(placeButton(page)).toBeEnabled();
      await expect(page.getByLabel(/Carte cadeau/)).toBeChecked();
      await expect(terms(page)).toBeChecked();
      await page.request.delete('/__fixtures/faults');
      await placeButton(page).click();
      await expect(page).toHaveURL(/\/fr\/checkout\/confirmation\/\d+$/);
    });
  }

  test("the server's own checks (a prepaid balance too low) come back in the error summary", async ({
    page,
  }) => {
    await openCheckout(page);
    await page.getByLabel('Compte prépayé', { exact: true }).check();
    await page.getByLabel(/Avoir/).check();
    await terms(page).check();
    await placeButton(page).click();
    const summary = page.locator('.checkout-errors__box');
    await expect(summary).toBeFocused();
    await expect(summary).toContainText('Le solde de ce compte prépayé ne couvre pas la commande.');
    await expect(page.locator('[data-valmsg-for="PrepaidAccountId"]')).toHaveText(/solde/);
    expect((await serverCart(page)).ItemsCount).toBe(2);
  });

  test('a second tab on the same cart places the same order, not a second one', async ({ page, context }) => {
    await openCheckout(page);
    const other = await context.newPage();
    await other.goto('/fr/checkout');
    await expect(other.locator('form[data-widget-mounted~="checkout"]')).toHaveCount(1);
    await terms(page).check();
    await placeButton(page).click();
    await expect(page).toHaveURL(/\/fr\/checkout\/confirmation\/\d+$/);
    const first = page.url();
    await terms(other).check();
    await placeButton(other).click();
    await expect(other).toHaveURL(first);
  });

  test('after the order the cart is empty in another open tab too', async ({ page, context }) => {
    await openCheckout(page);
    const other = await context.newPage();
    await other.goto('/fr/');
    // Mounted: the count the server wrote shows before the widget hears the other tabs.
    const count = other.locator('[data-widget-mounted~="cart-count"]').first();
    await expect(count).toContainText('2');
    await terms(page).check();
    await placeButton(page).click();
    await expect(page).toHaveURL(/\/fr\/checkout\/confirmation\/\d+$/);
    await expect(count).not.toContainText('2');
  });
});
