import type { Locator } from '@playwright/test';
import { openCart, seedCart, serverCart, VARIANT } from '../support/cart.ts';
import { makeImage } from '../support/images.ts';
import { expect, type Page, test } from '../support/test.ts';

/** The fixture server under another host name: another origin for the browser. */
function foreignOrigin(pageUrl: string): string {
  const url = new URL(pageUrl);
  url.hostname = url.hostname === 'localhost' ? '127.0.0.1' : 'localhost';
  return url.origin;
}

test.describe('the CSRF token and HTML stay with the shop (page origin only)', () => {
  test('an ajax form sends the CSRF token to the shop; one aimed at another origin sends nothing', async ({
    page,
  }) => {
    await page.goto('/fr/__nav/forms');
    const own = new URL(page.url()).origin;
    const foreign = foreignOrigin(page.url());
    const tokens: [string, string | undefined][] = [];
    page.on('request', (request) => {
      if (request.method() !== 'POST') return;
      tokens.push([new URL(request.url()).origin, request.headers().requestverificationtoken]);
    });
    await page.click('#form-replace button');
    await expect(page.locator('#target-replace .nav-answer')).toHaveText(/Answer for replace/);
    await page.evaluate((action) => {
      const form = document.querySelector<HTMLFormElement>('#form-after');
      form?.setAttribute('action', action);
      form?.requestSubmit();
    }, `${foreign}/fr/__nav/echo`);
    await expect(page.locator('dialog.vitrine-error-modal[open]')).toBeVisible();
    await expect(page.locator('#target-after .nav-answer')).toHaveCount(0);
    expect(tokens.filter(([origin]) => origin === foreign)).toEqual([]);
    expect(tokens.filter(([origin, token]) => origin === own && token)).toHaveLength(1);
  });

  test('a modal link to another origin is never fetched: the error modal says it failed', async ({
    page,
  }) => {
    await page.goto('/fr/__test/errors');
    await expect(page.locator('#modal-cart[data-widget-mounted]')).toHaveCount(1);
    const foreign = foreignOrigin(page.url());
    const asked: string[] = [];
    page.on('request', (request) => {
      if (request.url().startsWith(foreign)) asked.push(request.url());
    });
    await page
      .locator('#modal-cart')
      .evaluate((link, href) => link.setAttribute('href', href), `${foreign}/fr/shoppingcarts`);
    await page.locator('#modal-cart').click();
    await expect(page.locator('dialog.vitrine-error-modal[open]')).toBeVisible();
    expect(asked).toEqual([]);
  });
});

/**
 * Another site for a redirect to aim at: the fixture server's `/__fixtures/elsewhere/{key}` under
 * the other host name, which notes what reaches it and accepts every CORS preflight.
 */
function elsewhere(page: Page, name: string): { url: string; received: () => Promise<Received[]> } {
  const key = `${name}-${Date.now()}-${Math.random().toString(36).slice(2)}`;
  const url = `${foreignOrigin(page.url())}/__fixtures/elsewhere/${key}`;
  return {
    url,
    received: async () => (await page.request.get(`/__fixtures/elsewhere/${key}/log`)).json(),
  };
}

interface Received {
  method: string;
  token: string;
  requestedWith: string;
  preflightHeaders: string;
}

/**
 * Waits until the call is over (`done` shows) or something reached the other site, then checks
 * that nothing of the shop did: not its token, not its header, not the call itself.
 */
async function expectNothingReached(
  site: { received: () => Promise<Received[]> },
  done: Locator,
): Promise<void> {
  await expect
    .poll(async () => (await site.received()).length > 0 || (await done.count()) > 0, { timeout: 10_000 })
    .toBe(true);
  expect(await site.received()).toEqual([]);
}

test.describe('a redirect never takes the shop’s token or headers to another site', () => {
  test('a cart quantity answered 307 to another site: the PUT and its token stay home, the line says it was not saved', async ({
    page,
    vitrine,
  }) => {
    await seedCart(page, [{ ProductVariantId: VARIANT.degressive, Quantity: 2 }]);
    await openCart(page);
    const site = elsewhere(page, 'cart');
    await vitrine.faults({
      method: 'PUT',
      path: '/api/v1/shoppingcarts/shoppingcartitems/*',
      status: 307,
      location: site.url,
    });
    const field = page.locator('.cart-line').first().getByRole('spinbutton');
    await field.fill('6');
    await field.press('Enter');
    const status = page.locator('.cart-line').first().locator('.cart-line__status');
    await expectNothingReached(site, status.getByText('n’a pas pu être enregistrée'));
    // As a call that got no answer: the typed quantity stays, to be sent again.
    await expect(status).toHaveText(
      'La quantité 6 n’a pas pu être enregistrée : appuyez sur Entrée pour réessayer.',
    );
    await expect(field).toHaveValue('6');
    expect((await serverCart(page)).Items[0].Quantity).toBe(2);
  });

  test('a redirect within the shop is followed: the quantity answered 307 to its own address is saved', async ({
    page,
    vitrine,
  }) => {
    await seedCart(page, [{ ProductVariantId: VARIANT.degressive, Quantity: 2 }]);
    await openCart(page);
    const line = (await serverCart(page)).Items[0].ShoppingCartItemId;
    await vitrine.faults({
      method: 'PUT',
      path: '/api/v1/shoppingcarts/shoppingcartitems/*',
      status: 307,
      location: `/api/v1/shoppingcarts/shoppingcartitems/${line}`,
    });
    const field = page.locator('.cart-line').first().getByRole('spinbutton');
    await field.fill('4');
    await field.press('Enter');
    await expect(page.locator('[data-cart-count]')).toHaveText('4');
    expect((await serverCart(page)).Items[0].Quantity).toBe(4);
    await expect(page.locator('dialog.vitrine-error-modal[open]')).toHaveCount(0);
  });

  test('a page visit answered 307 to another site: X-Requested-With stays home, the page stays', async ({
    page,
    vitrine,
  }) => {
    await page.goto('/fr/');
    const site = elsewhere(page, 'visit');
    await vitrine.faults({ method: 'GET', path: '/fr/catalog', status: 307, location: site.url });
    await page.locator('a[href="/fr/catalog"]').first().click();
    const modal = page.locator('dialog.vitrine-error-modal[open]');
    await expectNothingReached(site, modal);
    await expect(modal).toBeVisible();
    expect(new URL(page.url()).pathname).toBe('/fr/');
  });

  test('an upload answered 307 to another site: neither the file nor the token leaves the shop', async ({
    page,
    vitrine,
  }) => {
    await page.goto('/fr/assetslibrary/uploads');
    const widget = page.locator('#single-plain[data-widget-mounted]');
    await widget.scrollIntoViewIfNeeded();
    await expect(widget.locator('.asset-upload__island')).toBeVisible();
    const site = elsewhere(page, 'upload');
    await vitrine.faults({
      method: 'POST',
      path: '/api/v1/assetslibrary/assets/upload',
      status: 307,
      location: site.url,
    });
    await widget.locator('input[type="file"]').setInputFiles(await makeImage(120, 80, 'jpeg', 'away.jpg'));
    const file = widget.locator('.asset-upload__file');
    await expectNothingReached(site, file.and(page.locator(':not([data-state="uploading"])')));
    await expect(file).toHaveAttribute('data-state', 'failed');
    await expect(page.locator('dialog.vitrine-error-modal[open]')).toBeVisible();
  });
});
