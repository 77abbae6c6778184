import { seedCart, serverCart, VARIANT } from '../support/cart.ts';
import { openCheckout } from '../support/checkout.ts';
import { PICKUP_METHOD, pickupModal, searchAndList, sentSearches } from '../support/pickup.ts';
import { expect, type Page, test } from '../support/test.ts';

const points = (page: Page) => pickupModal(page).getByRole('radio');
const markers = (page: Page) =>
  pickupModal(page)
    .getByRole('region', { name: 'Carte des points de retrait (les mêmes points que dans la liste)' })
    .locator('.leaflet-marker-icon');

/** A guest's checkout, its island mounted. */
async function openGuestCheckout(page: Page): Promise<void> {
  await seedCart(page, [{ ProductVariantId: VARIANT.degressive, Quantity: 1 }]);
  await page.goto('/fr/checkout');
  await expect(page.locator('form[data-widget-mounted~="checkout"]')).toHaveCount(1);
}

/** Types a guest's billing address in Brussels and, in its own fieldset, a delivery address in Ghent. */
async function typeDeliveryInGhent(page: Page): Promise<void> {
  const [billing, delivery] = [0, 1].map((n) => page.locator('fieldset.checkout-guest__address').nth(n));
  await billing?.getByLabel('Code postal').fill('1000');
  await billing?.getByLabel('Ville').fill('Bruxelles');
  await page.getByLabel("Livrer à l'adresse de facturation").uncheck();
  await delivery?.getByLabel('Rue').fill('Korenmarkt');
  await delivery?.getByLabel('Code postal').fill('9000');
  await delivery?.getByLabel('Ville').fill('Gand');
}

/** Chooses the relay method and opens its pickup modal. */
async function openRelayModal(page: Page): Promise<void> {
  await page.getByRole('radio', { name: /^Point relais/ }).click();
  await expect.poll(async () => (await serverCart(page)).ShippingMethodId).toBe(PICKUP_METHOD.relay);
  const slot = page.locator(`.checkout-pickup-slot[data-shipping-method-id="${PICKUP_METHOD.relay}"]`);
  await expect(slot.locator('.pickup-slot[data-widget-mounted~="pickup-point"]')).toHaveCount(1);
  await slot.getByRole('link', { name: /Choisir un point relais|Changer de point de retrait/ }).click();
  await expect(pickupModal(page)).toBeVisible();
}

test.describe('the pickup modal starts from the address given at the checkout', () => {
  test('a guest’s delivery address: the modal opens with its nearest points listed, counted and on the map', async ({
    page,
  }) => {
    await openGuestCheckout(page);
    await typeDeliveryInGhent(page);
    await openRelayModal(page);
    const modal = pickupModal(page);
    await expect(points(page)).toHaveCount(14);
    await expect(modal.locator('.pickup-modal__status')).toHaveText('14 points de retrait trouvés');
    await expect(markers(page)).toHaveCount(14);
    await expect(modal.getByLabel('Adresse ou ville')).toHaveValue('9000 Gand');
    await expect(modal.getByLabel('Pays')).toHaveValue('BE');
    await expect(points(page).first()).toHaveAccessibleName(/Gand/);
    const searched = (await sentSearches(page)).map((s) => s.body);
    expect(searched).toEqual([
      expect.objectContaining({ PostalCode: '9000', City: 'Gand', CountryCode: 'BE' }),
    ]);
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
      await page.screenshot({ path: test.info().outputPath(`pickup-modal-from-address-${width}.png`) });
    }
    // On the phone the map is below the list, its markers there once scrolled to.
    await markers(page).first().scrollIntoViewIfNeeded();
    await expect(markers(page).first()).toBeInViewport();
    await page.screenshot({ path: test.info().outputPath('pickup-modal-from-address-375-map.png') });
  });

  test('with the same-address box ticked the billing address is the place; a changed address wins over an earlier search', async ({
    page,
  }) => {
    await openGuestCheckout(page);
    const billing = page.locator('fieldset.checkout-guest__address').first();
    await billing.getByLabel('Code postal').fill('5000');
    await billing.getByLabel('Ville').fill('Namur');
    await openRelayModal(page);
    await expect(pickupModal(page).getByLabel('Adresse ou ville')).toHaveValue('5000 Namur');
    await expect(points(page).first()).toHaveAccessibleName(/Namur/);
    // The customer looks elsewhere on purpose: that newer search is where the modal opens again.
    await searchAndList(page, 'Liège');
    await expect(points(page).first()).toHaveAccessibleName(/Liège/);
    await page.keyboard.press('Escape');
    await expect(pickupModal(page)).toHaveCount(0);
    await page.getByRole('link', { name: 'Choisir un point relais' }).click();
    await expect(points(page).first()).toHaveAccessibleName(/Liège/);
    await page.keyboard.press('Escape');
    // Then the address changes: the new address is newer than that search.
    await billing.getByLabel('Code postal').fill('9000');
    await billing.getByLabel('Ville').fill('Gand');
    await page.getByRole('link', { name: 'Choisir un point relais' }).click();
    await expect(pickupModal(page).getByLabel('Adresse ou ville')).toHaveValue('9000 Gand');
    await expect(points(page).first()).toHaveAccessibleName(/Gand/);
  });

  test('without an address typed the modal opens empty, nothing searched, and the customer searches', async ({
    page,
  }) => {
    await openGuestCheckout(page);
    await openRelayModal(page);
    const modal = pickupModal(page);
    await expect(modal.getByLabel('Adresse ou ville')).toHaveValue('');
    // Given time for a first search to start, none did.
    await expect(modal.getByRole('button', { name: 'Rechercher' })).toBeEnabled();
    await page.waitForTimeout(300);
    expect(await sentSearches(page)).toEqual([]);
    await expect(points(page)).toHaveCount(0);
    await searchAndList(page, 'Namur');
    await expect(points(page).first()).toHaveAccessibleName(/Namur/);
  });

  test('a signed-in customer’s chosen delivery address is the place, not the billing one', async ({
    page,
  }) => {
    await openCheckout(page);
    await page.getByLabel("Livrer à l'adresse de facturation").uncheck();
    await page
      .locator('.checkout-shipping-address')
      .getByRole('radio', { name: /Rue de Rivoli/ })
      .check();
    await openRelayModal(page);
    await expect(pickupModal(page).getByLabel('Adresse ou ville')).toHaveValue('75001 Paris');
    await expect(points(page).first()).toHaveAccessibleName(/Paris/);
    await expect(markers(page).first()).toBeVisible();
  });
});

// The error policy: a 404 is logged only, a 5xx or a dropped connection shows the error modal.
for (const [name, fault, errorModal] of [
  ['a 500', { status: 500 }, 1],
  ['a 404', { status: 404 }, 0],
  ['a dropped connection', { drop: true, times: 30 }, 1],
] as const)
  test(`${name} on the search from the address behaves as any search’s: the list says it failed, the address stays to search again`, async ({
    page,
    vitrine,
  }) => {
    await openGuestCheckout(page);
    await typeDeliveryInGhent(page);
    await vitrine.faults({ method: 'POST', path: '/api/v1/shipping/*/getpickuppoints', ...fault });
    await openRelayModal(page);
    await expect(pickupModal(page)).toContainText('La recherche de points de retrait a échoué.');
    await expect(page.locator('.vitrine-error-modal:visible')).toHaveCount(errorModal);
    await expect(points(page)).toHaveCount(0);
    await expect(pickupModal(page).getByLabel('Adresse ou ville')).toHaveValue('9000 Gand');
  });
