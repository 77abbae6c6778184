import type { Locator } from '@playwright/test';
import { serverCart } from '../support/cart.ts';
import { skipConsentBanner } from '../support/consent.ts';
import { signIn, signInThroughModal } from '../support/lists.ts';
import { CARDS, fillCard } from '../support/payment.ts';
import { measurePhoneLayout } from '../support/phoneLayout.ts';
import { PICKUP_METHOD, pickupModal, searchAndList } from '../support/pickup.ts';
import { expect, type Page, test } from '../support/test.ts';

const CONFIRMATION = /\/fr\/checkout\/confirmation\/\d+$/;

/** Presses Tab until the focused element matches `selector`, as a keyboard user looks for a control. */
async function tabTo(page: Page, selector: string, max = 150): Promise<void> {
  for (let i = 0; i < max; i += 1) {
    await page.keyboard.press('Tab');
    if (await page.evaluate((s) => document.activeElement?.matches(s) ?? false, selector)) return;
  }
  throw new Error(`${max} Tabs never reached ${selector}`);
}

/** Tabs to a field and types into it. */
async function typeInto(page: Page, selector: string, text: string): Promise<void> {
  await tabTo(page, selector);
  await page.keyboard.type(text);
}

/**
 * Taps a link the way a finger does: the page is scrolled to it first and has come to rest (the
 * navigator drops a tap that lands within 500 ms of a scroll, the tap that stops a fling).
 */
async function tapLink(page: Page, link: Locator): Promise<void> {
  // The region may be refreshed in place meanwhile (the cart page's fresh copy after a pickup
  // point): its link then is the new copy's, found again.
  await expect(async () => link.scrollIntoViewIfNeeded({ timeout: 2000 })).toPass({ timeout: 10_000 });
  await page.waitForTimeout(600);
  await link.tap();
}

/** Focus is on something a keyboard user can act from, never lost to the page's body. */
async function expectFocusKept(page: Page, step: string): Promise<void> {
  await expect
    .poll(() => page.evaluate(() => document.activeElement?.tagName ?? 'none'), {
      message: `focus after ${step}`,
    })
    .not.toMatch(/^(BODY|HTML|none)$/);
}

/** An amount shown as "12,50 €", in cents. */
const cents = async (locator: Locator) =>
  Math.round(Number((await locator.innerText()).replace(/[^\d,-]/g, '').replace(',', '.')) * 100);

/** The confirmation's totals: excluding VAT plus VAT makes the total. */
async function expectTotalsAddUp(summary: Locator): Promise<void> {
  const excl = await cents(summary.locator('.order-summary__excl'));
  const vat = await cents(summary.locator('.order-summary__vat'));
  const incl = await cents(summary.locator('.order-summary__total'));
  expect(vat).toBeGreaterThan(0);
  expect(excl + vat).toBe(incl);
}

test.describe('a guest buys by keyboard alone', () => {
  test('from the consent banner to the confirmation and the offer of an account, focus never lost', async ({
    page,
  }) => {
    await page.goto('/fr/');
    const banner = page.locator('.consent-banner');
    await expect(page.locator('[data-widget-mounted~="consent-dialog"]')).toHaveCount(1);
    await page.keyboard.press('Tab');
    await expect(page.locator('.skip-link')).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(banner.getByRole('button').first()).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(banner.getByRole('button', { name: 'Tout refuser' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(banner).toBeHidden();
    await expectFocusKept(page, 'answering the consent banner');

    await tabTo(page, '.main-nav a[href="/fr/catalog?categoryId=1"]');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/categoryId=1/);
    await expectFocusKept(page, 'opening the T-shirts');
    await tabTo(page, '.product-card a[href*="/catalog/products/"]');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/catalog\/products\/\d+/);
    await expect(page.locator('[data-widget-mounted~="add-to-cart"]')).toHaveCount(1);
    await expectFocusKept(page, 'opening the product');

    await tabTo(page, 'input[name="VariantValueId2"]:checked');
    await page.keyboard.press('ArrowRight');
    const checked = page.locator('input[name="VariantValueId2"]:checked');
    const size = (await page.locator(`label[for="${await checked.getAttribute('id')}"]`).innerText()).trim();
    const label = page.locator('[data-bind="VariantLabel"]');
    await expect(label).toContainText(size);
    const variant = (await label.innerText()).trim();
    await tabTo(page, '[data-widget-mounted~="add-to-cart"] button[type="submit"]');
    await page.keyboard.press('Enter');
    const dialog = page.locator('dialog.add-to-cart-dialog[open]');
    await expect(dialog.locator('dt', { hasText: 'Variante' }).locator('+ dd')).toHaveText(variant);
    await expect(dialog.locator('dt', { hasText: 'Total du panier (livraison comprise)' })).toHaveCount(1);
    await expectFocusKept(page, 'adding to the cart');
    await tabTo(page, 'dialog.add-to-cart-dialog a[href$="/shoppingcarts"]');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/fr\/shoppingcarts$/);
    await expect(page.locator('form[data-widget-mounted~="cart-page"]')).toHaveCount(1);
    await expectFocusKept(page, 'opening the cart');

    await tabTo(page, 'a[href$="/checkout"]');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/fr\/checkout$/);
    await expect(page.locator('form[data-widget-mounted~="checkout"]')).toHaveCount(1);
    await expectFocusKept(page, 'opening the checkout');
    await checkoutAsGuestByKeyboard(page);

    await expect(page).toHaveURL(CONFIRMATION);
    await expectFocusKept(page, 'placing the order');
    const orderNumber = ((await page.locator('.order-number').textContent()) ?? '').trim();
    expect(orderNumber).toMatch(/^CMD-/);
    const summary = page.locator('.order-summary');
    await expect(summary.locator('.order-summary__line')).toHaveCount(1);
    await expect(summary.locator('.order-summary__variant')).toHaveText(variant);
    await expect(summary.locator('.order-summary__method')).toHaveText('Express 24 h');
    await expect(summary.locator('dt', { hasText: 'Total TTC' })).toHaveCount(1);
    await expectTotalsAddUp(summary);
    await expect(summary.locator('.order-summary__shipping')).toHaveText('9,95\u00a0€');
    await expect(summary.locator('.order-summary__line img')).toHaveAttribute('src', /\S/);
    await expect(page.getByRole('button', { name: 'Créer un compte' })).toBeVisible();
    await typeInto(page, 'input[type="password"]:not([name="ConfirmPassword"])', 'motdepasse1');
    await typeInto(page, 'input[name="ConfirmPassword"]', 'motdepasse1');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/fr\/sales\/order\/list\?notice=account$/);
    await expect(page.locator('.site-header')).toContainText('Bonjour Lou');
    await expect(page.locator('main')).toContainText(orderNumber);
    // Signing in loads the whole page: the keyboard starts again at the skip link.
    await page.keyboard.press('Tab');
    await expect(page.locator('.skip-link')).toBeFocused();
  });
});

