import { VARIANT } from '../support/cart.ts';
import { openCheckout, placeButton } from '../support/checkout.ts';
import { CARDS, fillCard } from '../support/payment.ts';
import { expect, type Page, test } from '../support/test.ts';

interface Ledger {
  orders: { orderId: number; charges: unknown[] }[];
}

const ledger = async (page: Page): Promise<Ledger> =>
  (await page.request.get('/__fixtures/payments/ledger')).json();

/** An order of this customer as its confirmation page shows it: the lines' text. */
async function confirmationText(page: Page): Promise<string> {
  return (await page.locator('main').textContent()) ?? '';
}

test.describe('one attempt key, one cart', () => {
  test('pay, keep the old checkout page, fill a new cart, Place again there: the new cart is ordered, never the old order answered', async ({
    page,
    vitrine,
  }) => {
    void vitrine;
    await openCheckout(page);
    // The checkout page of this cart, kept as it was (another tab; Back to a page the browser kept).
    const old = await page.context().newPage();
    await old.goto('/fr/checkout');
    await expect(old.locator('form[data-widget-mounted~="checkout"]')).toHaveCount(1);
    const oldKey = await old.locator('input[name="IdempotencyKey"]').inputValue();
    // Pay this cart by card.
    await page.getByLabel('Carte bancaire').check();
    await page.getByLabel("J'accepte les conditions générales de vente").check();
    await fillCard(page, CARDS.authorised);
    await placeButton(page).click();
    await expect(page).toHaveURL(/\/fr\/checkout\/confirmation\/\d+$/);
    const paid = Number(page.url().split('/').pop());
    // A new cart: another product.
    const added = await page.request.post('/__fixtures/cart', {
      data: { lines: [{ ProductVariantId: VARIANT.other, Quantity: 1 }] },
    });
    expect(added.ok()).toBe(true);
    // Place again on the old page, with its attempt key.
    expect(await old.locator('input[name="IdempotencyKey"]').inputValue()).toBe(oldKey);
    await old.getByLabel("J'accepte les conditions générales de vente").check();
    await placeButton(old).click();
    // Not the old order "already paid": the page says the cart changed and shows the cart as it is.
    await expect(old.locator('.vitrine-growl__item')).toContainText('Votre panier a changé');
    await expect(old).toHaveURL(/\/fr\/checkout$/);
    await expect(old.locator('input[name="IdempotencyKey"]')).not.toHaveValue(oldKey);
    await expect(old.locator('.vitrine-growl__item', { hasText: 'déjà payée' })).toHaveCount(0);
    expect((await ledger(page)).orders.map((o) => o.orderId)).toEqual([paid]);
    // Placed again from the page it now shows: a new order, of the new cart.
    await old.getByLabel("J'accepte les conditions générales de vente").check();
    await placeButton(old).click();
    await expect(old).toHaveURL(/\/fr\/checkout\/confirmation\/\d+$/);
    const second = Number(old.url().split('/').pop());
    expect(second).not.toBe(paid);
    const ordered = await confirmationText(old);
    expect(ordered).toContain('1 × T-shirt Quartz');
    expect(ordered).toContain('Marine / XL');
    expect(ordered).not.toContain('Marine / XS');
    expect((await ledger(page)).orders.map((o) => o.orderId)).toEqual([paid, second]);
  });
});
