import { checkoutRefresh, openCheckout } from '../support/checkout.ts';
import { expect, test } from '../support/test.ts';

const billing = (page: import('@playwright/test').Page) =>
  page.locator('fieldset[data-address-picker="Billing"]');
const shipping = (page: import('@playwright/test').Page) =>
  page.locator('fieldset[data-address-picker="Shipping"]');

async function fillAddress(modal: import('@playwright/test').Locator, use: string) {
  await modal.getByLabel('Utilisation').selectOption(use);
  await modal.getByLabel('Prénom').fill('Alex');
  await modal.getByLabel('Nom', { exact: true }).fill('Martin');
  await modal.getByLabel('Rue').fill('Rue Neuve');
  await modal.getByLabel('Numéro').fill('7');
  await modal.getByLabel('Code postal').fill('1000');
  await modal.getByLabel('Ville').fill('Bruxelles');
}

test.describe('checkout addresses', () => {
  test('a new shipping address from the modal is chosen in the shipping picker only, and the modal closes', async ({
    page,
  }) => {
    await openCheckout(page);
    await page.getByLabel("Livrer à l'adresse de facturation").uncheck();
    const before = await billing(page).locator('input:checked').getAttribute('value');
    await shipping(page).getByRole('link', { name: 'Ajouter une adresse' }).click();
    const modal = page.locator('dialog.address-modal[open]');
    await expect(modal.getByRole('heading', { name: 'Ajouter une adresse' })).toBeVisible();
    await fillAddress(modal, 'Shipping');
    await modal.getByRole('button', { name: "Enregistrer l'adresse" }).click();
    await expect(modal).toHaveCount(0);
    await expect(shipping(page).locator('input:checked + label')).toContainText('Alex Martin, Rue Neuve 7');
    await expect(billing(page).locator('input:checked')).toHaveAttribute('value', before ?? '');
    await expect(billing(page)).not.toContainText('Alex Martin');
  });

  test('a new address for both is chosen in both pickers', async ({ page }) => {
    await openCheckout(page);
    await page.getByLabel("Livrer à l'adresse de facturation").uncheck();
    await billing(page).getByRole('link', { name: 'Ajouter une adresse' }).click();
    const modal = page.locator('dialog.address-modal[open]');
    await fillAddress(modal, 'Both');
    await modal.getByRole('button', { name: "Enregistrer l'adresse" }).click();
    await expect(modal).toHaveCount(0);
    await expect(billing(page).locator('input:checked + label')).toContainText('Alex Martin');
    await expect(shipping(page).locator('input:checked + label')).toContainText('Alex Martin');
  });

  test('a failed save shows the error growl, keeps the modal and resets its button', async ({
    page,
    vitrine,
  }) => {
    await openCheckout(page);
    await billing(page).getByRole('link', { name: 'Ajouter une adresse' }).click();
    const modal = page.locator('dialog.address-modal[open]');
    await fillAddress(modal, 'Billing');
    await vitrine.faults({ method: 'POST', path: '/fr/checkout/address', status: 500 });
    await modal.getByRole('button', { name: "Enregistrer l'adresse" }).click();
    await expect(page.locator('.vitrine-growl__item--error')).toContainText("Une erreur s'est produite");
    await expect(modal.getByRole('button', { name: "Enregistrer l'adresse" })).toBeEnabled();
    await expect(modal.getByLabel('Prénom')).toHaveValue('Alex');
  });

  test('choosing a billing address copies it into the hidden billing fields and ticks its account type', async ({
    page,
  }) => {
    await openCheckout(page);
    const reload = checkoutRefresh(page);
    await billing(page)
      .getByLabel(/Atelier Dubois/)
      .check();
    await expect(page.locator('input[name="BillingCity"]')).toHaveValue('Amsterdam');
    await expect(page.locator('input[name="BillingCountry"]')).toHaveValue('3');
    await expect(page.getByLabel('Entreprise')).toBeChecked();
    await reload; // another billing country and no VAT number: the page reloads (from the saved draft)
    await expect(billing(page).getByLabel(/Atelier Dubois/)).toBeChecked();
    await expect(page.locator('input[name="BillingCity"]')).toHaveValue('Amsterdam');
  });

  test('edit links open the address with its values', async ({ page }) => {
    await openCheckout(page);
    await billing(page)
      .getByRole('link', { name: /Modifier.*Rue Haute/ })
      .click();
    const modal = page.locator('dialog.address-modal[open]');
    await expect(modal.getByLabel('Rue')).toHaveValue('Rue Haute');
    await modal.getByLabel('Numéro').fill('14');
    await modal.getByRole('button', { name: "Enregistrer l'adresse" }).click();
    await expect(modal).toHaveCount(0);
    await expect(billing(page).locator('input:checked + label')).toContainText('Rue Haute 14');
  });

  test('the same-address box hides the shipping picker; a French delivery address drops the shop pickup', async ({
    page,
  }) => {
    await openCheckout(page);
    await expect(page.locator('.checkout-shipping-address')).toBeHidden();
    await expect(page.getByRole('radio', { name: /Retrait en magasin/ })).toBeVisible();
    await page.getByLabel("Livrer à l'adresse de facturation").uncheck();
    await shipping(page)
      .getByLabel(/Rue de Rivoli/)
      .check();
    await expect(page.getByRole('radio', { name: /Retrait en magasin/ })).toHaveCount(0);
    await expect(page.getByRole('radio', { name: /Express 24 h/ })).toBeVisible();
  });
});