/** Fills the guest's checkout with the keyboard: e-mail, address, express delivery, the test card, the terms. */
async function checkoutAsGuestByKeyboard(page: Page): Promise<void> {
  await typeInto(page, '#GuestEmail', 'lou.martin@client.test');
  await typeInto(page, '#BillingFirstName', 'Lou');
  await typeInto(page, '#BillingLastName', 'Martin');
  await typeInto(page, '#BillingStreet1', 'Rue Neuve');
  await typeInto(page, '#BillingHouseNumber', '3');
  await typeInto(page, '#BillingPostalCode', '1000');
  await typeInto(page, '#BillingCity', 'Bruxelles');
  await tabTo(page, 'input[name="ShippingMethodId"]');
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('radio', { name: /^Express 24 h/ })).toBeChecked();
  await expect.poll(async () => (await serverCart(page)).ShippingMethodId).toBe(2);
  await tabTo(page, 'input[name="PaymentMethod"]');
  await page.keyboard.press('ArrowDown');
  await expect(page.getByLabel('Carte bancaire')).toBeChecked();
  await typeInto(page, '[data-card-field="number"]', CARDS.authorised);
  await typeInto(page, '[data-card-field="expiry"]', '0330');
  await expect(page.locator('[data-card-field="expiry"]')).toHaveValue('03/30');
  await typeInto(page, '[data-card-field="cvc"]', '737');
  await typeInto(page, '[data-card-field="holderName"]', 'Lou Martin');
  await tabTo(page, '#AcceptTerms');
  await page.keyboard.press('Space');
  await expect(page.locator('#AcceptTerms')).toBeChecked();
  await tabTo(page, 'button.checkout-form__submit');
  await page.keyboard.press('Enter');
}

