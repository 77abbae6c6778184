import { serverCart } from '../support/cart.ts';
import { chunkOf, chunkRequests, holdChunk } from '../support/chunks.ts';
import { signInThroughModal } from '../support/lists.ts';
import {
  cartWithPickup,
  lastSearch,
  modalWithGandPoints,
  openPickupModal,
  PICKUP_METHOD,
  pickupModal,
  searchAddress,
  searchAndList,
  sentSearches,
} from '../support/pickup.ts';
import { expect, type FaultRule, type Page, test } from '../support/test.ts';

const SEARCH = /\/api\/v1\/shipping\/[a-z]+\/getpickuppoints$/;
const points = (page: Page) => pickupModal(page).getByRole('radio');

/** Lists Liège's points, selects the third and presses Choose, its save answered with `status`. */
async function chooseThirdPoint(
  page: Page,
  vitrine: { faults(rule: FaultRule): Promise<void> },
  status: number,
) {
  await searchAddress(page, 'Liège');
  await points(page).nth(2).check();
  const id = (await points(page).nth(2).getAttribute('value')) ?? '';
  await vitrine.faults({ method: 'POST', path: '/api/v1/shoppingcarts/externalpickuppoint', status });
  const choose = page.getByRole('button', { name: /^Choisir/ }).last();
  await choose.click();
  return { id, choose };
}

