import type { Locator } from '@playwright/test';
import { countCalls, seedCart, serverCart, VARIANT } from '../support/cart.ts';
import { countFilteredListings } from '../support/facets.ts';
import { delayChunks, noteNextFrame } from '../support/firstPress.ts';
import { signIn } from '../support/lists.ts';
import { expect, test } from '../support/test.ts';

// Every chunk of the bundle answers 3 s late (a phone on a poor network): the customer's first
// move comes while the islands' code is still on its way. Each first move takes effect once, on
// the control used, and shows it in the frame after the press.
const LATE = 3_000;
const ISLAND = { timeout: 25_000 };

const devices = [
  { name: 'at 1280 px with the mouse', viewport: { width: 1280, height: 800 }, touch: false },
  { name: 'at 375 px with touch', viewport: { width: 375, height: 812 }, touch: true },
];

for (const device of devices) {
  test.describe(`the first move while the code loads, ${device.name}`, () => {
    test.use({ viewport: device.viewport, hasTouch: device.touch, isMobile: device.touch });
    test.setTimeout(90_000);

    /** A press as this device makes it: a tap with touch, a click with the mouse. */
    const press = (target: Locator) => (device.touch ? target.tap() : target.click());

    test('the first tick of a facet filters the listing once, by that box', async ({ page }) => {
      await delayChunks(page, LATE);
      const listings = countFilteredListings(page);
      await page.goto('/fr/catalog');
      const facets = page.locator('form.facets');
      if (device.touch) {
        // On a phone the facets are behind the Filters button (its own widget, plain code).
        await press(page.getByRole('button', { name: 'Filtres' }));
      }
      const box = facets.locator('fieldset[data-facet="Brands"] input[type="checkbox"]').nth(1);
      const brandId = Number(await box.getAttribute('value'));
      await expect(facets).toHaveAttribute('data-widget-deferred', 'product-filters');
      const frame = await noteNextFrame(page);
      await press(box);
      expect(await frame()).toMatchObject({ checked: true });
      await expect(facets).toHaveAttribute('data-widget-deferred', 'product-filters');
      await expect(page).toHaveURL(/filter=/, ISLAND);
      expect(JSON.parse(new URL(page.url()).searchParams.get('filter') ?? '{}')).toEqual({
        Brands: [brandId],
      });
      await expect(page.locator(`fieldset[data-facet="Brands"] input[value="${brandId}"]`)).toBeChecked();
      await expect(page.locator('.filter-tag')).toHaveCount(1);
      expect(listings.filtered).toBe(1);
    });

    test('the first quantity typed in the cart is saved once, on that line', async ({ page }) => {
      await seedCart(page, [
        { ProductVariantId: VARIANT.degressive, Quantity: 2 },
        { ProductVariantId: VARIANT.other, Quantity: 1 },
      ]);
      await delayChunks(page, LATE);
      const saves = countCalls(page, 'PUT', /^\/api\/v1\/shoppingcarts\/shoppingcartitems\/\d+$/);
      await page.goto('/fr/shoppingcarts');
      const form = page.locator('form.cart-form');
      await expect(form).toHaveAttribute('data-widget-deferred', 'cart-island');
      const field = page.locator('.cart-line').nth(1).getByRole('spinbutton');
      await press(field);
      await page.keyboard.press('ControlOrMeta+a');
      const frame = await noteNextFrame(page);
      await page.keyboard.type('3');
      expect(await frame()).toMatchObject({ value: '3' });
      await expect(form).toHaveAttribute('data-widget-deferred', 'cart-island');
      await expect(page.locator('.cart-island')).toBeVisible(ISLAND);
      await expect(page.locator('.cart-line').nth(1).getByRole('spinbutton')).toHaveValue('3');
      await expect(page.locator('.cart-line').nth(1).getByRole('spinbutton')).toBeFocused();
      await expect(page.locator('[data-cart-count]')).toHaveText('5', ISLAND);
      const lines = (await serverCart(page)).Items;
      expect(lines.map((line: { Quantity: number }) => line.Quantity)).toEqual([2, 3]);
      expect(saves.count).toBe(1);
    });

    test('the first + on the product page adds one, once, and shows it is working at once', async ({
      page,
    }) => {
      await delayChunks(page, LATE);
      await page.goto('/fr/catalog/products/1001');
      const quantity = page.locator('.add-to-cart [data-widget~="quantity-input"]');
      await expect(quantity).toHaveAttribute('data-widget-deferred', 'quantity-input');
      const plus = quantity.getByRole('button', { name: 'Augmenter la quantité' });
      const frame = await noteNextFrame(page);
      await press(plus);
      expect(await frame()).toMatchObject({ busy: true, pressed: true });
      await expect(quantity).toHaveAttribute('data-widget-deferred', 'quantity-input');
      await expect(quantity).toHaveAttribute('data-widget-mounted', 'quantity-input', ISLAND);
      const field = quantity.getByRole('textbox', { name: 'Quantité' });
      await expect(field).toHaveValue('2');
      await expect(plus).not.toHaveAttribute('aria-busy');
      // The island's + is where the customer pressed: a second press adds one more.
      await press(plus);
      await expect(field).toHaveValue('3');
    });

    test("the first press on a card's eye opens the quick view, once, not the product page", async ({
      page,
    }) => {
      await delayChunks(page, LATE);
      const productPages = countCalls(page, 'GET', /^\/fr\/catalog\/products\//);
      await page.goto('/fr/catalog');
      const eye = page.locator('.product-card__quick-view').first();
      await expect(eye).toHaveAttribute('data-widget-deferred', 'quick-view');
      const frame = await noteNextFrame(page);
      await press(eye);
      expect(await frame()).toMatchObject({ busy: true, pressed: true });
      await expect(eye).toHaveAttribute('data-widget-deferred', 'quick-view');
      await expect(page.locator('dialog.quick-view-modal[open]')).toBeVisible(ISLAND);
      await expect(page.locator('dialog.quick-view-modal[open] .quick-view')).toHaveCount(1, ISLAND);
      await expect(page.locator('dialog.quick-view-modal')).toHaveCount(1);
      expect(new URL(page.url()).pathname).toBe('/fr/catalog');
      expect(productPages.count).toBe(0);
    });

    test('the first shipping method picked is saved once, that one', async ({ page }) => {
      await seedCart(page, [{ ProductVariantId: VARIANT.degressive, Quantity: 2 }]);
      await signIn(page, '/fr/checkout');
      await delayChunks(page, LATE);
      const saves = countCalls(page, 'POST', /^\/api\/v1\/shoppingcarts\/shippingmethods$/);
      await page.reload();
      const methods = page.locator('.checkout-shipping__methods');
      await expect(methods).toHaveAttribute('data-widget-deferred', 'checkout-shipping');
      const express = page.getByRole('radio', { name: /^Express 24 h/ });
      const frame = await noteNextFrame(page);
      await press(express);
      expect(await frame()).toMatchObject({ checked: true });
      await expect(methods).toHaveAttribute('data-widget-deferred', 'checkout-shipping');
      await expect.poll(async () => (await serverCart(page)).ShippingMethodId, ISLAND).toBe(2);
      await expect(page.locator('.checkout-summary')).toContainText('Express 24 h', ISLAND);
      await expect(express).toBeChecked();
      expect(saves.count).toBe(1);
    });

    test('the first remove takes that line out, once, and shows it is working at once', async ({ page }) => {
      await seedCart(page, [
        { ProductVariantId: VARIANT.degressive, Quantity: 2 },
        { ProductVariantId: VARIANT.other, Quantity: 1 },
      ]);
      const [kept, removed] = (await serverCart(page)).Items;
      await delayChunks(page, LATE);
      const removes = countCalls(page, 'DELETE', /^\/api\/v1\/shoppingcarts\/shoppingcartitems\/\d+$/);
      const posts = countCalls(page, 'POST', /^\/fr\/shoppingcarts/);
      await page.goto('/fr/shoppingcarts');
      const form = page.locator('form.cart-form');
      await expect(form).toHaveAttribute('data-widget-deferred', 'cart-island');
      const remove = page.locator('.cart-line').nth(1).getByRole('button', { name: 'Retirer' });
      const frame = await noteNextFrame(page);
      await press(remove);
      expect(await frame()).toMatchObject({ busy: true, pressed: true });
      await expect(form).toHaveAttribute('data-widget-deferred', 'cart-island');
      await expect(page.locator('.cart-island')).toBeVisible(ISLAND);
      await expect(page.locator('.cart-line')).toHaveCount(1, ISLAND);
      await expect(page.locator('.cart-line')).toContainText(kept.Name);
      const items = (await serverCart(page)).Items;
      expect(items.map((line: { ShoppingCartItemId: number }) => line.ShoppingCartItemId)).toEqual([
        kept.ShoppingCartItemId,
      ]);
      expect(removed.ShoppingCartItemId).not.toBe(kept.ShoppingCartItemId);
      expect(removes.count).toBe(1);
      expect(posts.count).toBe(0);
    });
  });
}
