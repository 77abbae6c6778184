import type { BrowserContext } from '@playwright/test';
import {
  cartWithPickup,
  lastSearch,
  openPickupModal,
  PICKUP_METHOD,
  pickupModal,
  searchAddress,
  sentSearches,
} from '../support/pickup.ts';
import { expect, type Page, test } from '../support/test.ts';

/** Seeded gazetteer places (fixtures/data/pickup/gazetteer.ts): a device standing at their centre. */
const GAND = { latitude: 51.0543, longitude: 3.7174 };
const LIEGE = { latitude: 50.6326, longitude: 5.5797 };

/** The device stands at `place`, and the page may know it. */
async function standAt(context: BrowserContext, place: { latitude: number; longitude: number }) {
  await context.grantPermissions(['geolocation']);
  await context.setGeolocation(place);
}

const points = (page: Page) => pickupModal(page).getByRole('radio');
const locateButton = (page: Page) => pickupModal(page).getByRole('button', { name: 'Utiliser ma position' });

/** The console lines of the page that contain a text. */
function consoleLines(page: Page, text: string): string[] {
  const lines: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes(text)) lines.push(`${message.type()}: ${message.text()}`);
  });
  return lines;
}

test.describe('pickup point search: use my location', () => {
  test("searches the postal area of the customer's position and fills the form with it", async ({
    page,
    context,
    vitrine,
  }) => {
    await standAt(context, GAND);
    await cartWithPickup(page);
    const modal = await openPickupModal(page);
    await vitrine.faults({ method: 'GET', path: '/api/v1/geocoder/reverse', delay: 1500 });
    await locateButton(page).click();
    await expect(locateButton(page)).toHaveAttribute('aria-busy', 'true');
    await expect(locateButton(page)).toBeDisabled();
    await expect(modal.locator('.pickup-modal__status')).toHaveText('Recherche de votre position…');
    await expect(points(page)).toHaveCount(14);
    await expect(modal.locator('.pickup-point__address').first()).toContainText('9000 Gand');
    expect(await lastSearch(page)).toMatchObject({
      PostalCode: '9000',
      City: 'Gand',
      CountryCode: 'BE',
      Address: '',
    });
    await expect(modal.getByLabel('Adresse ou ville')).toHaveValue('9000 Gand');
    await expect(locateButton(page)).toBeEnabled();
    await expect(locateButton(page)).not.toHaveAttribute('aria-busy');
  });

  test('the postal carrier: the postal code and city of the position are filled and searched', async ({
    page,
    context,
    vitrine,
  }) => {
    void vitrine;
    await standAt(context, LIEGE);
    await cartWithPickup(page, PICKUP_METHOD.postal);
    const modal = await openPickupModal(page);
    await locateButton(page).click();
    await expect(points(page)).toHaveCount(3);
    await expect(modal.getByLabel('Code postal')).toHaveValue('4000');
    await expect(modal.getByLabel('Ville')).toHaveValue('Liège');
    expect(await lastSearch(page)).toMatchObject({ PostalCode: '4000', City: 'Liège', Address: '' });
  });

  test('a refused permission is logged only: the list, what was typed and the button stay usable', async ({
    page,
    vitrine,
  }) => {
    void vitrine;
    const warnings = consoleLines(page, 'use my location failed');
    await cartWithPickup(page);
    const modal = await openPickupModal(page);
    await searchAddress(page, 'Bruxelles');
    await expect(points(page)).toHaveCount(14);
    await locateButton(page).click();
    await expect.poll(() => warnings).toEqual([expect.stringMatching(/^warning: .*\(denied\)/)]);
    await expect(locateButton(page)).toBeEnabled();
    await expect(modal.getByLabel('Adresse ou ville')).toHaveValue('Bruxelles');
    await expect(points(page)).toHaveCount(14);
    await expect(modal.locator('.pickup-point__address').first()).toContainText('1000 Bruxelles');
    expect(await sentSearches(page)).toHaveLength(1);
    await expect(page.locator('.vitrine-error-modal')).toHaveCount(0);
    await expect(page.locator('.vitrine-growl__item--error')).toHaveCount(0);
  });

  test('the geocoder down is logged only: what was typed is kept and the button usable again', async ({
    page,
    context,
    vitrine,
  }) => {
    await standAt(context, GAND);
    const warnings = consoleLines(page, 'use my location failed');
    await cartWithPickup(page);
    const modal = await openPickupModal(page);
    await modal.getByLabel('Adresse ou ville').fill('Namur');
    await vitrine.faults({ method: 'GET', path: '/api/v1/geocoder/reverse', status: 500 });
    await locateButton(page).click();
    await expect.poll(() => warnings).toEqual([expect.stringMatching(/^warning: .*\(geocoder\)/)]);
    await expect(locateButton(page)).toBeEnabled();
    await expect(modal.getByLabel('Adresse ou ville')).toHaveValue('Namur');
    expect(await sentSearches(page)).toHaveLength(0);
    await expect(page.locator('.vitrine-error-modal')).toHaveCount(0);
    await modal.getByRole('button', { name: 'Rechercher' }).click();
    await expect(points(page)).toHaveCount(14);
    await expect(modal.locator('.pickup-point__address').first()).toContainText('5000 Namur');
  });

  test('without geolocation support the button is left out and that is logged once', async ({
    page,
    vitrine,
  }) => {
    void vitrine;
    await page.addInitScript(() => {
      Reflect.deleteProperty(Navigator.prototype, 'geolocation');
    });
    const lines = consoleLines(page, 'no geolocation support');
    await cartWithPickup(page);
    await openPickupModal(page);
    await expect(pickupModal(page).getByRole('button', { name: 'Rechercher' })).toBeVisible();
    await expect(locateButton(page)).toHaveCount(0);
    await page.keyboard.press('Escape');
    await openPickupModal(page);
    await searchAddress(page, 'Gand');
    await expect(points(page)).toHaveCount(14);
    expect(lines).toHaveLength(1);
  });
});
