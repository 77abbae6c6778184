import { expect, type Page } from '@playwright/test';
import { openCart, seedCart, VARIANT } from '../../../support/cart.ts';
import { signIn } from '../../../support/lists.ts';
import type { Flow } from '../flow.ts';

const quantity = (page: Page) => page.locator('.cart-line').first().getByRole('spinbutton');
const couponField = (page: Page) => page.getByLabel('Code promo');
const city = (page: Page) => page.getByRole('combobox', { name: 'Code postal ou ville' });

/** A cart of two lines, its page open with the island on screen. */
async function cartOfTwo(page: Page): Promise<void> {
  await seedCart(page, [
    { ProductVariantId: VARIANT.degressive, Quantity: 2 },
    { ProductVariantId: VARIANT.other, Quantity: 1 },
  ]);
  await openCart(page);
}

/** The cart page's actions: quantities, removal, shipping, countries, city, coupons; the mini cart. */
export const cartFlows: Flow[] = [
  {
    name: 'cart page: a quantity typed',
    setup: cartOfTwo,
    async act(page) {
      await quantity(page).fill('7');
      await quantity(page).press('Enter');
    },
    typed: (page) => ({ field: quantity(page), value: '7' }),
  },
  {
    name: 'cart page: a line removed',
    setup: cartOfTwo,
    act: (page) =>
      page
        .locator('.cart-line')
        .first()
        .getByRole('button', { name: /Retirer/ })
        .click(),
  },
  {
    name: 'cart page: a shipping method chosen',
    setup: cartOfTwo,
    act: (page) => page.getByRole('radio', { name: /Express 24 h/ }).click(),
  },
  {
    name: 'cart page: the shipping country chosen',
    setup: cartOfTwo,
    act: (page) =>
      page
        .getByLabel('Pays de livraison')
        .selectOption({ label: 'Deutschland' })
        .then(() => {}),
  },
  {
    name: 'cart page: the billing country chosen',
    setup: cartOfTwo,
    act: (page) =>
      page
        .getByLabel('Pays de facturation')
        .selectOption({ label: 'France' })
        .then(() => {}),
  },
  {
    name: 'cart page: a postal code typed',
    setup: cartOfTwo,
    act: (page) => city(page).pressSequentially('4000', { delay: 30 }),
    typed: (page) => ({ field: city(page), value: '4000' }),
  },
  {
    name: 'cart page: a city chosen',
    async setup(page) {
      await cartOfTwo(page);
      await city(page).pressSequentially('4000', { delay: 30 });
      await expect(page.getByRole('option', { name: '4000 Liège' })).toBeVisible();
    },
    async act(page) {
      await city(page).press('ArrowDown');
      await city(page).press('Enter');
    },
  },
  {
    name: 'cart page: a coupon applied',
    setup: cartOfTwo,
    async act(page) {
      await couponField(page).fill('bienvenue10');
      await page.getByRole('button', { name: 'Appliquer' }).click();
    },
    // Once applied, the code is the tag's and the field is free for another.
    typed: (page) => ({
      field: couponField(page),
      value: 'bienvenue10',
      takenInto: page.locator('.cart-coupon__tag'),
    }),
  },
  {
    name: 'cart page: the coupon removed',
    async setup(page) {
      await cartOfTwo(page);
      await couponField(page).fill('bienvenue10');
      await page.getByRole('button', { name: 'Appliquer' }).click();
      await expect(page.locator('[data-cart-discount]')).toBeVisible();
    },
    act: (page) => page.getByRole('button', { name: 'Retirer le coupon' }).click(),
  },
  {
    name: 'cart page: the coupon list',
    setup: cartOfTwo,
    act: (page) => page.getByRole('link', { name: 'Voir les coupons disponibles' }).click(),
  },
  {
    name: 'cart page: a signed-in customer’s coupons',
    async setup(page) {
      await seedCart(page, [{ ProductVariantId: VARIANT.degressive, Quantity: 2 }]);
      await signIn(page, '/fr/');
    },
    act: (page) => openCart(page),
  },
  {
    name: 'mini cart: the panel opened',
    async setup(page) {
      await seedCart(page, [{ ProductVariantId: VARIANT.degressive, Quantity: 2 }]);
      await page.goto('/fr/');
      await expect(page.locator('.mini-cart[data-widget-mounted~="mini-cart"]')).toHaveCount(1);
    },
    act: (page) => page.getByRole('button', { name: 'Aperçu du panier' }).click(),
  },
  {
    name: 'cart page: the VAT country chosen',
    async setup(page) {
      await seedCart(page, [{ ProductVariantId: VARIANT.degressive, Quantity: 2 }]);
      await page.goto('/fr/shoppingcarts');
      await expect(page.locator('[data-widget-mounted~="sales-tax-country"]')).toHaveCount(1);
    },
    act: (page) =>
      page
        .getByLabel('Pays de TVA')
        .selectOption('FR')
        .then(() => {}),
  },
];
