import { openCheckout, placeButton } from '../support/checkout.ts';
import { expect, type Page, test } from '../support/test.ts';

async function openPlacedOrder(page: Page): Promise<void> {
  await openCheckout(page);
  await page.getByLabel("J'accepte les conditions générales de vente").check();
  await placeButton(page).click();
  await expect(page).toHaveURL(/\/fr\/checkout\/confirmation\/\d+$/);
  await page.getByRole('link', { name: 'Voir la commande' }).click();
  await expect(page).toHaveURL(/\/fr\/sales\/order\/\d+$/);
  await expect(page.locator('form[data-widget-mounted~="delivery-address-change"]')).toHaveCount(1);
}

const trigger = (page: Page) => page.locator('.delivery-change-trigger__button');

test.describe('delivery address change request', () => {
  test('success shows the notice, closes the modal, disables and relabels the button', async ({ page }) => {
    await openPlacedOrder(page);
    await trigger(page).click();
    const modal = page.locator('dialog.delivery-change-modal[open]');
    await modal.getByLabel('Nouvelle adresse de livraison').fill('Rue Neuve 1, 1000 Bruxelles');
    await modal.getByRole('button', { name: 'Envoyer' }).click();
    await expect(modal).toHaveCount(0);
    await expect(page.locator('.vitrine-growl__item--success')).toContainText('envoyée par e-mail');
    await expect(trigger(page)).toBeDisabled();
    await expect(trigger(page)).toHaveText('E-mail envoyé');
  });

  test('an error message shows the error and closes the modal', async ({ page }) => {
    await openPlacedOrder(page);
    await trigger(page).click();
    const modal = page.locator('dialog.delivery-change-modal[open]');
    await modal.getByRole('button', { name: 'Envoyer' }).click();
    await expect(modal).toHaveCount(0);
    await expect(page.locator('.vitrine-growl__item--error')).toContainText(
      'Indiquez la nouvelle adresse de livraison.',
    );
    await expect(trigger(page)).toBeEnabled();
  });

  test("a failed call shows the 'unknown errors' growl and keeps what was typed", async ({
    page,
    vitrine,
  }) => {
    await openPlacedOrder(page);
    await trigger(page).click();
    const modal = page.locator('dialog.delivery-change-modal[open]');
    await modal.getByLabel('Nouvelle adresse de livraison').fill('Rue Neuve 1');
    await vitrine.faults({
      method: 'POST',
      path: '/fr/sales/order/ChangeDeliveryAddressRequest',
      status: 500,
    });
    await modal.getByRole('button', { name: 'Envoyer' }).click();
    await expect(page.locator('.vitrine-growl__item--error')).toContainText(
      'Une erreur inattendue est survenue.',
    );
    await expect(modal.getByLabel('Nouvelle adresse de livraison')).toHaveValue('Rue Neuve 1');
    await expect(trigger(page)).toBeEnabled();
  });
});
