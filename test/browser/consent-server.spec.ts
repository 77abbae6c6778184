import type { BrowserContext } from '@playwright/test';
import { skipConsentBanner } from '../support/consent.ts';
import { expect, test } from '../support/test.ts';

const stored = async (context: BrowserContext) => {
  const cookie = (await context.cookies()).find((c) => c.name === 'VitrineCookieConsent');
  return cookie ? JSON.parse(decodeURIComponent(cookie.value)) : undefined;
};
const BANNER = { name: 'Vos préférences cookies' };

test.describe('consent banner rendered by the server', () => {
  test('a first visit has the banner even when the bundle does not load; a stored choice has none', async ({
    page,
    vitrine,
  }) => {
    void vitrine;
    await page.route('**/dist/vitrine.js*', (route) => route.abort());
    await page.goto('/fr/catalog');
    await expect(page.getByRole('region', BANNER)).toBeVisible();
    await skipConsentBanner(page);
    await page.reload();
    await expect(page.locator('h1')).toBeVisible();
    await expect(page.locator('[data-consent-banner]')).toBeHidden();
  });

  test('with JavaScript the widget answers in place: no post, no reload, the choice stored', async ({
    page,
    vitrine,
  }) => {
    void vitrine;
    const posts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST') posts.push(request.url());
    });
    await page.goto('/fr/catalog');
    await expect(page.locator('[data-widget="consent-dialog"][data-widget-mounted]')).toHaveCount(1);
    await page.evaluate(() => {
      (window as { __samePage?: boolean }).__samePage = true;
    });
    await page.getByRole('region', BANNER).getByRole('button', { name: 'Tout refuser' }).click();
    await expect(page.getByRole('region', BANNER)).toBeHidden();
    await expect.poll(() => stored(page.context())).toMatchObject({ statistics: false, marketing: false });
    expect(await page.evaluate(() => (window as { __samePage?: boolean }).__samePage)).toBe(true);
    expect(posts.filter((url) => url.includes('/consent'))).toEqual([]);
  });
});

test("the preferences page, beside the layout's banner and modal, has no axe violation", async ({
  page,
  vitrine,
}) => {
  await page.goto('/fr/consent?returnUrl=%2Ffr%2F');
  await expect(page.locator('[data-widget="consent-dialog"][data-widget-mounted]')).toHaveCount(1);
  expect(await vitrine.axe()).toEqual([]);
});

test.describe('consent banner without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('accepting stores every category and the banner is gone, on this page and the next', async ({
    page,
    vitrine,
  }) => {
    void vitrine;
    await page.goto('/fr/catalog?q=lampe');
    const banner = page.getByRole('region', BANNER);
    await banner.getByRole('button', { name: 'Tout accepter' }).click();
    await expect(page).toHaveURL(/\/fr\/catalog\?q=lampe$/);
    await expect(page.locator('[data-consent-banner]')).toBeHidden();
    expect(await stored(page.context())).toEqual({
      stamp: '2026-11',
      preferences: true,
      statistics: true,
      marketing: true,
    });
    await page
      .getByRole('navigation', { name: 'Navigation principale' })
      .getByRole('link', { name: 'Accueil' })
      .click();
    await expect(page).toHaveURL(/\/fr\/$/);
    await expect(page.locator('[data-consent-banner]')).toBeHidden();
  });

  test('declining stores nothing granted and the banner is gone on the next page', async ({
    page,
    vitrine,
  }) => {
    void vitrine;
    await page.goto('/fr/');
    await page.getByRole('region', BANNER).getByRole('button', { name: 'Tout refuser' }).click();
    await expect(page).toHaveURL(/\/fr\/$/);
    expect(await stored(page.context())).toEqual({
      stamp: '2026-11',
      preferences: false,
      statistics: false,
      marketing: false,
    });
    await page.goto('/fr/shoppingcarts');
    await expect(page.locator('[data-consent-banner]')).toBeHidden();
  });

  test('customize leads to the preferences page, whose choice is stored and leads back', async ({
    page,
    vitrine,
  }) => {
    void vitrine;
    await page.goto('/fr/catalog');
    await page.getByRole('region', BANNER).getByRole('button', { name: 'Personnaliser' }).click();
    await expect(page.getByRole('heading', { level: 1, ...BANNER })).toBeVisible();
    const form = page.locator('form.consent-page');
    await form.getByLabel('Statistiques').check();
    await form.getByRole('button', { name: 'Enregistrer mes choix' }).click();
    await expect(page).toHaveURL(/\/fr\/catalog$/);
    await expect(page.locator('[data-consent-banner]')).toBeHidden();
    expect(await stored(page.context())).toEqual({
      stamp: '2026-11',
      preferences: false,
      statistics: true,
      marketing: false,
    });
  });
});
