import type { Page } from '@playwright/test';
import { expect, test } from '../support/test.ts';

declare global {
  interface Window {
    __violations?: string[];
    __injected?: number;
    __handler?: number;
    __routed?: number;
    __navInline?: number;
    __gatedFragment?: number;
  }
}

/** Records the directive of every `securitypolicyviolation`. */
async function recordViolations(page: Page): Promise<void> {
  await page.addInitScript(() => {
    window.__violations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      window.__violations?.push(event.violatedDirective);
    });
  });
}

const seen = (page: Page) =>
  page.evaluate(() => ({
    injected: window.__injected,
    handler: window.__handler,
    routed: window.__routed,
    gated: window.__gatedFragment,
  }));

const violations = (page: Page) => page.evaluate(() => window.__violations ?? []);

test.describe('markup the server did not vouch for, under the nonce CSP', () => {
  // The scripts and handlers these pages carry on purpose are refused: that is what is looked at.
  test.use({ expectedViolations: [/^script-src-(elem|attr) /] });

  test.beforeEach(async ({ page }) => {
    await recordViolations(page);
  });

  test('a script and a handler in a page’s uncleaned field do not run on a full load', async ({ page }) => {
    await page.goto('/fr/__test/injected-markup');
    await expect(page.locator('.rich-text img.probe')).toHaveCount(1);
    await expect.poll(() => violations(page)).toContainEqual(expect.stringMatching(/^script-src/));
    expect(await seen(page)).toEqual({});
  });

  test('nor after the navigator visits that page', async ({ page }) => {
    await page.goto('/fr/__test/nav-other');
    await page.evaluate(() => window.vitrine?.navigate('/fr/__test/injected-markup'));
    await expect(page.locator('main h1')).toHaveText('Injected markup');
    await expect.poll(() => violations(page)).toContainEqual(expect.stringMatching(/^script-src/));
    expect(await seen(page)).toEqual({});
  });

  test('a script slipped into a visited page does not run and is named in a warning, while the page’s own inline script runs', async ({
    page,
  }) => {
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    await page.route('**/fr/__nav/assets', async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replace(
        '<h1>Page with assets</h1>',
        '<h1>Page with assets</h1><script>window.__routed = 1;</script>',
      );
      await route.fulfill({ response, body: html });
    });
    await page.goto('/fr/__test/nav-other');
    await page.evaluate(() => window.vitrine?.navigate('/fr/__nav/assets'));
    await expect(page.locator('main h1')).toHaveText('Page with assets');
    await expect.poll(() => page.evaluate(() => window.__navInline)).toBe(1);
    await expect.poll(() => warnings).toContainEqual(expect.stringContaining('was not run'));
    expect(await seen(page)).toEqual({});
  });

  test('a script slipped into an ajax form’s answer does not run, while the answer’s own script does', async ({
    page,
  }) => {
    await page.route('**/fr/__nav/echo', async (route) => {
      const response = await route.fetch();
      const slipped = '<div class="slipped"><script>window.__routed = 1;</script></div>';
      await route.fulfill({ response, body: `${await response.text()}${slipped}` });
    });
    await page.goto('/fr/__nav/forms');
    await page.click('#form-replace button');
    await expect(page.locator('#target-replace .nav-answer')).toHaveText(/Answer for replace/);
    await expect(page.locator('#target-replace .slipped')).toHaveCount(1);
    await expect
      .poll(() => page.evaluate(() => (window as { __navAnswerScript?: number }).__navAnswerScript))
      .toBe(1);
    expect(await seen(page)).toEqual({});
  });

  test('a gated script in a fragment a widget inserts is not run, consent given or not', async ({ page }) => {
    const record = { stamp: '2026-11', preferences: true, statistics: true, marketing: true };
    const value = encodeURIComponent(JSON.stringify(record));
    await page.context().addCookies([{ name: 'VitrineCookieConsent', value, url: 'http://127.0.0.1/' }]);
    await page.route('**/fr/widget/shoppingcartitems**', async (route) => {
      const response = await route.fetch();
      const gated =
        '<script type="text/plain" data-consent="statistics">window.__gatedFragment = 1;</script>';
      // Inside the fragment's content, the part the mini cart shows.
      const body = (await response.text()).replace(/<\/div>\s*$/, `${gated}</div>`);
      await route.fulfill({ response, body });
    });
    await page.goto('/fr/');
    await expect(page.locator('.mini-cart[data-widget-mounted~="mini-cart"]')).toHaveCount(1);
    await page.getByRole('button', { name: 'Aperçu du panier' }).click();
    await expect(page.locator('#mini-cart-panel script[data-consent-executed]')).toHaveCount(1);
    await expect(page.locator('#mini-cart-panel script[data-consent]')).toHaveCount(1);
    expect(await seen(page)).toEqual({});
  });
});
