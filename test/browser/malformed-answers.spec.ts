import type { Route } from '@playwright/test';
import { countCalls, openCart, seedCart, serverCart, VARIANT } from '../support/cart.ts';
import { openCheckout, placeButton } from '../support/checkout.ts';
import { holdChunk } from '../support/chunks.ts';
import { signIn } from '../support/lists.ts';
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
      await expect(page.locator('.cart-line').first().locator('.cart-line__status')).toContainText(
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

  test('while the page’s strings are slow a quantity saved in the server’s form shows it is working, and the island saves it once in words without them', async ({
    page,
    vitrine,
  }) => {
    void vitrine;
    // The strings call hangs for the whole test; after a short wait the island takes the bundle's
    // own words, whose chunk is held too until the customer has used the server's form.
    let release = () => {};
    const strings = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/stringresources', async (route) => {
      await strings;
      await route.fallback();
    });
    const releaseWords = await holdChunk(page, 'src/i18n/defaults/fr.json');
    await seedCart(page, [{ ProductVariantId: VARIANT.degressive, Quantity: 2 }]);
    const saves = countCalls(page, 'PUT', /^\/api\/v1\/shoppingcarts\/shoppingcartitems\/\d+$/);
    await page.goto('/fr/shoppingcarts');
    const form = page.locator('form.cart-form');
    await form.hover({ position: { x: 4, y: 4 } });
    // The island waits for its words: the server's form stays; Enter in a quantity is taken as the
    // island's first action, the field showing it is working meanwhile.
    await expect(form).toHaveAttribute('data-widget-deferred', 'cart-island');
    const server = page.locator('.cart-line').first().getByRole('spinbutton');
    await server.fill('7');
    await server.press('Enter');
    await expect(server).toHaveAttribute('aria-busy', 'true');
    await expect(form).toHaveAttribute('data-widget-deferred', 'cart-island');
    releaseWords();
    await expect(page.locator('.cart-island')).toBeVisible();
    await expect(page.locator('.cart-island')).not.toContainText('ShoppingCarts.');
    await expect(page.locator('[data-cart-count]')).toHaveText('7');
    expect((await serverCart(page)).Items[0].Quantity).toBe(7);
    expect(saves.count).toBe(1);
    release();
    await page.route(LINE_CALL, (route) =>
      route.request().method() === 'PUT'
        ? route.fulfill({ status: 200, contentType: 'text/html', body: '<h1>Maintenance</h1>' })
        : route.fallback(),
    );
    const field = page.locator('.cart-line').first().getByRole('spinbutton');
    await field.fill('5');
    await field.press('Enter');
    await expect(page.locator('.cart-line').first().locator('.cart-line__status')).toContainText(
      'La quantité 5 n’a pas pu être enregistrée',
    );
  });
});

test.describe('a malformed answer to a prepaid top-up', () => {
  const TOP_UP = '**/api/v1/sales/prepaidaccounts/addtocart';
  for (const [name, answer] of malformed) {
    test(`${name} keeps the typed units, says it failed and lets the customer retry`, async ({
      page,
      vitrine,
    }) => {
      void vitrine;
      await signIn(page, '/fr/sales/prepaidaccounts/71');
      await expect(page.locator('[data-widget-mounted~="prepaid-topup"]')).toHaveCount(1);
      await page.route(TOP_UP, answer);
      const units = page.getByLabel('Nombre d’unités');
      const button = page.getByRole('button', { name: 'Ajouter au panier et payer' });
      await units.fill('3');
      await button.click();
      await expect(page.locator('.vitrine-error-modal')).toBeVisible();
      await expect(units).toHaveValue('3');
      await expect(page).toHaveURL(/\/fr\/sales\/prepaidaccounts\/71$/);
      await page.locator('.vitrine-error-modal').getByRole('button', { name: 'Fermer' }).first().click();
      await page.unroute(TOP_UP);
      await expect(button).toBeEnabled();
      await button.click();
      await expect(page).toHaveURL(/\/fr\/sales\/prepaidaccounts\/payment\/71$/);
      await expect(page.locator('.prepaid-payment__amount')).toHaveText(/^37,50\s€$/);
    });
  }
});

test.describe('a malformed answer to placing the order', () => {
  for (const [name, answer] of malformed) {
    test(`${name} keeps every choice, says it failed and lets the customer place it again`, async ({
      page,
      vitrine,
    }) => {
      void vitrine;
      await openCheckout(page);
      const terms = page.getByLabel("J'accepte les conditions générales de vente");
      await page.getByLabel('Compte prépayé', { exact: true }).check();
      await page.getByLabel(/Carte cadeau/).check();
      await terms.check();
      await page.route('**/fr/checkout', (route) =>
        route.request().method() === 'POST' ? answer(route) : route.fallback(),
      );
      await placeButton(page).click();
      await expect(page.locator('.vitrine-error-modal')).toBeVisible();
      await page.locator('.vitrine-error-modal').getByRole('button', { name: 'Fermer' }).first().click();
      await expect(placeButton(page)).toBeEnabled();
      await expect(page.getByLabel(/Carte cadeau/)).toBeChecked();
      await expect(terms).toBeChecked();
      await page.unroute('**/fr/checkout');
      await placeButton(page).click();
      await expect(page).toHaveURL(/\/fr\/checkout\/confirmation\/\d+$/);
    });
  }
});
