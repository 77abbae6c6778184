import type { Locator, Page } from '@playwright/test';
import { seedCart, serverCart, VARIANT } from '../support/cart.ts';
import { openCheckout } from '../support/checkout.ts';
import { holdChunk } from '../support/chunks.ts';
import { DEMO } from '../support/lists.ts';
import { PICKUP_METHOD, pickupModal, searchAndList } from '../support/pickup.ts';
import { expect, test } from '../support/test.ts';

/**
 * The slot's control is on screen between the chosen method and the method after it, in the page's
 * order and on the page: the customer sees where to choose the point next to the choice that asks for it.
 */
async function expectRightAfterChosen(control: Locator) {
  // Read in one go in the page: the checkout's fresh copy may replace the methods meanwhile.
  await expect(async () => {
    const place = await control.evaluate((el) => {
      const chosen = document.querySelector('.checkout-shipping__method:has(input:checked)');
      let next = chosen?.nextElementSibling;
      while (next && !next.classList.contains('checkout-shipping__method')) next = next.nextElementSibling;
      if (!chosen || !next) return undefined;
      const [top, below, after] = [chosen, el, next].map((node) => node.getBoundingClientRect().top);
      return {
        order: [
          Boolean(chosen.compareDocumentPosition(el) & Node.DOCUMENT_POSITION_FOLLOWING),
          Boolean(next.compareDocumentPosition(el) & Node.DOCUMENT_POSITION_PRECEDING),
        ],
        onScreen: (below ?? 0) > (top ?? 0) && (below ?? 0) < (after ?? 0),
      };
    });
    expect(place).toEqual({ order: [true, true], onScreen: true });
  }).toPass();
}

/** The chosen method's row (its radio, its label, its "i" and, before the island, its pickup link). */
const chosenRow = (page: Page) => page.locator('.checkout-shipping__method:has(input:checked)');

