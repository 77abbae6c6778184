import { seedCart, VARIANT } from '../support/cart.ts';
import { openCheckout, placeButton } from '../support/checkout.ts';
import { skipConsentBanner } from '../support/consent.ts';
import { signIn } from '../support/lists.ts';
import { CARDS, fillCard } from '../support/payment.ts';
import { measurePhoneLayout } from '../support/phoneLayout.ts';
import { expect, type Page, test } from '../support/test.ts';

test.use({ viewport: { width: 375, height: 812 }, hasTouch: true });

/** Opens a page and waits for the header's menu, so the phone header has its final shape. */
async function openOnPhone(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.locator('[data-widget-mounted~="main-nav"]')).toHaveCount(1);
}

/** Asserts what a phone customer needs on every page: no sideways scroll, a compact header, targets a finger can hit. */
async function expectPhoneFriendly(page: Page, { menuOpen = false } = {}): Promise<void> {
  const layout = await measurePhoneLayout(page);
  expect(layout.scrollWidth, 'the page scrolls sideways').toBeLessThanOrEqual(375);
  if (!menuOpen) expect(layout.headerHeight, 'the header takes too much of the screen').toBeLessThan(120);
  expect(layout.crampedTargets, 'targets under 24 px with a neighbour too close').toEqual([]);
}

test.describe('a phone, 375 px wide', () => {
  test.beforeEach(async ({ page, vitrine }) => {
    void vitrine;
    await skipConsentBanner(page);
  });

  for (const [name, path] of [
    ['home', '/fr/'],
    ['login', '/fr/security/login'],
    ['product', '/fr/catalog/products/1502'],
  ] as const) {
    test(`the ${name} page fits the screen, its header is one compact row and its targets are finger-sized`, async ({
      page,
    }) => {
      await openOnPhone(page, path);
      await expectPhoneFriendly(page);
    });
  }

  test('the signed-in header fits the screen, with the account, the wish lists and the cart in one row', async ({
    page,
  }) => {
    await signIn(page, '/fr/security/account');
    await expect(page.locator('[data-widget-mounted~="main-nav"]')).toHaveCount(1);
    await expectPhoneFriendly(page);
    await expect(page.locator('.wishlist-link')).toBeVisible();
    await expect(page.locator('.logoff-form button')).toBeHidden();
  });

  test('the menu holds the languages and, signed in, the greeting and log-off', async ({ page }) => {
    await signIn(page, '/fr/');
    await expect(page.locator('[data-widget-mounted~="main-nav"]')).toHaveCount(1);
    await expect(page.locator('.language-switch')).toBeHidden();
    await page.locator('.main-nav__burger').click();
    await expect(page.locator('.language-switch a[hreflang="nl"]')).toBeVisible();
    await expect(page.locator('.logoff-form button')).toBeVisible();
    await expectPhoneFriendly(page, { menuOpen: true });
  });

  test('the cart page with lines fits the screen', async ({ page }) => {
    await seedCart(page, [{ ProductVariantId: VARIANT.degressive, Quantity: 2 }]);
    await openOnPhone(page, '/fr/shoppingcarts');
    await expect(page.locator('form[data-widget-mounted~="cart-page"]')).toHaveCount(1);
    await expectPhoneFriendly(page);
  });

  test("the cart page's server HTML fits the screen before the island, and without JavaScript", async ({
    page,
    browser,
    baseURL,
  }) => {
    await seedCart(page, [{ ProductVariantId: VARIANT.degressive, Quantity: 2 }]);
    const cookies = await page.context().cookies();
    const context = await browser.newContext({
      ...(baseURL ? { baseURL } : {}),
      viewport: { width: 375, height: 812 },
      hasTouch: true,
      isMobile: true,
      javaScriptEnabled: false,
    });
    await context.addCookies(cookies);
    const plain = await context.newPage();
    await plain.goto('/fr/shoppingcarts');
    await expect(plain.locator('.cart-table tbody tr')).toHaveCount(1);
    const layout = await measurePhoneLayout(plain);
    expect(layout.scrollWidth, 'the page scrolls sideways').toBeLessThanOrEqual(375);
    await context.close();
  });

  test('the checkout fits the screen', async ({ page }) => {
    await openCheckout(page);
    await expectPhoneFriendly(page);
  });

  test('the listing shows its first product on the first screen, the facets behind a Filters button', async ({
    page,
  }) => {
    await openOnPhone(page, '/fr/catalog');
    await expect(page.locator('[data-widget-mounted~="filter-panel"]')).toHaveCount(1);
    const card = await page.locator('.product-card').first().boundingBox();
    expect(card?.y).toBeLessThan(812 - 100);
    await expect(page.locator('.facets')).toBeHidden();
    await expectPhoneFriendly(page);
    await page.getByRole('button', { name: 'Filtres' }).click();
    const dialog = page.getByRole('dialog', { name: 'Filtres' });
    await expect(dialog.locator('.facets')).toBeVisible();
    await expectPhoneFriendly(page);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });

  test('a facet ticked in the Filters panel reloads the listing with the panel still open and focus on that facet', async ({
    page,
  }) => {
    await openOnPhone(page, '/fr/catalog');
    await expect(page.locator('[data-widget-mounted~="filter-panel"]')).toHaveCount(1);
    // The facets' island comes with the first touch or key on them, in the panel.
    await page.getByRole('button', { name: 'Filtres' }).click();
    const box = page.locator('fieldset[data-facet="Brands"] input[type="checkbox"]').first();
    const id = await box.getAttribute('id');
    await box.focus();
    await page.keyboard.press('Space');
    await expect(page).toHaveURL(/filter=/);
    await expect(page.locator('.filter-tag')).toHaveCount(1);
    await expect(page.getByRole('dialog', { name: 'Filtres' })).toBeVisible();
    await expect(page.locator(`#${id}`)).toBeFocused();
    await expect(page.locator(`#${id}`)).toBeChecked();
  });

  test('the 3-D Secure dialog lies within the screen, its buttons styled and finger-sized', async ({
    page,
  }) => {
    await openCheckout(page);
    await page.getByLabel('Carte bancaire').check();
    await page.getByLabel("J'accepte les conditions générales de vente").check();
    await fillCard(page, CARDS.challenge);
    await placeButton(page).click();
    const dialog = page.locator('dialog[data-payment-challenge]');
    await expect(dialog).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('challenge-375.png') });
    const box = await dialog.boundingBox();
    expect(box?.x).toBeGreaterThanOrEqual(0);
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(375);
    for (const name of ['Annuler', 'Confirmer']) {
      const button = dialog.getByRole('button', { name });
      const size = await button.boundingBox();
      expect(size?.height).toBeGreaterThanOrEqual(24);
      expect(await button.evaluate((el) => getComputedStyle(el).borderRadius)).not.toBe('0px');
    }
    await expectPhoneFriendly(page, { menuOpen: true });
  });
});
