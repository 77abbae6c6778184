import { expect, test } from '../support/test.ts';

test.describe('navigator: failed visits', () => {
  test.beforeEach(async ({ page, vitrine }) => {
    expect(vitrine.consoleErrors).toEqual([]);
    await page.goto('/fr/__test/nav-status');
  });

  test('a 401 opens the login page in a modal, and the visit goes on after logging in', async ({ page }) => {
    await page.click('#to-401');
    const modal = page.locator('dialog.login-modal');
    await expect(modal).toBeVisible();
    await expect(page).toHaveURL(/\/fr\/__test\/nav-status$/);
    await expect(modal.locator('input[name="returnUrl"]')).toHaveValue('/fr/__nav/protected');
    await modal.locator('input[name="Email"]').fill('demo@vitrine.test');
    await modal.locator('input[name="Password"]').fill('wrong');
    await modal.locator('button[type="submit"]').click();
    await expect(modal.locator('[role="alert"]')).toBeVisible();
    await modal.locator('input[name="Password"]').fill('demo');
    await modal.locator('button[type="submit"]').click();
    await expect(modal).toHaveCount(0);
    await expect(page.locator('main h1')).toHaveText('Members area');
    await expect(page).toHaveURL(/\/fr\/__nav\/protected$/);
  });

  test('a 404 is only logged: no modal, and the page stays usable', async ({ page, vitrine }) => {
    await page.click('#to-404');
    await expect.poll(async () => (await vitrine.events()).find((e) => e.type === 'page-error')).toBeTruthy();
    await expect(page.locator('dialog.vitrine-error-modal, dialog.login-modal')).toHaveCount(0);
    await expect(page.locator('main h1')).toHaveText('Navigator status');
    await expect(page.locator('html')).not.toHaveClass(/page-leaving|page-long-loading/);
    await page.click('#to-other');
    await expect(page.locator('main h1')).toHaveText('Other page');
  });

  test('a 500 shows the error modal, and the page stays usable after closing it', async ({ page }) => {
    await page.click('#to-500');
    const modal = page.locator('dialog.vitrine-error-modal');
    await expect(modal).toBeVisible();
    await expect(page).toHaveURL(/\/fr\/__test\/nav-status$/);
    await modal.locator('.vitrine-dialog__footer button').click();
    await expect(modal).toHaveCount(0);
    await expect(page.locator('main')).not.toHaveAttribute('aria-busy', 'true');
    await page.click('#to-other');
    await expect(page.locator('main h1')).toHaveText('Other page');
  });

  test('a dropped connection shows the error modal', async ({ page, vitrine }) => {
    // Chromium retries a GET several times on a reset connection: every attempt is dropped.
    await vitrine.faults({ method: 'GET', path: '/fr/__test/nav-other', drop: true, times: 20 });
    await page.click('#to-other');
    await expect(page.locator('dialog.vitrine-error-modal')).toBeVisible();
    await expect(page.locator('main h1')).toHaveText('Navigator status');
  });

  test('a 500 on a page without React islands shows the error modal without downloading React', async ({
    page,
  }) => {
    // The files' URLs only: a response of the page being reloaded has no body left to read.
    const scripts = new Set<string>();
    page.on('response', (response) => {
      const url = response.url();
      if (url.includes('/dist/') && url.endsWith('.js')) scripts.add(url);
    });
    await page.reload();
    await page.click('#to-500');
    await expect(page.locator('dialog.vitrine-error-modal')).toBeVisible();
    await page.waitForLoadState('networkidle');
    const bodies = await Promise.all(
      [...scripts].map(
        async (url): Promise<[string, string]> => [url, await (await page.request.get(url)).text()],
      ),
    );
    expect(bodies.length).toBeGreaterThan(0);
    // React's production build links every error to react.dev/errors; none of the loaded JS may contain it.
    expect(bodies.filter(([, body]) => body.includes('react.dev/errors')).map(([url]) => url)).toEqual([]);
  });
});
