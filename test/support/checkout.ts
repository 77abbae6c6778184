import { expect, type Page } from '@playwright/test';
import { seedCart, VARIANT } from './cart.ts';
import { signIn } from './lists.ts';

/** Fills the demo customer's cart, signs in and opens the checkout with its island mounted. */
export async function openCheckout(page: Page, quantity = 2): Promise<void> {
  await seedCart(page, [{ ProductVariantId: VARIANT.degressive, Quantity: quantity }]);
  await signIn(page, '/fr/checkout');
  await expect(page.locator('form[data-widget-mounted~="checkout"]')).toHaveCount(1);
  await expect(page.locator('.checkout-summary__total')).toBeVisible();
}

/** The place-order button. */
export const placeButton = (page: Page) => page.locator('button.checkout-form__submit');

/**
 * The checkout put in again in place after a save that changes it (a VAT check, a billing
 * address): the navigator's visit to the checkout's own address, no page load.
 */
export const checkoutRefresh = (page: Page) =>
  page.waitForResponse(
    (response) =>
      new URL(response.url()).pathname === '/fr/checkout' && response.request().method() === 'GET',
  );
