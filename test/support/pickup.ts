import { expect, type Page } from '@playwright/test';
import { openCart, seedCart, serverCart, VARIANT } from './cart.ts';

/** Shipping methods of the fixture with a pickup carrier (fixtures/data/shipping.ts). */
export const PICKUP_METHOD = { relay: 4, postal: 5, stores: 6 } as const;
const LABELS = { 4: /^Point relais/, 5: /^Retrait au bureau de poste/, 6: /^Retrait dans nos boutiques/ };

/** A cart with one line and a pickup method chosen, its page open with the pickup slot. */
export async function cartWithPickup(page: Page, method: 4 | 5 | 6 = PICKUP_METHOD.relay): Promise<void> {
  await seedCart(page, [{ ProductVariantId: VARIANT.lowStock, Quantity: 1 }]);
  await openCart(page);
  await page.getByRole('radio', { name: LABELS[method] }).click();
  await expect.poll(async () => (await serverCart(page)).ShippingMethodId).toBe(method);
  // No reload: the page's `pickup-slots` shows the chosen method's slot at once.
  await expect(page.locator('.pickup-slot[data-widget-mounted~="pickup-point"]')).toHaveCount(1);
}

/** The pickup modal. */
export const pickupModal = (page: Page) => page.getByRole('dialog', { name: 'Choisir un point relais' });

/** Opens the modal from the slot's link. */
export async function openPickupModal(page: Page) {
  await page.getByRole('link', { name: /Choisir un point relais|Changer de point de retrait/ }).click();
  await expect(pickupModal(page)).toBeVisible();
  return pickupModal(page);
}

/** Searches an address typed in the modal (no suggestion chosen). */
export async function searchAddress(page: Page, text: string) {
  const modal = pickupModal(page);
  await modal.getByLabel('Adresse ou ville').fill(text);
  await modal.getByRole('button', { name: 'Rechercher' }).click();
}

/**
 * Searches for a place and waits until its own answer is listed (not an earlier search's, such as the
 * one the modal starts with a known address), so a point chosen next is from this list.
 */
export async function searchAndList(page: Page, text: string) {
  await searchAddress(page, text);
  await expect.poll(async () => (await lastSearch(page)).Address).toBe(text);
  await expect(pickupModal(page).locator('.pickup-modal__status')).not.toHaveText(/^Recherche/);
}

/** The cart with the relay method, the modal open and Gand's 14 relay points listed. */
export async function modalWithGandPoints(page: Page) {
  await cartWithPickup(page);
  const modal = await openPickupModal(page);
  await searchAddress(page, 'Gand');
  await expect(modal.getByRole('radio')).toHaveCount(14);
  return modal;
}

/** The pickup searches this visitor sent (carrier and JSON body), oldest first (fixture hook). */
export async function sentSearches(
  page: Page,
): Promise<{ carrier: string; body: Record<string, unknown> }[]> {
  return (await page.request.get('/__fixtures/pickup/searches')).json();
}

/** The body of the last pickup search sent. */
export async function lastSearch(page: Page): Promise<Record<string, unknown>> {
  const all = await sentSearches(page);
  return all[all.length - 1]?.body ?? {};
}
