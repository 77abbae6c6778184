import type { Page } from '@playwright/test';
import { chunkOf } from '../support/chunks.ts';
import { expect, test } from '../support/test.ts';

declare global {
  interface Window {
    __pwned?: number;
  }
}

/** The page's origin under another name: a real server, but not the shop's origin to the browser. */
const otherOrigin = (page: Page) => new URL(page.url()).href.replace('127.0.0.1', 'localhost');

/** ProductUrl / ProductLink payloads a compromised or broken answer could carry. */
const PAYLOADS = [
  'javascript:window.__pwned=1',
  ' JaVaScRiPt:window.__pwned=1',
  'java\tscript:window.__pwned=1',
  'data:text/html,<img src=x onerror="parent.__pwned=1">',
  'data:text/html;base64,PGltZyBzcmM9eCBvbmVycm9yPSJwYXJlbnQuX19wd25lZD0xIj4=',
  'vbscript:msgbox(1)',
  'https://evil.example/fr/catalog/products/1001',
  '//evil.example/fr/catalog/products/1001',
  '/\\evil.example/fr/catalog/products/1001',
  '{other-origin}catalog/products/1001',
];

/** Nothing ran, nothing moved: same address, no script, no stuck transition, the refusal logged. */
async function expectRefused(page: Page, home: string, consoleErrors: string[]): Promise<void> {
  await expect.poll(() => consoleErrors.some((text) => text.includes('refused to navigate'))).toBe(true);
  expect(page.url()).toBe(home);
  expect(await page.evaluate(() => window.__pwned)).toBeUndefined();
  await expect(page.locator('html')).not.toHaveClass(/page-(leaving|entering|long-loading)/);
  expect((await page.evaluate(() => window.__vitrineEvents ?? [])).map((e) => e.type)).not.toContain(
    'page-leave',
  );
}

async function openSearch(page: Page): Promise<void> {
  await page.goto('/fr/');
  await expect(page.locator('[data-widget="search-toggle"][data-widget-mounted]')).toHaveCount(1);
  await page.locator('.site-search__open').click();
  await expect(page.locator('form.search-form[data-widget-mounted]')).toHaveCount(1);
}

test.describe('a suggestion’s ProductUrl must be one of the shop’s pages', () => {
  for (const [index, template] of PAYLOADS.entries()) {
    test(`payload ${index + 1} (${JSON.stringify(template)}) is refused, never visited nor loaded`, async ({
      page,
      vitrine,
    }) => {
      await openSearch(page);
      const payload = template.replace('{other-origin}', otherOrigin(page));
      await page.route('**/api/v1/catalog/search/suggestions?**', (route) =>
        route.fulfill({ json: [{ Name: 'Lampe piégée', ProductUrl: payload, Photo: null }] }),
      );
      const dialogs: string[] = [];
      page.on('dialog', (dialog) => {
        dialogs.push(dialog.message());
        void dialog.dismiss();
      });
      await page.locator('#site-search').pressSequentially('la');
      await page.getByRole('option', { name: 'Lampe piégée' }).click();
      await expectRefused(page, new URL('/fr/', page.url()).href, vitrine.consoleErrors);
      expect(dialogs).toEqual([]);
    });
  }

  test('a suggestion of the shop is still visited by the navigator', async ({ page, vitrine }) => {
    void vitrine;
    await openSearch(page);
    await page.locator('#site-search').pressSequentially('ta');
    await page.getByRole('option').first().click();
    await expect(page).toHaveURL(/\/fr\/catalog\/products\/\d+/);
    // The address changes at the swap; the visit finishes after its transition.
    await expect.poll(async () => (await vitrine.events()).map((e) => e.type)).toContain('page-finished');
  });
});

test.describe('a customer reference’s ProductLink must be one of the shop’s pages', () => {
  test('javascript:, data: and another origin are refused', async ({ page, vitrine }) => {
    await page.goto('/fr/security/login?returnUrl=%2Ffr%2F__test%2Fcustomer-ref');
    await page.locator('#login-email').fill('demo@vitrine.test');
    await page.locator('#login-password').fill('demo');
    await page.locator('#login-password').press('Enter');
    await expect(page).toHaveURL(/__test\/customer-ref/);
    const here = page.url();
    const links = ['javascript:window.__pwned=1', 'data:text/html,<b>x</b>', 'https://evil.example/p'];
    await page.route('**/api/v1/catalog/customerref/search?**', (route) =>
      route.fulfill({ json: links.map((ProductLink, i) => ({ CustomerSKU: `CAM-EVIL-${i}`, ProductLink })) }),
    );
    const input = page.locator('#customer-ref');
    await input.focus();
    await input.pressSequentially('ev');
    for (const [i] of links.entries()) {
      await page.getByRole('option', { name: `CAM-EVIL-${i}` }).click();
      await expectRefused(page, here, vitrine.consoleErrors);
      // The refusal is the error policy's: its modal says so and is closed before the next try.
      const modal = page.locator('.vitrine-error-modal');
      await expect(modal).toBeVisible();
      await modal.getByText('Fermer', { exact: true }).click();
      await input.fill('');
      await input.pressSequentially('ev');
    }
  });
});

test.describe('window.vitrine.navigate goes through the URL policy', () => {
  test('other schemes are refused with a console error, and nothing is left half-swapped', async ({
    page,
    vitrine,
  }) => {
    await page.goto('/fr/');
    const home = page.url();
    for (const url of ['javascript:window.__pwned=1', 'data:text/html,<script>parent.__pwned=1</script>']) {
      expect(await page.evaluate((u) => window.vitrine?.navigate(u), url)).toBe('refused');
    }
    await expectRefused(page, home, vitrine.consoleErrors);
  });

  test('another origin is a full page load, never swapped into the shop’s page', async ({
    page,
    vitrine,
  }) => {
    await page.goto('/fr/');
    const target = `${otherOrigin(page)}catalog`;
    await Promise.all([page.waitForURL(target), page.evaluate((u) => window.vitrine?.navigate(u), target)]);
    expect(new URL(page.url()).hostname).toBe('localhost');
    expect((await vitrine.events()).map((e) => e.type)).not.toContain('page-swap');
  });

  test('when the page shell could not load, the fallback still refuses javascript: and loads the shop', async ({
    page,
    vitrine,
  }) => {
    // Both attempts fail: the first, and the loader's retry at a new address (`?retry`).
    const shell = chunkOf('src/shell.ts').replace('.', '\\.');
    await page.route(new RegExp(`/dist/chunks/${shell}(\\?|$)`), (route) => route.abort());
    await page.goto('/fr/');
    await expect.poll(() => vitrine.consoleErrors.some((e) => e.includes('page shell failed'))).toBe(true);
    const home = page.url();
    expect(await page.evaluate(() => window.vitrine?.navigate('javascript:window.__pwned=1'))).toBe(
      'refused',
    );
    expect(await page.evaluate(() => window.__pwned)).toBeUndefined();
    expect(page.url()).toBe(home);
    await Promise.all([
      page.waitForURL(/\/fr\/catalog$/),
      page.evaluate(() => void window.vitrine?.navigate('/fr/catalog')),
    ]);
  });
});
