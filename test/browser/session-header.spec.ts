import { skipConsentBanner } from '../support/consent.ts';
import { signIn, signInThroughModal } from '../support/lists.ts';
import { expect, test } from '../support/test.ts';

test.describe('the header after a login in the modal', () => {
  test('shows the signed-in customer (greeting, wish lists and their count) without a reload', async ({
    page,
    vitrine,
  }) => {
    await skipConsentBanner(page);
    await page.goto('/fr/');
    await expect(page.locator('[data-widget-mounted~="main-nav"]')).toHaveCount(1);
    await expect(page.locator('.login-link')).toBeVisible();
    await page.evaluate(() => document.documentElement.setAttribute('data-no-reload', ''));
    // The session ran out: the next page answers 401 and the login opens in a modal.
    await vitrine.faults({ method: 'GET', path: '/fr/catalog', status: 401, times: 1 });
    await page.locator('.main-nav__list a[href="/fr/catalog"]').first().click();
    await signInThroughModal(page);
    await expect(page.locator('dialog.login-modal')).toHaveCount(0);
    await expect(page).toHaveURL(/\/fr\/catalog$/);
    await expect(page.locator('.site-header')).toContainText('Bonjour Camille');
    await expect(page.locator('.wishlist-link [data-wishlist-count]')).toHaveText('5');
    await expect(page.locator('.login-link')).toHaveCount(0);
    await expect(page.locator('[data-widget-mounted~="main-nav"]')).toHaveCount(1);
    await expect(page.locator('html[data-no-reload]')).toHaveCount(1);
  });
});

test.describe('the header of a signed-in customer', () => {
  for (const { culture, account, orders } of [
    { culture: 'fr', account: 'Mon compte', orders: 'Mes commandes' },
    { culture: 'nl', account: 'Mijn account', orders: 'Mijn bestellingen' },
  ]) {
    test(`offers their account and their orders, in the page's language (${culture})`, async ({ page }) => {
      await signIn(page, `/${culture}/catalog`);
      const header = page.locator('.site-header');
      await expect(header.getByRole('link', { name: account })).toHaveAttribute(
        'href',
        `/${culture}/security/account`,
      );
      await expect(header.getByRole('link', { name: orders })).toHaveAttribute(
        'href',
        `/${culture}/sales/order/list`,
      );
      await header.getByRole('link', { name: orders }).click();
      await expect(page).toHaveURL(new RegExp(`/${culture}/sales/order/list$`));
      await expect(page.locator('h1')).toBeVisible();
    });
  }
});
