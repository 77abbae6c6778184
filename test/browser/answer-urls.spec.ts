import { openCheckout, placeButton } from '../support/checkout.ts';
import { signIn } from '../support/lists.ts';
import { CARDS, fillCard } from '../support/payment.ts';
import { expect, type Page, test } from '../support/test.ts';

/**
 * Addresses a hostile or mistaken answer could name; each is refused (the customer stays, the
 * error modal says so). On the fixture server (http) `https:evil.example` names https://evil.example/;
 * on an https shop it would be a relative path of the shop (the URL policy's unit vectors).
 */
const HOSTILE = [
  '//evil.example/fr/',
  '/\\evil.example/fr/',
  'https:evil.example',
  'javascript:window.__pwned=1',
];

/** Another site, answered by the spec: a page that left the shop would land here. */
async function serveEvil(page: Page): Promise<void> {
  await page.route(/^https?:\/\/evil\.example\//, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<h1>evil</h1>' }),
  );
}

/** The answer's address was refused: same page, error modal with the policy's text, nothing ran. */
async function expectRefused(page: Page, here: string, consoleErrors: string[]): Promise<void> {
  const modal = page.locator('.vitrine-error-modal');
  await expect(modal).toBeVisible();
  await expect(modal.locator('.vitrine-error-modal__message')).toHaveText(
    'Une erreur inattendue est survenue. Veuillez réessayer.',
  );
  expect(consoleErrors.some((text) => text.includes('refused to navigate'))).toBe(true);
  expect(page.url()).toBe(here);
  expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
  await modal.getByText('Fermer', { exact: true }).click();
  await expect(modal).toHaveCount(0);
}

test.describe('an answer’s address stays in the shop', () => {
  test('the prepaid top-up answer: other sites and javascript: are refused, the form is usable again', async ({
    page,
    vitrine,
  }) => {
    await serveEvil(page);
    await signIn(page, '/fr/sales/prepaidaccounts/71');
    await expect(page.locator('[data-widget-mounted~="prepaid-topup"]')).toHaveCount(1);
    const here = page.url();
    const button = page.getByRole('button', { name: 'Ajouter au panier et payer' });
    for (const url of HOSTILE) {
      await page.route('**/api/v1/sales/prepaidaccounts/addtocart', (route) =>
        route.fulfill({ json: { Url: url } }),
      );
      await page.getByLabel('Nombre d’unités').fill('2');
      await button.click();
      await expectRefused(page, here, vitrine.consoleErrors);
      await expect(button).toBeEnabled();
    }
  });

  test('the birth list delete answer’s Uri: other sites and javascript: are refused, the list stays', async ({
    page,
    vitrine,
  }) => {
    await serveEvil(page);
    await signIn(page, '/fr/birthlists/birthlist/list/31');
    // The island first: until it has mounted, the delete button is the server's no-JS markup.
    await expect(page.locator('[data-widget-mounted~="birthlist-page"]')).toHaveCount(1);
    const here = page.url();
    for (const url of HOSTILE) {
      await page.route('**/api/v1/birthlists/birthlist/delete', (route) =>
        route.fulfill({ json: { IsSuccessfull: true, Uri: url } }),
      );
      await page.getByRole('button', { name: 'Supprimer la liste de naissance' }).click();
      await page.locator('dialog.vitrine-confirm').getByRole('button', { name: 'Confirmer' }).click();
      await expectRefused(page, here, vitrine.consoleErrors);
    }
  });

  test('a search suggestion’s ProductUrl: other sites and javascript: are refused with the error modal', async ({
    page,
    vitrine,
  }) => {
    await serveEvil(page);
    await page.goto('/fr/');
    await page.locator('.site-search__open').click();
    await expect(page.locator('form.search-form[data-widget-mounted]')).toHaveCount(1);
    const here = page.url();
    const input = page.locator('#site-search');
    for (const url of HOSTILE) {
      await page.route('**/api/v1/catalog/search/suggestions?**', (route) =>
        route.fulfill({ json: [{ Name: 'Lampe piégée', ProductUrl: url, Photo: null }] }),
      );
      await input.fill('');
      await input.pressSequentially('la');
      await page.getByRole('option', { name: 'Lampe piégée' }).click();
      await expectRefused(page, here, vitrine.consoleErrors);
      await page.unroute('**/api/v1/catalog/search/suggestions?**');
    }
  });

  for (const url of HOSTILE) {
    test(`the checkout’s ConfirmationUrl after placing an order (${url}) stays in the shop`, async ({
      page,
      vitrine,
    }) => {
      await serveEvil(page);
      await openCheckout(page);
      const here = page.url();
      await page.route(/\/fr\/checkout$/, async (route) => {
        if (route.request().method() !== 'POST') return route.fallback();
        const placed = await (await route.fetch()).json();
        return route.fulfill({ json: { ...placed, ConfirmationUrl: url } });
      });
      await page.getByLabel("J'accepte les conditions générales de vente").check();
      await placeButton(page).click();
      await expectRefused(page, here, vitrine.consoleErrors);
    });

    test(`the checkout’s ConfirmationUrl after a card payment (${url}) stays in the shop`, async ({
      page,
      vitrine,
    }) => {
      await serveEvil(page);
      await openCheckout(page);
      const here = page.url();
      await page.route('**/api/v1/sales/checkout/confirmpayment', async (route) => {
        const confirmed = await (await route.fetch()).json();
        return route.fulfill({ json: { ...confirmed, ConfirmationUrl: url } });
      });
      await page.getByLabel('Carte bancaire').check();
      await page.getByLabel("J'accepte les conditions générales de vente").check();
      await fillCard(page, CARDS.authorised);
      await placeButton(page).click();
      await expectRefused(page, here, vitrine.consoleErrors);
    });
  }
});
