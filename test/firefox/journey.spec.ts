import type { Page } from 'puppeteer-core';
import { describe, expect, it } from 'vitest';
import { CARD_FIELDS, CARDS } from '../support/testCards.ts';
import { choosePickupPoint } from './pickupModal.ts';
import { call, connectFirefox, newVisitor, open } from './shop.ts';
import {
  addressIs,
  addressOf,
  at,
  clickShown,
  eventually,
  gone,
  reachFor,
  shown,
  textOf,
  until,
} from './wait.ts';

const firefox = connectFirefox();

/** The server's cart, as GET /api/v1/shoppingcarts answers it. */
interface Cart {
  ItemsCount: number;
  Items: { Quantity: number }[];
  ShippingMethodId: number;
  PickupPoint?: { PickupPointName: string };
}
const serverCart = (page: Page) => call<Cart>(page, '/api/v1/shoppingcarts');

/** A new customer answers the consent banner, opens the T-shirts from the menu and ticks a brand. */
async function browseToProduct(page: Page): Promise<void> {
  await open(page, '/fr/');
  await shown(page, '.consent-banner');
  await at(page, '.consent-banner button::-p-text(Tout refuser)').click();
  await gone(page, '.consent-banner');
  await clickShown(page, '.main-nav a[href="/fr/catalog?categoryId=1"]');
  await addressIs(page, /categoryId=1/);
  await at(page, 'fieldset[data-facet="Brands"] label[for="facet-Brands-2"]').click();
  await addressIs(page, /filter=/);
  expect(JSON.parse(new URL(await addressOf(page)).searchParams.get('filter') ?? '{}')).toEqual({
    Brands: [2],
  });
  await at(page, '.product-card a[href$="/catalog/products/1004"]').click();
  await addressIs(page, /\/catalog\/products\/1004/);
}

/** Another size, added to the cart; the dialog names it and leads to the cart. */
async function addAnotherSize(page: Page): Promise<string> {
  await shown(page, '[data-widget-mounted~="add-to-cart"]');
  await at(page, 'label[for="VariantValueId2-203"]').click();
  const size = (await textOf(page, 'label[for="VariantValueId2-203"]')) ?? '';
  await until(
    page,
    (s) => document.querySelector('[data-bind="VariantLabel"]')?.textContent?.includes(s),
    {},
    size,
  );
  const variant = (await textOf(page, '[data-bind="VariantLabel"]')) ?? '';
  await at(page, '[data-widget-mounted~="add-to-cart"] button[type="submit"]').click();
  await shown(page, 'dialog.add-to-cart-dialog[open]');
  expect(await textOf(page, 'dialog.add-to-cart-dialog[open] dd')).toBeTruthy();
  await at(page, 'dialog.add-to-cart-dialog[open] a[href$="/shoppingcarts"]').click();
  await addressIs(page, /\/fr\/shoppingcarts$/);
  return variant;
}

/** In the cart: two of them, the welcome coupon and a relay point in Namur. */
async function settleTheCart(page: Page): Promise<void> {
  await reachFor(page, 'form.cart-form', 'cart-page');
  const quantity = at(page, '.cart-line input[type="number"]');
  await quantity.fill('2');
  await page.keyboard.press('Tab');
  await until(page, () => document.querySelector('[data-cart-count]')?.textContent?.trim() === '2');
  await eventually(
    () => serverCart(page),
    (cart) => cart.Items[0]?.Quantity === 2,
  );
  await at(page, 'input[name="CouponCode"], #CouponCode').fill('BIENVENUE10');
  await at(page, 'button::-p-text(Appliquer)').click();
  await shown(page, 'button[aria-label="Retirer le coupon BIENVENUE10"]');
  await choosePickupPoint(page, 'Namur');
  await until(page, () => document.querySelector('.pickup-slot__chosen')?.textContent?.includes('Namur'));
}

/** The guest's e-mail and billing address, typed. */
const GUEST = {
  GuestEmail: 'lou.martin@client.test',
  BillingFirstName: 'Lou',
  BillingLastName: 'Martin',
  BillingStreet1: 'Rue Neuve',
  BillingHouseNumber: '3',
  BillingPostalCode: '1000',
  BillingCity: 'Bruxelles',
};

/** As a guest: the address, the card that asks for 3-D Secure, the terms; the bank's code, then the confirmation. */
async function checkoutAsGuest(page: Page): Promise<void> {
  await at(page, 'a[href$="/checkout"]').click();
  await addressIs(page, /\/fr\/checkout$/);
  await reachFor(page, 'form.checkout-form', 'checkout');
  for (const [id, value] of Object.entries(GUEST)) await at(page, `#${id}`).fill(value);
  await at(page, 'input[name="PaymentMethod"][value="Card"]').click();
  await shown(page, '[data-card-field="number"]');
  const card: Record<string, string> = { number: CARDS.challenge, ...CARD_FIELDS };
  for (const [field, value] of Object.entries(card)) {
    const control = await page.$(`[data-card-field="${field}"]`);
    if (control && (await control.isVisible())) await at(page, `[data-card-field="${field}"]`).fill(value);
  }
  await at(page, '#AcceptTerms').click();
  await at(page, 'button.checkout-form__submit').click();
  await shown(page, 'dialog[data-payment-challenge]');
  await at(page, 'dialog[data-payment-challenge] input[autocomplete="one-time-code"]').fill('1234');
  await page.keyboard.press('Enter');
  await addressIs(page, /\/fr\/checkout\/confirmation\/\d+$/, 20_000);
}

describe('in Firefox, a new customer buys', () => {
  it('from the consent banner through a facet, a size, the cart, a coupon and a relay point to a 3-D Secure card and the confirmation', async () => {
    const { context, page, problems } = await newVisitor(firefox(), { banner: true });
    try {
      await browseToProduct(page);
      const variant = await addAnotherSize(page);
      await settleTheCart(page);
      const point = (await serverCart(page)).PickupPoint?.PickupPointName ?? '';
      expect(point).not.toBe('');
      await checkoutAsGuest(page);
      expect(await textOf(page, '.order-number')).toMatch(/^CMD-/);
      expect(await textOf(page, '.order-summary__variant')).toBe(variant);
      expect(await textOf(page, '.order-summary__pickup')).toContain(point);
      expect(await textOf(page, '.order-summary__discount')).toMatch(/^-\d+,\d\d\u00a0€$/);
      expect((await serverCart(page)).ItemsCount).toBe(0);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