test.describe('pickup point modal', () => {
  test('opens from the slot link, searches with the CMS search request and lists points with their distance, markers with the carrier icon', async ({
    page,
    vitrine,
  }) => {
    void vitrine;
    await cartWithPickup(page);
    const link = page.getByRole('link', { name: 'Choisir un point relais' });
    await expect(link).toHaveAttribute(
      'href',
      /\/fr\/shippings\/pickuppoint\/search\?shippingMethodId=4&carrierGatewayId=10&countryId=1&/,
    );
    const modal = await openPickupModal(page);
    await expect(modal).toHaveClass(/vitrine-dialog--large/);
    await searchAddress(page, 'Bruxelles');
    await expect(points(page)).toHaveCount(14);
    const searches = await sentSearches(page);
    expect(searches.map((x) => x.carrier)).toEqual(['relaypoint']);
    expect(searches[0]?.body).toEqual({
      City: 'Bruxelles',
      PostalCode: '1000',
      CountryCode: 'BE',
      Address: 'Bruxelles',
      ShippingMethodId: 4,
      SearchRadius: 10,
      MaximumListSize: 20,
      CultureName: 'fr',
    });
    await expect(points(page)).toHaveCount(14);
    const first = modal.locator('.pickup-point').first();
    await expect(first.locator('.pickup-point__distance')).toHaveText(/^\d+,\d km$/);
    await expect(first.locator('.pickup-point__address')).toContainText('1000 Bruxelles');
    await expect(first.locator('.pickup-hours__now')).toHaveText(/Ouvert maintenant|Ouvre/);
    const markers = modal
      .getByRole('region', { name: 'Carte des points de retrait (les mêmes points que dans la liste)' })
      .locator('.leaflet-marker-icon');
    await expect(markers).toHaveCount(14);
    // The carrier's icon on every marker.
    await expect(markers.and(page.locator('img[src="/media/pickup/relay-marker.svg"]'))).toHaveCount(14);
    await expect(page.getByRole('button', { name: 'Choisir', exact: true })).toBeDisabled();
  });

  test('an address without postal code is resolved by reverse lookup before the search', async ({
    page,
    vitrine,
  }) => {
    void vitrine;
    await cartWithPickup(page);
    await openPickupModal(page);
    const reverse = page.waitForRequest((r) => r.url().includes('/api/v1/geocoder/reverse'));
    await searchAddress(page, 'Avenue Louise');
    expect(new URL((await reverse).url()).searchParams.get('lat')).toBe('50.8301');
    await expect(points(page)).toHaveCount(14);
    expect(await lastSearch(page)).toMatchObject({
      Address: 'Avenue Louise',
      PostalCode: '1000',
      CountryCode: 'BE',
    });
  });

  test("on the cart page a pickup method's slot shows at once, and goes with a method without pickup", async ({
    page,
    vitrine,
  }) => {
    void vitrine;
    await cartWithPickup(page);
    // A mark on the document: a reload or a full navigation would lose it.
    await page.evaluate(() => Object.assign(window, { __samePage: true }));
    const relayLink = page.getByRole('link', { name: 'Choisir un point relais' });
    await expect(relayLink).toBeVisible();
    await page.getByRole('radio', { name: /^Retrait au bureau de poste/ }).click();
    await expect.poll(async () => (await serverCart(page)).ShippingMethodId).toBe(PICKUP_METHOD.postal);
    await expect(page.locator('.pickup-slot')).toHaveCount(1);
    await expect(page.locator('.pickup-slot[data-widget-mounted~="pickup-point"]')).toHaveAttribute(
      'data-carrier-kind',
      'postal',
    );
    await page.getByRole('radio', { name: /^Livraison standard/ }).click();
    await expect(page.locator('.pickup-slot')).toHaveCount(0);
    await page.getByRole('radio', { name: /^Point relais/ }).click();
    await expect(page.locator('.pickup-slot[data-widget-mounted~="pickup-point"]')).toHaveAttribute(
      'data-carrier-kind',
      'points',
    );
    await relayLink.click();
    await expect(pickupModal(page)).toBeVisible();
    expect(await page.evaluate(() => (window as { __samePage?: boolean }).__samePage)).toBe(true);
  });

  test('a list item and its marker select each other; Choose is enabled by a selection', async ({
    page,
    vitrine,
  }) => {
    void vitrine;
    const modal = await modalWithGandPoints(page);
    const second = points(page).nth(1);
    await second.check();
    const name =
      (await modal.locator('.pickup-point').nth(1).locator('.pickup-point__name').textContent()) ?? '';
    await expect(modal.locator('.pickup-point').nth(1)).toHaveClass(/is-active/);
    await expect(modal.locator('.leaflet-marker-icon.is-active')).toHaveCount(1);
    await expect(modal.locator('.leaflet-marker-icon.is-active')).toHaveAttribute(
      'aria-label',
      new RegExp(`^${name}`),
    );
    await expect(page.getByRole('button', { name: /^Choisir/ }).last()).toBeEnabled();
    // The other way: a marker chosen on the map selects its list item.
    const fifth = (await modal.locator('.pickup-point').nth(4).getAttribute('data-point-id')) ?? '';
    await modal.locator(`.leaflet-marker-icon[data-marker-id="${fifth}"]`).focus();
    await page.keyboard.press('Enter');
    await expect(points(page).nth(4)).toBeChecked();
    await expect(modal.locator('.pickup-point').nth(4)).toHaveClass(/is-active/);
    await expect(modal.locator('.pickup-modal__status')).toContainText('Point sélectionné');
  });

  test('a marker clicked on the map selects its list item, and a drag that starts on it moves the map', async ({
    page,
    vitrine,
  }) => {
    void vitrine;
    const modal = await modalWithGandPoints(page);
    const third = (await modal.locator('.pickup-point').nth(2).getAttribute('data-point-id')) ?? '';
    const marker = modal.locator(`.leaflet-marker-icon[data-marker-id="${third}"]`);
    await marker.click();
    await expect(points(page).nth(2)).toBeChecked();
    await expect(marker).toHaveClass(/is-active/);
    // Pressed on a marker and dragged: the map moves under the pointer, the marker with it (once
    // the selection's pan to the marker is over).
    let at = await marker.boundingBox();
    await expect
      .poll(async () => {
        const [was, now] = [at, await marker.boundingBox()];
        at = now;
        return now !== null && was?.x === now.x && was.y === now.y;
      })
      .toBe(true);
    if (!at) throw new Error('the marker has no box');
    await page.mouse.move(at.x + at.width / 2, at.y + at.height / 2);
    await page.mouse.down();
    await page.mouse.move(at.x + at.width / 2 + 80, at.y + at.height / 2 + 40, { steps: 8 });
    await page.mouse.up();
    // At least as far as the pointer went, in its direction (Leaflet's inertia may add a little).
    const from = at;
    await expect
      .poll(async () => {
        const moved = await marker.boundingBox();
        if (!moved) return false;
        const [dx, dy] = [moved.x - from.x, moved.y - from.y];
        return dx >= 79 && dx <= 120 && dy >= 39 && dy <= 60;
      })
      .toBe(true);
  });

  test('keyboard only: the list moves with the arrows, the map follows, Choose saves the CMS saved point payload and the page reloads', async ({
    page,
    vitrine,
  }) => {
    void vitrine;
    await cartWithPickup(page);
    const link = page.getByRole('link', { name: 'Choisir un point relais' });
    await link.focus();
    await page.keyboard.press('Enter');
    const modal = pickupModal(page);
    await expect(modal.getByLabel('Pays')).toBeFocused();
    await page.keyboard.press('Tab');
    await page.keyboard.type('Namur');
    await page.keyboard.press('Enter');
    await expect(points(page)).toHaveCount(14);
    await points(page).first().focus();
    await page.keyboard.press('Space');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await expect(points(page).nth(2)).toBeChecked();
    await expect(points(page).nth(2)).toBeFocused();
    const id = (await points(page).nth(2).getAttribute('value')) ?? '';
    await expect(modal.locator(`.leaflet-marker-icon[data-marker-id="${id}"]`)).toHaveClass(/is-active/);
    await page
      .getByRole('button', { name: /^Choisir/ })
      .last()
      .focus();
    await page.keyboard.press('Enter');
    await expect(modal).toHaveCount(0);
    const payload = (await serverCart(page)).PickupPoint;
    expect(Object.keys(payload).sort()).toEqual(
      [
        'ShippingFirstName',
        'ShippingLastName',
        'ShippingMethodId',
        'PickupPointName',
        'ShippingStreet1',
        'ShippingPostalCode',
        'ShippingCity',
        'ShippingCountryId',
        'ShippingPhoneNumber',
        'Informations',
        'StandardHoursOfOperation',
        'LatestAirDropOffTime',
        'AdditionalChargeIndicator',
        'Comments',
        'Distance',
        'SpecialInstructions',
        'AdditionalComments',
        'ExternalPickupPointRef',
        'PickupPointType',
        'PickupPointId',
      ].sort(),
    );
    expect(payload).toMatchObject({
      ShippingMethodId: 4,
      ExternalPickupPointRef: id,
      ShippingCity: 'Namur',
      ShippingPostalCode: '5000',
      ShippingCountryId: 1,
      PickupPointId: null,
    });
    await expect(page.locator('.vitrine-growl__item--success')).toContainText(
      `Point de retrait choisi : ${payload.PickupPointName}`,
    );
    await expect(page.locator('.pickup-slot__chosen')).toContainText(payload.PickupPointName);
  });

  test('keyboard only: from the chosen point Choose is a few Tabs away, and after choosing the focus is back on the slot', async ({
    page,
    vitrine,
  }) => {
    void vitrine;
    await cartWithPickup(page);
    await page.getByRole('link', { name: 'Choisir un point relais' }).focus();
    await page.keyboard.press('Enter');
    const modal = pickupModal(page);
    await expect(modal.getByLabel('Pays')).toBeFocused();
    await page.keyboard.press('Tab');
    await page.keyboard.type('Namur');
    await page.keyboard.press('Enter');
    await expect(points(page)).toHaveCount(14);
    await expect(modal.locator('.leaflet-marker-icon')).toHaveCount(14);
    await points(page).first().focus();
    await page.keyboard.press('Space');
    await page.keyboard.press('ArrowDown');
    await expect(points(page).nth(1)).toBeChecked();
    const choose = page.getByRole('button', { name: /^Choisir/ }).last();
    let tabs = 0;
    while (!(await choose.evaluate((button) => button === document.activeElement)) && tabs < 40) {
      await page.keyboard.press('Tab');
      tabs += 1;
    }
    // The chosen point's hours, the map and its controls: not one stop per marker or per point.
    expect(tabs).toBeLessThanOrEqual(6);
    await page.keyboard.press('Enter');
    await expect(modal).toHaveCount(0);
    await expect(page.locator('.pickup-slot__chosen')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Changer de point de retrait' })).toBeFocused();
  });

  test('keyboard and screen reader: every point is reached in order through the list (name, address, distance, hours) and one is chosen without the map, which says the list holds the same points', async ({
    page,
    vitrine,
  }) => {
    void vitrine;
    await cartWithPickup(page);
    await page.getByRole('link', { name: 'Choisir un point relais' }).focus();
    await page.keyboard.press('Enter');
    const modal = pickupModal(page);
    await expect(modal.getByLabel('Pays')).toBeFocused();
    await page.keyboard.press('Tab');
    await page.keyboard.type('Namur');
    await page.keyboard.press('Enter');
    await expect(points(page)).toHaveCount(14);
    // The map is named as a copy of the list; its markers are named but no Tab stops.
    const map = modal.getByRole('region', { name: /mêmes points que dans la liste/ });
    await expect(map).toBeVisible();
    await expect(map.getByRole('button', { name: 'Zoom avant' })).toBeVisible();
    await expect(map.getByRole('button', { name: 'Zoom arrière' })).toBeVisible();
    const markers = modal.locator('.leaflet-marker-icon');
    await expect(markers).toHaveCount(14);
    for (const marker of await markers.all()) {
      await expect(marker).toHaveAttribute('tabindex', '-1');
      await expect(marker).toHaveAccessibleName(/\S, .+, \d{4} Namur$/);
    }
    await points(page).first().focus();
    await page.keyboard.press('Space');
    const items = modal.locator('.pickup-point');
    for (let i = 0; i < 14; i++) {
      if (i > 0) await page.keyboard.press('ArrowDown');
      const radio = points(page).nth(i);
      await expect(radio).toBeFocused();
      await expect(radio).toBeChecked();
      const name = (await items.nth(i).locator('.pickup-point__name').textContent()) ?? '';
      await expect(radio).toHaveAccessibleName(name);
      await expect(radio).toHaveAccessibleDescription(
        /, \d{4} Namur \d+,\d km (Ouvert maintenant|Ouvre .+ à \d\d:\d\d)$/,
      );
    }
    // The last point, chosen from the keyboard: its hours open, then Choose.
    await page.keyboard.press('Tab');
    await expect(items.nth(13).locator('summary')).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(items.nth(13).getByRole('table', { name: 'Horaires' })).toBeVisible();
    const choose = page.getByRole('button', { name: /^Choisir/ }).last();
    for (let tabs = 0; tabs < 8 && !(await choose.evaluate((b) => b === document.activeElement)); tabs++) {
      await page.keyboard.press('Tab');
    }
    await expect(choose).toBeFocused();
    const last = (await items.nth(13).locator('.pickup-point__name').textContent()) ?? '';
    await page.keyboard.press('Enter');
    await expect(modal).toHaveCount(0);
    expect((await serverCart(page)).PickupPoint.PickupPointName).toBe(last);
  });

  test("a point's details show the week (today marked), the latest drop-off time and an extra charge", async ({
    page,
    vitrine,
  }) => {
    void vitrine;
    const modal = await modalWithGandPoints(page);
    // Seeded: every city's 2nd relay point charges extra (indicator Y), the 1st does not (N).
    const charged = modal.locator('[data-point-id="RELAYPOINT-BE-9000-2"]');
    await expect(charged.locator('.pickup-hours')).toHaveCount(0);
    await charged.locator('summary').click();
    const week = charged.getByRole('table', { name: 'Horaires' });
    await expect(week.getByRole('row')).toHaveCount(7);
    const today = new Intl.DateTimeFormat('fr', { weekday: 'long' }).format(new Date());
    await expect(week.locator('tr[aria-current="date"]')).toHaveCount(1);
    await expect(week.locator('tr[aria-current="date"] th')).toHaveText(new RegExp(`^${today}$`, 'i'));
    await expect(charged.locator('.pickup-point__drop-off')).toHaveText(/^Dépôt au plus tard à \d\d:\d\d$/);
    await expect(charged.locator('.pickup-point__charge')).toHaveText(
      'Un supplément peut être facturé pour ce point de retrait.',
    );
    const free = modal.locator('[data-point-id="RELAYPOINT-BE-9000-1"]');
    await free.locator('summary').click();
    await expect(free.locator('.pickup-point__drop-off')).toBeVisible();
    await expect(free.locator('.pickup-point__charge')).toHaveCount(0);
  });

  test('the saved point is preselected when the modal opens again, before and after the page’s fresh copy', async ({
    page,
    vitrine,
  }) => {
    await cartWithPickup(page);
    await openPickupModal(page);
    await searchAddress(page, 'Liège');
    await points(page).nth(3).check();
    const id = await points(page).nth(3).getAttribute('value');
    // The cart page's fresh copy, which the save asks for, comes 8 s late: a quick customer opens
    // the modal again before it.
    await vitrine.faults({ method: 'GET', path: '/fr/shoppingcarts', delay: 8_000 });
    const fresh = page.waitForResponse((r) => new URL(r.url()).pathname === '/fr/shoppingcarts');
    await page
      .getByRole('button', { name: /^Choisir/ })
      .last()
      .click();
    await expect(page.locator('.pickup-slot__chosen')).toBeVisible();
    await page.getByRole('link', { name: 'Changer de point de retrait' }).click();
    await expect(points(page)).toHaveCount(14);
    await expect(pickupModal(page).locator(`input[value="${id}"]`)).toBeChecked();
    await page.keyboard.press('Escape');
    await expect(pickupModal(page)).toBeHidden();
    // The fresh copy replaces the slot: the modal opened from the new one selects the point too.
    const slot = await page.locator('.pickup-slot').elementHandle();
    await fresh;
    await slot?.waitForElementState('hidden');
    await expect(page.locator('.pickup-slot[data-widget-mounted~="pickup-point"]')).toHaveCount(1);
    await openPickupModal(page);
    await expect(pickupModal(page).locator(`input[value="${id}"]`)).toBeChecked();
  });

  test('the static carrier (no icon: default pins) saves its PickupPointId; the names come from the billing names', async ({
    page,
    vitrine,
  }) => {
    void vitrine;
    await page.goto('/fr/security/login');
    await page.getByLabel('E-mail').fill('demo@vitrine.test');
    await page.getByLabel('Mot de passe').fill('demo');
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await cartWithPickup(page, PICKUP_METHOD.stores);
    const modal = await openPickupModal(page);
    await searchAndList(page, 'Anvers');
    // A carrier without an icon: the default pin on its markers.
    const count = await points(page).count();
    await expect(modal.locator('.leaflet-marker-icon.vitrine-map__pin svg')).toHaveCount(count);
    await points(page).first().check();
    await page
      .getByRole('button', { name: /^Choisir/ })
      .last()
      .click();
    await expect(page.locator('.pickup-slot__chosen')).toBeVisible();
    expect((await serverCart(page)).PickupPoint).toMatchObject({
      ShippingFirstName: 'Camille',
      ShippingLastName: 'Dubois',
      PickupPointId: expect.any(Number),
      PickupPointType: 'Store',
    });
  });

  test('the postal carrier searches by postal code and city, without a map', async ({ page, vitrine }) => {
    void vitrine;
    await cartWithPickup(page, PICKUP_METHOD.postal);
    const modal = await openPickupModal(page);
    await expect(modal.getByLabel('Adresse ou ville')).toHaveCount(0);
    await modal.getByLabel('Code postal').fill('4000');
    await modal.getByLabel('Ville').fill('Liège');
    await modal.getByRole('button', { name: 'Rechercher' }).click();
    await expect(points(page)).toHaveCount(3);
    expect((await sentSearches(page)).map((x) => x.carrier)).toEqual(['postal']);
    expect(await lastSearch(page)).toMatchObject({ PostalCode: '4000', City: 'Liège', Address: '' });
    await expect(modal.locator('.leaflet-container')).toHaveCount(0);
  });

  test('Leaflet is downloaded only when the modal opens', async ({ page, vitrine }) => {
    void vitrine;
    const chunks = chunkRequests(page);
    await cartWithPickup(page);
    const leaflet = chunkOf('node_modules/leaflet/');
    expect(chunks).not.toContain(leaflet);
    await openPickupModal(page);
    await expect(pickupModal(page).locator('.leaflet-container')).toHaveCount(1);
    expect(chunks).toContain(leaflet);
  });

  test('the last searched place prefills the next search; it is in no cookie before the preferences consent, and in cookies once preferences are accepted', async ({
    page,
    vitrine,
  }) => {
    void vitrine;
    const locationCookies = async () =>
      Object.fromEntries(
        (await page.context().cookies())
          .filter((c) => c.name.startsWith('VitrinePickup'))
          .map((c) => [c.name, decodeURIComponent(c.value)]),
      );
    await cartWithPickup(page);
    await openPickupModal(page);
    await searchAddress(page, 'Bruxelles');
    await expect(points(page)).toHaveCount(14);
    expect(await locationCookies()).toEqual({});
    await page.keyboard.press('Escape');
    await openPickupModal(page);
    await expect.poll(async () => (await sentSearches(page)).length).toBe(2);
    expect(await lastSearch(page)).toMatchObject({ PostalCode: '1000', City: 'Bruxelles', Address: '' });
    await expect(pickupModal(page).getByLabel('Adresse ou ville')).toHaveValue('1000 Bruxelles');
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Personnaliser' }).click();
    const consent = page.getByRole('dialog', { name: 'Vos préférences cookies' });
    await consent.getByLabel('Préférences').check();
    await consent.getByRole('button', { name: 'Enregistrer mes choix' }).click();
    await expect(consent).toBeHidden();
    await expect.poll(locationCookies).toEqual({
      VitrinePickupCountry: 'BE',
      VitrinePickupPostalCode: '1000',
      VitrinePickupCity: 'Bruxelles',
    });
    const expires = (await page.context().cookies()).find((c) => c.name === 'VitrinePickupCity')?.expires;
    expect((expires ?? 0) * 1000 - Date.now()).toBeLessThanOrEqual(8760 * 3_600_000);
  });

  test('withdrawing the preferences consent deletes the remembered place', async ({ page, vitrine }) => {
    void vitrine;
    await cartWithPickup(page);
    await page.getByRole('button', { name: 'Personnaliser' }).click();
    const consent = page.getByRole('dialog', { name: 'Vos préférences cookies' });
    await consent.getByLabel('Préférences').check();
    await consent.getByRole('button', { name: 'Enregistrer mes choix' }).click();
    await expect(consent).toBeHidden();
    await openPickupModal(page);
    await searchAddress(page, 'Bruxelles');
    await expect(points(page)).toHaveCount(14);
    const names = async () =>
      (await page.context().cookies()).map((c) => c.name).filter((n) => n.startsWith('VitrinePickup'));
    expect(await names()).toHaveLength(3);
    await page.keyboard.press('Escape');
    await page.evaluate(() =>
      window.vitrine?.saveConsent({ preferences: false, statistics: false, marketing: false }),
    );
    await expect.poll(names).toEqual([]);
  });

  test('focus is trapped in the modal and given back to the link on close; axe finds nothing', async ({
    page,
    vitrine,
  }) => {
    test.setTimeout(60_000);
    await cartWithPickup(page);
    const modal = await openPickupModal(page);
    await searchAddress(page, 'Bruxelles');
    await expect(points(page)).toHaveCount(14);
    await expect(modal.locator('.leaflet-tile-loaded').first()).toBeVisible();
    for (let i = 0; i < 25; i++) {
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => !!document.activeElement?.closest('dialog'))).toBe(true);
    }
    expect(await vitrine.axe()).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('link', { name: 'Choisir un point relais' })).toBeFocused();
  });
});

