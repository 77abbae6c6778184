import { skipConsentBanner } from '../support/consent.ts';
import { signInThroughModal } from '../support/lists.ts';
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
