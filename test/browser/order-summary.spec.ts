import type { Locator, Page } from '@playwright/test';
import { seedCart, serverCart, VARIANT } from '../support/cart.ts';
import { placeButton } from '../support/checkout.ts';
import { signIn } from '../support/lists.ts';
import { PICKUP_METHOD } from '../support/pickup.ts';
import { expect, test } from '../support/test.ts';

/** A call to the shop's API from the page, with the page's anti-forgery token. */
async function apiPost(page: Page, path: string, body: Record<string, unknown>): Promise<void> {
  const status = await page.evaluate(
    async ({ path, body }) => {
      const token = JSON.parse(document.getElementById('vitrine-settings')?.textContent ?? '{}').csrfToken;
      const response = await fetch(path, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', RequestVerificationToken: token },
        body: JSON.stringify(body),
      });
      return response.status;
    },
    { path, body },
  );
  expect(status).toBe(200);
}

const POINT = {
  ShippingMethodId: PICKUP_METHOD.relay,
  PickupPointName: 'Relais Gare du Midi',
  ExternalPickupPointRef: 'RELAYPOINT-BE-1060-1',
  ShippingStreet1: 'Avenue Fonsny 47',
  ShippingPostalCode: '1060',
  ShippingCity: 'Saint-Gilles',
  ShippingCountryId: 1,
  PickupPointId: null,
};

/** An amount shown as "12,50 €", in cents. */
const cents = async (locator: Locator) =>
  Math.round(Number((await locator.innerText()).replace(/[^\d,-]/g, '').replace(',', '.')) * 100);

/** What a summary shows, checked against the cart the customer had. */
async function expectTruthfulSummary(
  summary: Locator,
  cart: { Items: { VariantLabel: string; ProductVariantId: number }[] },
) {
  const lines = summary.locator('.order-summary__line');
  await expect(lines).toHaveCount(cart.Items.length);
  for (const [index, item] of cart.Items.entries()) {
    const line = lines.nth(index);
    await expect(line.locator('.order-summary__variant')).toHaveText(item.VariantLabel);
    await expect(line.locator('img')).toHaveAttribute('src', new RegExp(`/${item.ProductVariantId}/`));
  }
  await expect(summary.locator('dt', { hasText: 'Réduction (BIENVENUE10)' })).toHaveCount(1);
  await expect(summary.locator('.order-summary__method')).toHaveText('Point relais');
  await expect(summary.locator('.order-summary__pickup')).toHaveText(
    'Relais Gare du Midi, Avenue Fonsny 47, 1060 Saint-Gilles',
  );
  await expect(summary.locator('dt', { hasText: 'Total TTC' })).toHaveCount(1);
  const excl = await cents(summary.locator('.order-summary__excl'));
  const vat = await cents(summary.locator('.order-summary__vat'));
  const incl = await cents(summary.locator('.order-summary__total'));
  expect(vat).toBeGreaterThan(0);
  expect(excl + vat).toBe(incl);
  return summary.locator('.order-summary__totals').innerText();
}

test.describe('order summaries', () => {
  test('the checkout, the confirmation and the order page show the lines with variant and picture, the coupon, the shipping method, the pickup point and totals that add up', async ({
    page,
  }) => {
    await seedCart(page, [
      { ProductVariantId: VARIANT.degressive, Quantity: 2 },
      { ProductVariantId: VARIANT.lowStock, Quantity: 1 },
    ]);
    await signIn(page, '/fr/');
    await apiPost(page, '/api/v1/shoppingcarts/coupon', { CouponCode: 'BIENVENUE10' });
    await apiPost(page, '/api/v1/shoppingcarts/externalpickuppoint', POINT);
    const cart = await serverCart(page);
    await page.goto('/fr/checkout');
    await expect(page.locator('form[data-widget-mounted~="checkout"]')).toHaveCount(1);
    const atCheckout = await expectTruthfulSummary(page.locator('.checkout-summary'), cart);

    await page.locator('#AcceptTerms').check();
    await placeButton(page).click();
    await expect(page).toHaveURL(/\/fr\/checkout\/confirmation\/\d+$/);
    const confirmed = await expectTruthfulSummary(page.locator('.order-summary'), cart);
    expect(confirmed).toBe(atCheckout);

    await page.getByRole('link', { name: 'Voir la commande' }).click();
    await expect(page).toHaveURL(/\/fr\/sales\/order\/\d+$/);
    expect(await expectTruthfulSummary(page.locator('.order-summary'), cart)).toBe(atCheckout);
    await expect(page.getByRole('heading', { name: 'Votre point de retrait' })).toBeVisible();
    await expect(page.locator('address')).toContainText('Relais Gare du Midi');
    await expect(page.locator('address')).toContainText('Avenue Fonsny 47');
  });
});

test.describe('what the cart shows on the way', () => {
  test('the add-to-cart dialog names the chosen variant and says its total counts the shipping', async ({
    page,
  }) => {
    await page.goto('/fr/catalog/products/1001');
    await expect(page.locator('[data-widget-mounted~="product-variants"]')).toHaveCount(1);
    await expect(page.locator('[data-widget-mounted~="add-to-cart"]')).toHaveCount(1);
    await page.getByRole('radio', { name: 'M', exact: true }).check();
    const label = page.locator('[data-bind="VariantLabel"]');
    // The size ends the label ("Marine / M"): "M" alone is also in "Marine".
    await expect(label).toHaveText(/\/ M$/);
    const variant = await label.innerText();
    await page.getByRole('button', { name: 'Ajouter au panier' }).click();
    const dialog = page.locator('dialog.add-to-cart-dialog');
    await expect(dialog.locator('dt', { hasText: 'Variante' }).locator('+ dd')).toHaveText(variant);
    await expect(dialog.locator('dt', { hasText: 'Total du panier (livraison comprise)' })).toHaveCount(1);
  });

  test('the mini cart shows each line with its picture and variant, and the shipping its total counts', async ({
    page,
  }) => {
    const cart = await seedCart(page, [{ ProductVariantId: VARIANT.degressive, Quantity: 2 }]);
    const line = (await serverCart(page)).Items[0];
    await page.goto('/fr/');
    await expect(page.locator('.mini-cart[data-widget-mounted~="mini-cart"]')).toHaveCount(1);
    await page.getByRole('button', { name: 'Aperçu du panier' }).click();
    const panel = page.locator('#mini-cart-panel');
    await expect(panel.locator('.mini-cart__variant')).toHaveText(line.VariantLabel);
    await expect(panel.locator('.mini-cart__item img')).toHaveAttribute('src', line.ImageUrl);
    await expect(panel.locator('.mini-cart__method')).toHaveText('Livraison standard');
    await expect(panel.locator('dt', { hasText: 'Total TTC (livraison comprise)' })).toHaveCount(1);
    await expect(panel.locator('.mini-cart__incl')).toHaveText(
      cart.AmountTaxInclHtml.replace(/&nbsp;/g, '\u00a0'),
    );
  });
});
