import type { Route } from '@playwright/test';
import { openCheckout, placeButton } from '../support/checkout.ts';
import { CARDS, fillCard } from '../support/payment.ts';
import { expect, type Page, test } from '../support/test.ts';

const CONFIRMATION = /\/fr\/checkout\/confirmation\/\d+$/;
const CARD_CALL = '**/api/v1/payments/*/payments';
const CONFIRM_CALL = '**/api/v1/sales/checkout/confirmpayment';

interface Ledger {
  orders: { orderId: number; payments: number; charges: { paymentId: string }[] }[];
}

/** The test PSP's ledger of this visitor's checkout: each order placed and its charges. */
async function ledger(page: Page): Promise<Ledger> {
  return (await page.request.get('/__fixtures/payments/ledger')).json();
}

/** Asserts that the checkout placed one order and that it was charged once. */
async function expectOneOrderChargedOnce(page: Page): Promise<void> {
  const { orders } = await ledger(page);
  expect(orders).toHaveLength(1);
  expect(orders[0]?.charges).toHaveLength(1);
}

async function payByCard(page: Page, card: string): Promise<void> {
  await page.getByLabel('Carte bancaire').check();
  await expect(page.locator('[data-card-field="number"]')).toBeVisible();
  await page.getByLabel("J'accepte les conditions générales de vente").check();
  await fillCard(page, card);
}

/** A second tab of the same customer on the same checkout (same cart, same attempt). */
async function secondTab(page: Page): Promise<Page> {
  const tab = await page.context().newPage();
  await tab.goto('/fr/checkout');
  await expect(tab.locator('form[data-widget-mounted~="checkout"]')).toHaveCount(1);
  return tab;
}

/** Holds matching calls until `release()`; `arrived` resolves when the first one is held. */
function holdCalls() {
  let release!: () => void;
  let arrived!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const seen = new Promise<void>((resolve) => {
    arrived = resolve;
  });
  const handler = async (route: Route) => {
    arrived();
    await released;
    await route.continue();
  };
  return { handler, release, arrived: seen };
}

test.describe('checkout charged once', () => {
  test('two tabs placing and paying at once end with one order charged once', async ({ page }) => {
    await openCheckout(page);
    const other = await secondTab(page);
    await payByCard(page, CARDS.authorised);
    await payByCard(other, CARDS.authorised);
    // Both tabs have placed the order before either card is sent.
    const first = holdCalls();
    const second = holdCalls();
    await page.route(CARD_CALL, first.handler);
    await other.route(CARD_CALL, second.handler);
    await placeButton(page).click();
    await placeButton(other).click();
    await Promise.all([first.arrived, second.arrived]);
    first.release();
    second.release();
    await expect(page).toHaveURL(CONFIRMATION);
    await expect(other).toHaveURL(CONFIRMATION);
    expect(new URL(other.url()).pathname).toBe(new URL(page.url()).pathname);
    await expectOneOrderChargedOnce(page);
  });

  test('a 3-D Secure challenge finished after another tab paid charges nothing more', async ({ page }) => {
    await openCheckout(page);
    const other = await secondTab(page);
    await payByCard(page, CARDS.challenge);
    await placeButton(page).click();
    const challenge = page.locator('dialog[data-payment-challenge]');
    await expect(challenge).toBeVisible();
    await payByCard(other, CARDS.authorised);
    await placeButton(other).click();
    await expect(other).toHaveURL(CONFIRMATION);
    await challenge.getByLabel('Code de vérification').fill('1234');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(CONFIRMATION);
    await expectOneOrderChargedOnce(page);
  });

  test('a second tab placing while the first tab confirms is taken to the paid order', async ({ page }) => {
    await openCheckout(page);
    const other = await secondTab(page);
    const confirming = holdCalls();
    await page.route(CONFIRM_CALL, confirming.handler);
    await payByCard(page, CARDS.authorised);
    await placeButton(page).click();
    await confirming.arrived;
    await payByCard(other, CARDS.authorised);
    await placeButton(other).click();
    await expect(other).toHaveURL(CONFIRMATION);
    await expect(other.locator('.vitrine-growl__item--success')).toContainText('déjà payée');
    confirming.release();
    await expect(page).toHaveURL(CONFIRMATION);
    await expectOneOrderChargedOnce(page);
  });

  test('Place again after a lost payment answer goes to the paid order without a second charge', async ({
    page,
  }) => {
    await openCheckout(page);
    await payByCard(page, CARDS.authorised);
    // The card is charged on the server, but its answer never reaches the page.
    await page.route(
      CARD_CALL,
      async (route) => {
        await route.fetch();
        await route.abort('timedout');
      },
      { times: 1 },
    );
    await placeButton(page).click();
    await expect(page.locator('.checkout-errors__box')).toBeFocused();
    await expect(placeButton(page)).toBeEnabled();
    await placeButton(page).click();
    await expect(page).toHaveURL(CONFIRMATION);
    await expect(page.locator('.order-confirmation__pending')).toHaveCount(0);
    await expectOneOrderChargedOnce(page);
  });
});

test.describe('checkout after the charge', () => {
  for (const [name, body] of [
    ['an empty', ''],
    ['a null', 'null'],
  ] as const) {
    test(`${name} confirmation answer still shows the paid order`, async ({ page, vitrine }) => {
      await openCheckout(page);
      await payByCard(page, CARDS.authorised);
      await page.route(CONFIRM_CALL, (route) =>
        route.fulfill({ status: 200, contentType: 'application/json', body }),
      );
      await placeButton(page).click();
      await expect(page).toHaveURL(CONFIRMATION);
      await expect(page.locator('.order-confirmation__pending')).toHaveCount(0);
      expect(vitrine.consoleErrors.filter((error) => !error.includes('[vitrine]'))).toEqual([]);
      await expectOneOrderChargedOnce(page);
    });
  }

  test('a failed confirmation after the charge shows the paid order, not Place again', async ({ page }) => {
    await openCheckout(page);
    await payByCard(page, CARDS.authorised);
    await page.route(CONFIRM_CALL, (route) => route.abort('connectionreset'));
    await placeButton(page).click();
    await expect(page).toHaveURL(CONFIRMATION);
    await expect(page.locator('.order-confirmation__pending')).toHaveCount(0);
    await expectOneOrderChargedOnce(page);
  });
});
