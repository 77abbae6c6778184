import type { Page } from '@playwright/test';
import { countCalls, seedCart, serverCart, VARIANT } from '../support/cart.ts';
import { skipConsentBanner } from '../support/consent.ts';
import { reachFor } from '../support/firstMove.ts';
import { signInBehind } from '../support/lists.ts';
import { PRESS_MOMENTS, pressAfterRest } from '../support/personPress.ts';
import { expect, test } from '../support/test.ts';

// The facets' spec (press-while-mounting.spec.ts) on the islands of a purchase: the product's
// quantity's +, a cart line's + and the checkout's shipping method. A press that lands at any
// moment of the island's mount counts exactly once. The moments are `PRESS_MOMENTS`, a subset of
// the facets' matrix (why, beside it).
const ISLAND = { timeout: 15_000 };
const PRODUCT = '/fr/catalog/products/1001';
const CART = '/fr/shoppingcarts';
const CHECKOUT = '/fr/checkout';

/** An amount of the server's answers as the page shows it. */
const shown = (html: string) => html.replace(/&nbsp;/g, '\u00a0');

test.use({ viewport: { width: 1280, height: 800 } });

test.describe("a press on the product quantity's + while its island mounts", () => {
  for (const { timing, rest } of PRESS_MOMENTS) {
    test(`adds one, once, and the cart gets 2, on ${timing.name}, the pointer resting ${rest} ms`, async ({
      page,
    }) => {
      await skipConsentBanner(page);
      const quantity = page.locator('.add-to-cart [data-widget~="quantity-input"]');
      await timing.prepare(page, async () => {
        await page.goto(PRODUCT);
        await reachFor(quantity, 'quantity-input');
      });
      await page.goto(PRODUCT);
      await expect(quantity).toHaveAttribute('data-widget-deferred', 'quantity-input');
      await pressAfterRest(quantity.getByRole('button', { name: 'Augmenter la quantité' }), rest);
      await expect(quantity).toHaveAttribute('data-widget-mounted', 'quantity-input', ISLAND);
      await expect(quantity.getByRole('textbox', { name: 'Quantité' })).toHaveValue('2');
      // What the customer sees the quantity say is what goes into the cart.
      await expect(page.locator('[data-widget-mounted~="add-to-cart"]')).toHaveCount(1);
      await page.getByRole('button', { name: 'Ajouter au panier' }).click();
      await expect(page.locator('dialog.add-to-cart-dialog')).toBeVisible();
      const items = (await serverCart(page)).Items as { Quantity: number }[];
      expect(items.map((item) => item.Quantity)).toEqual([2]);
    });
  }
});

/** The cart of two lines whose second (quantity 1) the customer raises, and the cart page's form. */
async function cartOfTwo(page: Page) {
  await skipConsentBanner(page);
  await seedCart(page, [
    { ProductVariantId: VARIANT.degressive, Quantity: 2 },
    { ProductVariantId: VARIANT.other, Quantity: 1 },
  ]);
  return page.locator('form.cart-form');
}

const lineQuantities = async (page: Page) =>
  ((await serverCart(page)).Items as { Quantity: number }[]).map((item) => item.Quantity);

test.describe("a press on a cart line's + while the cart's island mounts", () => {
  for (const { timing, rest } of PRESS_MOMENTS) {
    test(`adds one to that line, saved once, on ${timing.name}, the pointer resting ${rest} ms`, async ({
      page,
    }) => {
      const form = await cartOfTwo(page);
      await timing.prepare(page, async () => {
        await page.goto(CART);
        await reachFor(form, 'cart-island');
      });
      const saves = countCalls(page, 'PUT', /^\/api\/v1\/shoppingcarts\/shoppingcartitems\/\d+$/);
      await page.goto(CART);
      await expect(form).toHaveAttribute('data-widget-deferred', 'cart-island');
      const line = page.locator('.cart-line').nth(1);
      await pressAfterRest(line.getByRole('button', { name: /^Augmenter la quantité/ }), rest);
      await expect(page.locator('.cart-island')).toBeVisible(ISLAND);
      await expect.poll(() => lineQuantities(page), ISLAND).toEqual([2, 2]);
      await expect(page.locator('[data-cart-count]')).toHaveText('4');
      await expect(page.locator('.cart-line[aria-busy]')).toHaveCount(0);
      await expect(line.getByRole('spinbutton')).toHaveValue('2');
      expect(saves.count).toBe(1);
    });
  }
});

test.describe("a press on another shipping method while the checkout's island mounts", () => {
  for (const { timing, rest } of PRESS_MOMENTS) {
    test(`chooses it, once, and the total counts it, on ${timing.name}, the pointer resting ${rest} ms`, async ({
      page,
    }) => {
      await skipConsentBanner(page);
      await seedCart(page, [{ ProductVariantId: VARIANT.degressive, Quantity: 2 }]);
      await signInBehind(page);
      const methods = page.locator('.checkout-shipping__methods');
      await timing.prepare(page, async () => {
        await page.goto(CHECKOUT);
        await reachFor(methods, 'checkout-shipping');
      });
      const saves = countCalls(page, 'POST', /^\/api\/v1\/shoppingcarts\/shippingmethods$/);
      await page.goto(CHECKOUT);
      await expect(methods).toHaveAttribute('data-widget-deferred', 'checkout-shipping');
      const total = page.locator('.checkout-summary__total');
      const standardTotal = await total.textContent();
      const express = page.getByRole('radio', { name: /^Express 24 h/ });
      await pressAfterRest(express, rest);
      await expect.poll(async () => (await serverCart(page)).ShippingMethodId, ISLAND).toBe(2);
      const expressTotal = shown((await serverCart(page)).AmountTaxInclHtml);
      expect(expressTotal).not.toBe(standardTotal);
      await expect(total).toHaveText(expressTotal, ISLAND);
      await expect(page.locator('.checkout-summary')).toContainText('Express 24 h');
      await expect(express).toBeChecked();
      expect(saves.count).toBe(1);
    });
  }
});