test.describe('pickup point failures', () => {
  test('a status other than Success shows the Error growl, the search kept', async ({ page, vitrine }) => {
    void vitrine;
    await cartWithPickup(page);
    const modal = await openPickupModal(page);
    await searchAddress(page, 'Atlantis');
    const growl = page.locator('.vitrine-growl__item--error');
    await expect(growl).toContainText('Erreur');
    await expect(growl).toContainText('Une erreur est survenue.');
    await expect(modal.getByLabel('Adresse ou ville')).toHaveValue('Atlantis');
  });

  test('a 500 on the search shows the error modal; the modal stays usable', async ({ page, vitrine }) => {
    await cartWithPickup(page);
    await openPickupModal(page);
    await vitrine.faults({ method: 'POST', path: '/api/v1/shipping/*/getpickuppoints', status: 500 });
    await searchAddress(page, 'Bruxelles');
    await expect(page.locator('.vitrine-error-modal')).toBeVisible();
    await page.locator('.vitrine-error-modal').getByRole('button', { name: 'Fermer' }).first().click();
    await pickupModal(page).getByRole('button', { name: 'Rechercher' }).click();
    await expect(points(page)).toHaveCount(14);
  });

  test('a dropped connection shows the error modal', async ({ page, vitrine }) => {
    await cartWithPickup(page);
    await openPickupModal(page);
    await vitrine.faults({
      method: 'POST',
      path: '/api/v1/shipping/*/getpickuppoints',
      drop: true,
      times: 30,
    });
    await searchAddress(page, 'Bruxelles');
    await expect(page.locator('.vitrine-error-modal')).toBeVisible();
    await expect(points(page)).toHaveCount(0);
    // The list says the search failed, not that no point is near.
    await expect(pickupModal(page)).toContainText('La recherche de points de retrait a échoué.');
    await expect(pickupModal(page)).not.toContainText('Aucun point de retrait trouvé');
  });

  test('a 500 on saving the point shows the error modal; the pickup modal stays open with the selection, Choose usable again', async ({
    page,
    vitrine,
  }) => {
    await cartWithPickup(page);
    const modal = await openPickupModal(page);
    const { id, choose } = await chooseThirdPoint(page, vitrine, 500);
    const error = page.locator('.vitrine-error-modal');
    await expect(error).toBeVisible();
    await error.getByRole('button', { name: 'Fermer' }).first().click();
    await expect(modal).toBeVisible();
    await expect(points(page).nth(2)).toBeChecked();
    await expect(choose).toBeEnabled();
    expect((await serverCart(page)).PickupPoint).toBeFalsy();
    await choose.click();
    await expect(modal).toHaveCount(0);
    expect((await serverCart(page)).PickupPoint).toMatchObject({ ExternalPickupPointRef: id });
  });

  test('a dropped connection on saving the point shows the error modal; the selection is kept', async ({
    page,
    vitrine,
  }) => {
    await cartWithPickup(page);
    const modal = await openPickupModal(page);
    await searchAndList(page, 'Namur');
    await points(page).nth(1).check();
    await vitrine.faults({
      method: 'POST',
      path: '/api/v1/shoppingcarts/externalpickuppoint',
      drop: true,
      times: 30,
    });
    const choose = page.getByRole('button', { name: /^Choisir/ }).last();
    await choose.click();
    await expect(page.locator('.vitrine-error-modal')).toBeVisible();
    await page.locator('.vitrine-error-modal').getByRole('button', { name: 'Fermer' }).first().click();
    await expect(modal).toBeVisible();
    await expect(points(page).nth(1)).toBeChecked();
    await expect(choose).toBeEnabled();
    await expect(modal.getByLabel('Adresse ou ville')).toHaveValue('Namur');
  });

  test('a 401 on the search opens the login modal; after logging in the search runs again', async ({
    page,
    vitrine,
  }) => {
    await cartWithPickup(page);
    await openPickupModal(page);
    await vitrine.faults({ method: 'POST', path: '/api/v1/shipping/*/getpickuppoints', status: 401 });
    await searchAddress(page, 'Bruxelles');
    await signInThroughModal(page);
    await expect(page.locator('dialog.login-modal')).toHaveCount(0);
    // The page comes back signed in; the modal opens again and runs the search as it was typed.
    await expect(page.locator('.pickup-slot[data-widget-mounted~="pickup-point"]')).toHaveCount(1);
    await expect(pickupModal(page).getByLabel('Adresse ou ville')).toHaveValue('Bruxelles');
    await expect(points(page)).toHaveCount(14);
    expect(await lastSearch(page)).toMatchObject({ Address: 'Bruxelles', PostalCode: '1000' });
    await expect(page.locator('.vitrine-error-modal')).toHaveCount(0);
  });

  test('a 401 on saving the point opens the login modal; after logging in the point is listed and selected again', async ({
    page,
    vitrine,
  }) => {
    await cartWithPickup(page);
    await openPickupModal(page);
    const { id, choose } = await chooseThirdPoint(page, vitrine, 401);
    await signInThroughModal(page);
    await expect(page.locator('dialog.login-modal')).toHaveCount(0);
    // The page comes back signed in; the modal shows the same search with the same point selected.
    await expect(pickupModal(page).getByLabel('Adresse ou ville')).toHaveValue('Liège');
    await expect(points(page)).toHaveCount(14);
    await expect(pickupModal(page).locator(`input[value="${id}"]`)).toBeChecked();
    expect((await serverCart(page)).PickupPoint).toBeFalsy();
    await choose.click();
    await expect(pickupModal(page)).toHaveCount(0);
    expect((await serverCart(page)).PickupPoint).toMatchObject({ ExternalPickupPointRef: id });
  });

  test('a slow answer shows the searching state, then the list', async ({ page, vitrine }) => {
    await cartWithPickup(page);
    await openPickupModal(page);
    await vitrine.faults({ method: 'POST', path: '/api/v1/shipping/*/getpickuppoints', delay: 1500 });
    await searchAddress(page, 'Bruxelles');
    await expect(pickupModal(page).locator('.pickup-modal__status')).toHaveText(
      'Recherche des points de retrait…',
    );
    await expect(points(page)).toHaveCount(14);
    await expect(pickupModal(page).locator('.pickup-modal__status')).toHaveText(
      '14 points de retrait trouvés',
    );
  });

  test('a newer search aborts the older one: only the newer answer is shown', async ({ page, vitrine }) => {
    await cartWithPickup(page);
    await openPickupModal(page);
    await vitrine.faults({ method: 'POST', path: '/api/v1/shipping/*/getpickuppoints', delay: 1500 });
    const failed: string[] = [];
    page.on('requestfailed', (r) => {
      if (SEARCH.test(r.url())) failed.push(r.failure()?.errorText ?? '');
    });
    await searchAddress(page, 'Bruxelles');
    await expect(pickupModal(page).locator('.pickup-modal__status')).toHaveText(
      'Recherche des points de retrait…',
    );
    await searchAddress(page, 'Gand');
    await expect(points(page)).toHaveCount(14);
    await expect(pickupModal(page).locator('.pickup-point__address').first()).toContainText('9000 Gand');
    await page.waitForTimeout(1800);
    await expect(pickupModal(page).locator('.pickup-point__address').first()).toContainText('9000 Gand');
    expect(failed).toEqual(['net::ERR_ABORTED']);
  });

  test('the geocoder down: logged only, the search goes on with the typed address', async ({
    page,
    vitrine,
  }) => {
    await cartWithPickup(page);
    await openPickupModal(page);
    await vitrine.faults({ method: 'GET', path: '/api/v1/geocoder/*', status: 500, times: 10 });
    const warnings: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'warning') warnings.push(m.text());
    });
    await searchAddress(page, 'Rue Neuve');
    await expect(points(page)).toHaveCount(14);
    expect(await lastSearch(page)).toMatchObject({ Address: 'Rue Neuve', PostalCode: '' });
    await expect(page.locator('.vitrine-error-modal')).toHaveCount(0);
    await expect(page.locator('.vitrine-growl__item--error')).toHaveCount(0);
    expect(warnings.some((w) => w.includes('geocoding failed'))).toBe(true);
  });

  test('the map failing to load leaves the list working', async ({ page, vitrine }) => {
    void vitrine;
    await cartWithPickup(page);
    await page.route(`**/dist/chunks/${chunkOf('node_modules/leaflet/')}`, (route) => route.abort());
    await openPickupModal(page);
    await searchAddress(page, 'Bruxelles');
    await expect(points(page)).toHaveCount(14);
    await expect(pickupModal(page)).toContainText('La carte n’a pas pu être chargée');
  });

  test("the modal's code failing to load takes the customer to the search page, reported as a widget error", async ({
    page,
    vitrine,
  }) => {
    await cartWithPickup(page);
    await page.route(`**/dist/chunks/${chunkOf('widgets/pickup-point/openModal.tsx')}`, (route) =>
      route.abort(),
    );
    const failures: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error') failures.push(m.text());
    });
    await page.getByRole('link', { name: 'Choisir un point relais' }).click();
    await expect(page).toHaveURL(/\/fr\/shippings\/pickuppoint\/search\?shippingMethodId=4&/);
    await expect(page.getByRole('heading', { name: 'Choisir un point relais' })).toBeVisible();
    await page.locator('.pickup-search__form').getByLabel('Code postal').fill('9000');
    await page.locator('.pickup-search__form').getByRole('button', { name: 'Rechercher' }).click();
    await expect(page.getByRole('radio')).toHaveCount(14);
    expect(failures.some((f) => f.includes('"pickup-point": the modal could not load'))).toBe(true);
    void vitrine;
  });

  test("a slot removed while the modal's code loads opens no modal", async ({ page, vitrine }) => {
    void vitrine;
    await cartWithPickup(page);
    const release = await holdChunk(page, 'widgets/pickup-point/openModal.tsx');
    await page.getByRole('link', { name: 'Choisir un point relais' }).click();
    await page.locator('.pickup-slot').evaluate((slot) => slot.remove());
    await expect(page.locator('[data-widget~="pickup-point"]')).toHaveCount(0);
    release();
    await page.waitForResponse((r) => r.url().includes(chunkOf('widgets/pickup-point/openModal.tsx')));
    // The chunk has run (its modal's module is evaluated) and a few tasks went by: still no modal.
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 300)));
    await expect(page.locator('dialog[open]')).toHaveCount(0);
  });
});

