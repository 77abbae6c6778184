import { seedCart, VARIANT } from '../support/cart.ts';
import { openCheckout, placeButton } from '../support/checkout.ts';
import { CARDS, fillCard } from '../support/payment.ts';
import { expect, type Page, test } from '../support/test.ts';

const terms = (page: Page) => page.getByLabel("J'accepte les conditions générales de vente");

/** A guest's cart, and the checkout with its island mounted. */
async function openGuestCheckout(page: Page): Promise<void> {
  await seedCart(page, [{ ProductVariantId: VARIANT.degressive, Quantity: 1 }]);
  await page.goto('/fr/checkout');
  await expect(page.locator('form[data-widget-mounted~="checkout"]')).toHaveCount(1);
}

/** Types the guest's e-mail and billing address (also the delivery address). */
async function typeGuestAddress(page: Page): Promise<void> {
  await page.getByLabel('E-mail').fill('lou.martin@client.test');
  const billing = page.locator('fieldset.checkout-guest__address').first();
  await billing.getByLabel('Prénom').fill('Lou');
  await billing.getByLabel('Nom', { exact: true }).fill('Martin');
  await billing.getByLabel('Rue').fill('Rue Neuve');
  await billing.getByLabel('Numéro', { exact: true }).fill('3');
  await billing.getByLabel('Code postal').fill('1000');
  await billing.getByLabel('Ville').fill('Bruxelles');
}

test.describe('checkout as a guest', () => {
  test('the login page and the login modal lead to creating an account and to a forgotten password', async ({
    page,
    vitrine,
  }) => {
    await page.goto('/fr/security/login');
    await page.getByRole('link', { name: 'Mot de passe oublié' }).click();
    await expect(page).toHaveURL(/\/fr\/security\/forgotpassword$/);
    await page.goto('/fr/security/login');
    await page.getByRole('link', { name: 'Créer un compte' }).click();
    await expect(page).toHaveURL(/\/fr\/security\/register$/);
    await openCheckout(page);
    await terms(page).check();
    await vitrine.faults({ method: 'POST', path: '/fr/checkout', status: 401 });
    await placeButton(page).click();
    const modal = page.locator('dialog.login-modal[open]');
    await expect(modal.getByRole('link', { name: 'Créer un compte' })).toBeVisible();
    await expect(modal.getByRole('link', { name: 'Mot de passe oublié' })).toBeVisible();
  });

  test('a guest orders with an e-mail, typed addresses and a card, then makes an account that lists the order', async ({
    page,
  }) => {
    await openGuestCheckout(page);
    await typeGuestAddress(page);
    await page.getByLabel('Carte bancaire').check();
    await fillCard(page, CARDS.authorised);
    await terms(page).check();
    await placeButton(page).click();
    await expect(page).toHaveURL(/\/fr\/checkout\/confirmation\/\d+$/);
    const number = (await page.locator('.order-number').textContent()) ?? '';
    expect(number).toMatch(/^CMD-/);
    await page.getByLabel('Mot de passe', { exact: true }).fill('motdepasse1');
    await page.getByLabel('Confirmer le mot de passe').fill('motdepasse1');
    await page.getByRole('button', { name: 'Créer un compte' }).click();
    // The customer is told, in a status message that a screen reader reads, on the page they land on.
    await expect(page).toHaveURL(/\/fr\/sales\/order\/list\?notice=account$/);
    await expect(page.getByRole('status').filter({ hasText: 'Votre compte a été créé' })).toHaveText(
      'Votre compte a été créé : vous êtes connecté et votre commande est dans la liste.',
    );
    await expect(page.locator('main')).toContainText(number);
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
      await page.screenshot({ path: test.info().outputPath(`account-created-${width}.png`) });
    }
  });

  test('each missing field of the guest and of the card is named in the error summary and at the field', async ({
    page,
  }) => {
    await openGuestCheckout(page);
    await page.getByLabel('E-mail').fill('lou.martin@client.test');
    await page.getByLabel('Carte bancaire').check();
    await fillCard(page, CARDS.authorised, ['holderName']);
    await terms(page).check();
    await placeButton(page).click();
    const summary = page.locator('.checkout-errors__box');
    await expect(summary).toBeFocused();
    await expect(summary).toContainText('Champ obligatoire : Ville');
    await expect(summary).toContainText('Le nom du titulaire est obligatoire.');
    await expect(page.locator('[data-valmsg-for="BillingCity"]')).toHaveText('Champ obligatoire : Ville');
  });

  test('a shop that requires an account sends a guest at the checkout to the login page', async ({
    page,
  }) => {
    await page.request.post('/__fixtures/checkout', { data: { guestCheckout: false } });
    await seedCart(page, [{ ProductVariantId: VARIANT.degressive, Quantity: 1 }]);
    await page.goto('/fr/checkout');
    await expect(page).toHaveURL(/\/fr\/security\/login\?returnUrl=%2Ffr%2Fcheckout$/);
  });
});