test.describe('checkout pickup slot', () => {
  test('a pickup method shows its slot; the saved point reloads the checkout with it and nothing typed lost', async ({
    page,
    vitrine,
  }) => {
    await openCheckout(page);
    await page.locator('#AcceptTerms').check();
    await page.getByRole('radio', { name: /^Express 24 h/ }).click();
    // A method without a carrier has an empty slot.
    await expect(page.getByRole('link', { name: 'Choisir un point relais' })).toHaveCount(0);
    await page.getByRole('radio', { name: /^Point relais/ }).click();
    await expect.poll(async () => (await serverCart(page)).ShippingMethodId).toBe(PICKUP_METHOD.relay);
    const slot = page.locator(`.checkout-pickup-slot[data-shipping-method-id="${PICKUP_METHOD.relay}"]`);
    await expect(slot.locator('.pickup-slot[data-widget-mounted~="pickup-point"]')).toHaveCount(1);
    await slot.getByRole('link', { name: 'Choisir un point relais' }).click();
    await expect(pickupModal(page)).toBeVisible();
    await searchAndList(page, 'Namur'); // the modal's own first search (Bruxelles) may answer later
    const first = pickupModal(page).getByRole('radio').first();
    await expect(first).toHaveAccessibleName(/Namur/);
    await first.check();
    await pickupModal(page)
      .getByRole('button', { name: /^Choisir/ })
      .last()
      .click();
    await expect(pickupModal(page)).toHaveCount(0);
    const saved = (await serverCart(page)).PickupPoint;
    expect(saved).toMatchObject({ ShippingMethodId: PICKUP_METHOD.relay, ShippingCity: 'Namur' });
    await expect(page.locator('.checkout-pickup-slot .pickup-slot__chosen')).toContainText(
      saved.PickupPointName,
    );
    await expect(page.locator('form[data-widget-mounted~="checkout"]')).toHaveCount(1);
    await expect(page.locator('#AcceptTerms')).toBeChecked();
    expect(vitrine.consoleErrors).toEqual([]);
  });

  test('a saved point shows in its slot as soon as the save answers, while the checkout’s fresh copy is on its way', async ({
    page,
  }) => {
    await openCheckout(page);
    await page.getByRole('radio', { name: /^Point relais/ }).click();
    await expect.poll(async () => (await serverCart(page)).ShippingMethodId).toBe(PICKUP_METHOD.relay);
    const slot = page.locator(`.checkout-pickup-slot[data-shipping-method-id="${PICKUP_METHOD.relay}"]`);
    await expect(slot.getByText('Aucun point de retrait choisi.')).toBeVisible();
    await slot.getByRole('link', { name: 'Choisir un point relais' }).click();
    await searchAndList(page, 'Namur');
    await pickupModal(page).getByRole('radio').first().check();
    // The checkout's refresh (its draft kept, then its fresh copy) is held: a slow network.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const refreshes: string[] = [];
    await page.route(/\/fr\/checkout$/, async (route) => {
      refreshes.push(route.request().method());
      await held;
      await route.fallback();
    });
    await pickupModal(page)
      .getByRole('button', { name: /^Choisir/ })
      .last()
      .click();
    await expect(pickupModal(page)).toHaveCount(0);
    const saved = (await serverCart(page)).PickupPoint;
    await expect(slot.locator('.pickup-slot__chosen')).toContainText(saved.PickupPointName);
    await expect(slot.locator('.pickup-slot__chosen')).toContainText('Namur');
    await expect(slot.getByText('Aucun point de retrait choisi.')).toHaveCount(0);
    await expect(slot.getByRole('link', { name: 'Changer de point de retrait' })).toBeVisible();
    expect(refreshes.length).toBeGreaterThan(0);
    release();
    // The fresh copy says the same.
    await expect.poll(() => refreshes.includes('GET')).toBe(true);
    await expect(page.locator('form[data-widget-mounted~="checkout"]')).toHaveCount(1);
    await expect(slot.locator('.pickup-slot__chosen')).toContainText(saved.PickupPointName);
  });

  test('after choosing a point the checkout is refreshed in place: same scroll, focus back on the slot, no reload', async ({
    page,
  }) => {
    await openCheckout(page);
    await page.getByRole('radio', { name: /^Point relais/ }).click();
    await expect.poll(async () => (await serverCart(page)).ShippingMethodId).toBe(PICKUP_METHOD.relay);
    const slot = page.locator(`.checkout-pickup-slot[data-shipping-method-id="${PICKUP_METHOD.relay}"]`);
    await expect(slot.locator('.pickup-slot[data-widget-mounted~="pickup-point"]')).toHaveCount(1);
    await page.evaluate(() => document.documentElement.setAttribute('data-no-reload', ''));
    const open = slot.getByRole('link', { name: 'Choisir un point relais' });
    await open.scrollIntoViewIfNeeded();
    const scrolled = await page.evaluate(() => window.scrollY);
    expect(scrolled).toBeGreaterThan(0);
    await open.click();
    await searchAndList(page, 'Namur');
    await pickupModal(page).getByRole('radio').first().check();
    await pickupModal(page)
      .getByRole('button', { name: /^Choisir/ })
      .last()
      .click();
    await expect(page.locator('.checkout-pickup-slot .pickup-slot__chosen')).toContainText('Namur');
    const change = page.locator(`#pickup-open-${PICKUP_METHOD.relay}`);
    await expect(change).toBeFocused();
    await expect(page.locator('html[data-no-reload]')).toHaveCount(1);
    expect(Math.abs((await page.evaluate(() => window.scrollY)) - scrolled)).toBeLessThan(100);
  });

  test('the pickup slot sits right after the chosen method, before the next one, and stays there after a point is chosen', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await openCheckout(page);
    await page.getByRole('radio', { name: /^Point relais/ }).click();
    await expect.poll(async () => (await serverCart(page)).ShippingMethodId).toBe(PICKUP_METHOD.relay);
    const open = page.getByRole('link', { name: 'Choisir un point relais' });
    await expect(open).toBeVisible();
    await expectRightAfterChosen(open);
    // Before the widget mounts the link is the search page's (a full load): wait for the modal's click.
    await expect(page.locator('.pickup-slot[data-widget-mounted~="pickup-point"]')).toHaveCount(1);
    await open.click();
    await searchAndList(page, 'Namur');
    await pickupModal(page).getByRole('radio').first().check();
    await pickupModal(page)
      .getByRole('button', { name: /^Choisir/ })
      .last()
      .click();
    const change = page.getByRole('link', { name: 'Changer de point de retrait' });
    await expect(change).toBeFocused();
    await expectRightAfterChosen(change);
    await page.screenshot({ path: test.info().outputPath('checkout-slot-1280.png') });
    await page.setViewportSize({ width: 375, height: 812 });
    await change.scrollIntoViewIfNeeded();
    await page.screenshot({ path: test.info().outputPath('checkout-slot-375.png') });
  });

  test('a pickup method chosen before the shipping island is there shows its link at once; the island’s slot keeps the focus', async ({
    page,
    vitrine,
  }) => {
    void vitrine;
    const release = await holdChunk(page, 'widgets/checkout-shipping/index.ts');
    await openCheckout(page);
    const methods = page.locator('.checkout-shipping__methods');
    await expect(methods).toHaveAttribute('data-widget-deferred', 'checkout-shipping');
    await page.getByRole('radio', { name: /^Livraison standard/ }).focus();
    for (let i = 0; i < 3; i += 1) await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('radio', { name: /^Point relais/ })).toBeChecked();
    // Tab cannot pass the way to a point unawares: the method's own link is the next stop but one
    // (its "i" first), there at once, while the island's code is still held back.
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    const link = page.getByRole('link', { name: 'Choisir un point relais' });
    await expect(link).toBeFocused();
    await expect(link).toHaveAttribute('href', /\/fr\/shippings\/pickuppoint\/search\?shippingMethodId=4&/);
    await expect(chosenRow(page).getByRole('link', { name: 'Choisir un point relais' })).toBeVisible();
    await expect(methods).toHaveAttribute('data-widget-deferred', 'checkout-shipping');
    release();
    // The island shows the method's slot in the same place, its link taking the focus over.
    const slot = page.locator(`.checkout-pickup-slot[data-shipping-method-id="${PICKUP_METHOD.relay}"]`);
    await expect(slot.locator('a.pickup-slot__open')).toBeFocused();
    await expect(page.locator('.checkout-shipping__pickup-early')).toHaveCount(0);
    await expect.poll(async () => (await serverCart(page)).ShippingMethodId).toBe(PICKUP_METHOD.relay);
    await expect(slot.locator('.pickup-slot[data-widget-mounted~="pickup-point"]')).toHaveCount(1);
    await page.keyboard.press('Enter');
    await expect(pickupModal(page)).toBeVisible();
  });

  test('without JavaScript, a pickup method chosen shows its link; the point chosen leads back to the checkout', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.request.post('/__fixtures/reset');
    await seedCart(page, [{ ProductVariantId: VARIANT.degressive, Quantity: 1 }]);
    await page.goto(`/fr/security/login?returnUrl=${encodeURIComponent('/fr/checkout')}`);
    await page.locator('#login-email').fill(DEMO.email);
    await page.locator('#login-password').fill(DEMO.password);
    await page.locator('form.login-form button[type="submit"]').click();
    await expect(page).toHaveURL(/\/fr\/checkout$/);
    const link = page.getByRole('link', { name: 'Choisir un point relais' });
    await expect(link).toHaveCount(0);
    await page.getByRole('radio', { name: /^Point relais/ }).check();
    await expect(chosenRow(page).getByRole('link', { name: 'Choisir un point relais' })).toBeVisible();
    await expect(link).toHaveAttribute('href', /\/fr\/shippings\/pickuppoint\/search\?shippingMethodId=4&/);
    await link.click();
    await expect(page).toHaveURL(/\/fr\/shippings\/pickuppoint\/search\?/);
    await page.locator('.pickup-search__form').getByLabel('Code postal').fill('9000');
    await page.locator('.pickup-search__form').getByRole('button', { name: 'Rechercher' }).click();
    // The carrier's hours and the distances as the page's language writes them.
    const list = page.locator('.pickup-search__points');
    await expect(list).toContainText(/lundi 09:00–12:30, 13:30–19:00/);
    await expect(list).toContainText(/dimanche Fermé/);
    await expect(list).not.toContainText(/\b(?:Mon|Sun|closed)\b/);
    await expect(list).toContainText(/· \d,\d km/);
    const point = page.locator('.pickup-search__point').nth(2);
    await point.getByRole('radio').check();
    await page.locator('.pickup-search__points').getByRole('button', { name: 'Choisir' }).click();
    await expect(page).toHaveURL(/\/fr\/checkout$/);
    await expect(page.getByRole('radio', { name: /^Point relais/ })).toBeChecked();
    await expect(page.locator('.checkout-pickup-slot:not([hidden]) .pickup-slot__chosen')).toContainText(
      '9000 Gand',
    );
    await context.close();
  });
});
