import { expect, type Page } from '@playwright/test';
import { seedCart, VARIANT } from './cart.ts';
import { reachFor } from './firstMove.ts';
import { signIn } from './lists.ts';

/**
 * Fills the demo customer's cart, signs in and opens the checkout, its islands on screen (they
 * come at the customer's first move on the form).
 */
export async function openCheckout(page: Page, quantity = 2): Promise<void> {
  await seedCart(page, [{ ProductVariantId: VARIANT.degressive, Quantity: quantity }]);
  await signIn(page, '/fr/checkout');
  await reachFor(page.locator('form.checkout-form'), 'checkout');
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