test.describe('pickup point search without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test('the search page searches, lists (drop-off time, extra charge) and chooses with plain forms', async ({
    page,
    vitrine,
  }) => {
    void vitrine;
    await page.request.post('/__fixtures/cart', {
      data: { lines: [{ ProductVariantId: 100202, Quantity: 1 }] },
    });
    await page.goto(
      '/fr/shippings/pickuppoint/search?shippingMethodId=4&carrierGatewayId=10&countryId=1&city=&postCode=&address=',
    );
    await expect(page.getByRole('heading', { name: 'Choisir un point relais' })).toBeVisible();
    const form = page.locator('.pickup-search__form');
    await form.getByLabel('Code postal').fill('9000');
    await form.getByRole('button', { name: 'Rechercher' }).click();
    await expect(page.getByRole('radio')).toHaveCount(14);
    // Each point with its latest drop-off time; the extra charge where the carrier says so (seeded:
    // every city's 2nd relay point, indicator Y; the 1st, N).
    const point = (id: string) =>
      page.locator('.pickup-search__point').filter({ has: page.locator(`input[value="${id}"]`) });
    await expect(page.locator('.pickup-search__drop-off')).toHaveCount(14);
    await expect(point('RELAYPOINT-BE-9000-2').locator('.pickup-search__drop-off')).toHaveText(
      /^Dépôt au plus tard à \d\d:\d\d$/,
    );
    await expect(point('RELAYPOINT-BE-9000-2').locator('.pickup-search__charge')).toHaveText(
      'Un supplément peut être facturé pour ce point de retrait.',
    );
    await expect(point('RELAYPOINT-BE-9000-1').locator('.pickup-search__charge')).toHaveCount(0);
    await page.getByRole('radio').nth(2).check();
    await page.locator('.pickup-search__points').getByRole('button', { name: 'Choisir' }).click();
    await expect(page).toHaveURL(/\/fr\/shoppingcarts$/);
    await expect(page.locator('.pickup-slot__chosen')).toContainText('9000 Gand');
  });
});