test.describe('a signed-in customer buys on a phone', () => {
  test.use({ viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: true });

  /** No sideways scroll and a one-row header, with a screenshot to look at. */
  async function expectFits(page: Page, step: string): Promise<void> {
    await page.screenshot({ path: test.info().outputPath(`${step}-375.png`), fullPage: true });
    const layout = await measurePhoneLayout(page);
    expect(layout.scrollWidth, `${step} scrolls sideways`).toBeLessThanOrEqual(375);
    expect(layout.headerHeight, `${step}: the header is not one compact row`).toBeLessThan(120);
  }

  test('with touch: a pickup point, a coupon and a card; the confirmation and the order page show them, no toast left', async ({
    page,
    vitrine,
  }) => {
    void vitrine;
    await skipConsentBanner(page);
    await signIn(page, '/fr/catalog');
    await expect(page.locator('[data-widget-mounted~="filter-panel"]')).toHaveCount(1);
    await expectFits(page, 'listing');
    await expect(page.locator('.facets')).toBeHidden();
    await page.getByRole('button', { name: 'Filtres' }).tap();
    await expect(page.getByRole('dialog', { name: 'Filtres' }).locator('.facets')).toBeVisible();
    await page.keyboard.press('Escape');
    await tapLink(page, page.locator('.product-card a[href*="/catalog/products/"]').first());
    await expect(page).toHaveURL(/\/catalog\/products\/\d+/);
    await expect(page.locator('[data-widget-mounted~="add-to-cart"]')).toHaveCount(1);
    await expectFits(page, 'product');
    await page.getByRole('button', { name: 'Ajouter au panier' }).tap();
    const dialog = page.locator('dialog.add-to-cart-dialog[open]');
    await expect(dialog).toBeVisible();
    await tapLink(page, dialog.locator('a[href$="/shoppingcarts"]'));
    await expect(page.locator('form[data-widget-mounted~="cart-page"]')).toHaveCount(1);
    await expectFits(page, 'cart');

    // The cart's island comes with the first touch on the form; typing a code takes longer than that.
    await page.getByLabel('Code promo').tap();
    await expect(page.locator('form.cart-form')).not.toHaveAttribute('data-widget-deferred');
    await page.getByLabel('Code promo').fill('BIENVENUE10');
    await page.getByRole('button', { name: 'Appliquer' }).tap();
    await expect(page.getByRole('button', { name: 'Retirer le coupon BIENVENUE10' })).toBeVisible();
    await choosePickupPoint(page);
    const toasts = page.locator('.vitrine-growl__item');
    await expect(toasts.filter({ hasText: 'Point de retrait choisi' })).toHaveCount(1);
    const point = (await serverCart(page)).PickupPoint;

    // The cart's notices belong to the cart: the checkout opens without them.
    await tapLink(page, page.locator('a[href$="/checkout"]').first());
    await expect(page.locator('form[data-widget-mounted~="checkout"]')).toHaveCount(1);
    await expect(toasts).toHaveCount(0);
    await expectFits(page, 'checkout');
    await page.getByLabel('Carte bancaire').tap();
    await fillCard(page, CARDS.authorised);
    await page.getByLabel("J'accepte les conditions générales de vente").tap();
    await page.locator('button.checkout-form__submit').scrollIntoViewIfNeeded();
    await page.screenshot({ path: test.info().outputPath('checkout-filled-375.png') });
    await page.locator('button.checkout-form__submit').tap();
    await expect(page).toHaveURL(CONFIRMATION);
    await expectFits(page, 'confirmation');

    const summary = page.locator('.order-summary');
    await expect(summary.locator('.order-summary__pickup')).toContainText(point.PickupPointName);
    await expect(summary.locator('.order-summary__pickup')).toHaveText(
      `${point.PickupPointName}, ${point.ShippingStreet1}, ${point.ShippingPostalCode} ${point.ShippingCity}`,
    );
    await expect(summary.locator('.order-summary__discount')).toHaveText(/^-\d+,\d\d\u00a0€$/);
    await expect(summary.locator('dt', { hasText: 'Réduction (BIENVENUE10)' })).toHaveCount(1);
    await expectTotalsAddUp(summary);
    await expect(toasts).toHaveCount(0);

    await tapLink(page, page.getByRole('link', { name: 'Voir la commande' }));
    await expect(page).toHaveURL(/\/fr\/sales\/order\/\d+$/);
    await expectFits(page, 'order');
    await expect(page.getByRole('heading', { name: 'Votre point de retrait' })).toBeVisible();
    await expect(page.locator('address')).toContainText(point.PickupPointName);
    await expect(page.locator('address')).toContainText(point.ShippingStreet1);
  });
});

/** In the cart: the relay method, the modal, the first point of Namur, by touch. */
async function choosePickupPoint(page: Page): Promise<void> {
  await page.getByRole('radio', { name: /^Point relais/ }).tap();
  await expect.poll(async () => (await serverCart(page)).ShippingMethodId).toBe(PICKUP_METHOD.relay);
  await tapLink(page, page.getByRole('link', { name: 'Choisir un point relais' }));
  await expect(pickupModal(page)).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('pickup-modal-375.png') });
  await searchAndList(page, 'Namur');
  await pickupModal(page).getByRole('radio').first().tap();
  await pickupModal(page)
    .getByRole('button', { name: /^Choisir/ })
    .last()
    .tap();
  await expect(pickupModal(page)).toHaveCount(0);
  await expect(page.locator('.pickup-slot__chosen')).toContainText('Namur');
}

test.describe('a login in the modal', () => {
  test('from the wish-list heart as a guest, the header shows the signed-in customer without a reload', async ({
    page,
    vitrine,
  }) => {
    void vitrine;
    await skipConsentBanner(page);
    await page.goto('/fr/catalog/products/1001');
    await expect(page.locator('[data-widget-mounted~="main-nav"]')).toHaveCount(1);
    await expect(page.locator('.login-link')).toBeVisible();
    await page.evaluate(() => document.documentElement.setAttribute('data-no-reload', ''));
    await page.locator('a.wishlist-heart').click();
    await signInThroughModal(page);
    await expect(page.locator('dialog.login-modal')).toHaveCount(0);
    await expect(page.locator('.site-header')).toContainText('Bonjour Camille');
    await expect(page.locator('.wishlist-link [data-wishlist-count]')).toHaveText('5');
    await expect(page.locator('.login-link')).toHaveCount(0);
    await expect(page.locator('html[data-no-reload]')).toHaveCount(1);
  });
});
