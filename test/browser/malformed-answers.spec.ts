import type { Route } from '@playwright/test';
import { openCart, seedCart, serverCart, VARIANT } from '../support/cart.ts';
import { expect, test } from '../support/test.ts';

const LINE_CALL = '**/api/v1/shoppingcarts/shoppingcartitems/*';
const malformed: [string, (route: Route) => Promise<void>][] = [
  ['invalid JSON', (r) => r.fulfill({ status: 200, contentType: 'application/json', body: '{"Items": [' })],
  [
    'an HTML page with 200',
    (r) => r.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><h1>Maintenance</h1>' }),
  ],
  ['an empty body', (r) => r.fulfill({ status: 200, contentType: 'application/json', body: '' })],
  ['null', (r) => r.fulfill({ status: 200, contentType: 'application/json', body: 'null' })],
  [
    'an answer of the wrong shape',
    (r) => r.fulfill({ status: 200, contentType: 'application/json', body: '{}' }),
  ],
];

test.describe('a malformed answer on the cart page', () => {
  for (const [name, answer] of malformed) {
    test(`${name} to a quantity change keeps the typed quantity, says it failed and lets the customer retry`, async ({
      page,
      vitrine,
    }) => {
      void vitrine;
      await seedCart(page, [{ ProductVariantId: VARIANT.degressive, Quantity: 2 }]);
      await openCart(page);
      await page.route(LINE_CALL, (route) =>
        route.request().method() === 'PUT' ? answer(route) : route.fallback(),
      );
      const field = page.locator('.cart-line').first().getByRole('spinbutton');
      await field.fill('7');
      await field.press('Enter');
      await expect(page.locator('.vitrine-error-modal')).toBeVisible();
      await expect(field).toHaveValue('7');
      await expect(page.locator('.cart-line').first().getByRole('status')).toContainText(
        'La quantité 7 n’a pas pu être enregistrée',
      );
      await expect(page.locator('[data-cart-count]')).toHaveText('2');
      await page.locator('.vitrine-error-modal').getByRole('button', { name: 'Fermer' }).first().click();
      await page.unroute(LINE_CALL);
      await field.press('Enter');
      await expect(page.locator('[data-cart-count]')).toHaveText('7');
      await expect(field).toHaveValue('7');
      expect((await serverCart(page)).Items[0].Quantity).toBe(7);
    });
  }
});
