import { countCalls, openCart, seedCart, serverCart, VARIANT } from '../support/cart.ts';
import { reachFor } from '../support/firstMove.ts';
import { signIn } from '../support/lists.ts';
import { expect, test } from '../support/test.ts';

test.describe('what a tab keeps across a login belongs to the customer it was kept for', () => {
  test('a cart change kept while signed out is not sent for the next customer who signs in at that screen', async ({
    page,
    vitrine,
  }) => {
    await seedCart(page, [{ ProductVariantId: VARIANT.degressive, Quantity: 1 }]);
    await openCart(page);
    await vitrine.faults({ method: 'PUT', path: '/api/v1/shoppingcarts/shoppingcartitems/*', status: 401 });
    const field = page.locator('.cart-line').first().getByRole('spinbutton');
    await field.fill('4');
    await field.press('Enter');
    // The change waits for the login it asked for…
    const login = page.locator('dialog.login-modal[open]');
    await expect(login).toBeVisible();
    expect(
      await page.evaluate(() => Object.keys(sessionStorage).some((k) => k.startsWith('vitrine-kept:'))),
    ).toBe(true);
    // …which the visitor closes and walks away. Someone else signs in at the same screen.
    await login.getByRole('button', { name: 'Fermer' }).first().click();
    await expect(login).toHaveCount(0);
    const changes = countCalls(page, 'PUT', /^\/api\/v1\/shoppingcarts\/shoppingcartitems\//);
    await signIn(page, '/fr/shoppingcarts');
    // The cart's island, which sends a change kept for this customer as it starts.
    await reachFor(page.locator('form.cart-form'), 'cart-page');
    await expect(page.locator('.cart-island')).toBeVisible();
    await page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
    );
    expect(changes.count).toBe(0);
    await expect(page.locator('.cart-line').first().getByRole('spinbutton')).toHaveValue('1');
    expect((await serverCart(page)).Items[0].Quantity).toBe(1);
    await expect(page.locator('[data-cart-count]')).toHaveText('1');
    expect(
      await page.evaluate(() => Object.keys(sessionStorage).some((k) => k.startsWith('vitrine-kept:'))),
    ).toBe(false);
  });
});
