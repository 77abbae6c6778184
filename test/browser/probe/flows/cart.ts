import { expect, type Page } from '@playwright/test';
import { openCart, seedCart, VARIANT } from '../../../support/cart.ts';
import { holdChunk } from '../../../support/chunks.ts';
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

/** The cart page's code held back until released: its server form is the page's meanwhile. */
const heldCartCode = new WeakMap<Page, () => void>();

/**
 * A cart of two lines whose page's code is slow to come (held): after 5 s the server form's Update
 * and Empty buttons show, as on a phone whose bundle is late.
 */
async function cartWithLateCode(page: Page): Promise<void> {
  await seedCart(page, [
    { ProductVariantId: VARIANT.degressive, Quantity: 2 },
    { ProductVariantId: VARIANT.other, Quantity: 1 },
  ]);
  const releasePage = await holdChunk(page, 'widgets/cart-page/');
  const releaseIsland = await holdChunk(page, 'widgets/cart-island/');
  heldCartCode.set(page, () => {
    releasePage();
    releaseIsland();
  });
  await page.goto('/fr/shoppingcarts');
  await expect(page.getByRole('button', { name: 'Vider le panier' })).toBeVisible({ timeout: 10_000 });
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
    // Pressed before the island: taken as its first action, made (after the confirm) once it is there.
    name: 'cart page: the cart emptied before its code came',
    setup: cartWithLateCode,
    async act(page) {
      await page.getByRole('button', { name: 'Vider le panier' }).click();
      heldCartCode.get(page)?.();
      await page.getByRole('button', { name: 'Confirmer' }).click();
    },
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
