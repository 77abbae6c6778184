import type { Page } from '@playwright/test';
import { expect, test } from '../support/test.ts';

declare global {
  interface Window {
    __cspViolations?: string[];
    __vitrineGated?: string[];
    __navInline?: number;
  }
}

/** The demo pages a customer goes through, each with widgets and the site's gated tags. */
const DEMO_PAGES = ['/fr/', '/fr/catalog', '/fr/catalog/products/1001', '/fr/shoppingcarts'];

/**
 * Serves every page under a CSP of the fixture (its default nonce policy, or the opt-in
 * `script-src 'self'`) and records each `securitypolicyviolation`.
 */
async function underCsp(page: Page, mode: 'nonce' | 'self'): Promise<void> {
  if (mode === 'self') {
    await page.context().addCookies([{ name: 'vitrine_csp', value: 'self', url: 'http://127.0.0.1/' }]);
  }
  await page.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      window.__cspViolations?.push(`${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}`);
    });
  });
}

/** Stores "everything granted", so the site's gated tags run on every page. */
async function grantAll(page: Page): Promise<void> {
  const record = { stamp: '2026-11', preferences: true, statistics: true, marketing: true };
  await page.context().addCookies([
    {
      name: 'VitrineCookieConsent',
      value: encodeURIComponent(JSON.stringify(record)),
      url: 'http://127.0.0.1/',
    },
  ]);
}

const violations = (page: Page) => page.evaluate(() => window.__cspViolations ?? []);
const gated = (page: Page) => page.evaluate(() => [...(window.__vitrineGated ?? [])].sort());

/** Waits until the widgets the page has are mounted (or failed), so their chunks ran too. */
async function settled(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    [...document.querySelectorAll('[data-widget]')]
      .filter((el) => (el as HTMLElement).dataset.widgetLoad === 'eager')
      .every((el) => el.hasAttribute('data-widget-mounted')),
  );
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 100))));
}

for (const mode of ['nonce', 'self'] as const) {
  const policy = mode === 'nonce' ? "script-src 'nonce-…' 'strict-dynamic'" : "script-src 'self'";
  const header = mode === 'nonce' ? /^script-src 'nonce-[^']+' 'strict-dynamic';/ : /^script-src 'self';/;

  test.describe(`demo pages under ${policy}`, () => {
    test.beforeEach(async ({ page, vitrine }) => {
      void vitrine;
      await underCsp(page, mode);
      await grantAll(page);
    });

    for (const path of DEMO_PAGES) {
      test(`${path}: no violation, and each gated tag runs once`, async ({ page }) => {
        const response = await page.goto(path);
        expect(response?.headers()['content-security-policy']).toMatch(header);
        await settled(page);
        await expect
          .poll(() => gated(page))
          .toEqual([`marketing:${path}`, `preferences:${path}`, `statistics:${path}`]);
        expect(await violations(page)).toEqual([]);
      });
    }

    test('visits between the demo pages cause no violation and run no gated tag twice', async ({ page }) => {
      await page.goto('/fr/');
      await settled(page);
      await page.locator('.main-nav__list a[href="/fr/catalog"]').first().click();
      await expect(page).toHaveURL(/\/fr\/catalog$/);
      await page.locator('.product-card a[href*="/catalog/products/"]').first().click();
      await expect(page).toHaveURL(/\/catalog\/products\/\d+/);
      await expect(page.locator('[data-widget-mounted~="product-variants"]')).toHaveCount(1);
      await settled(page);
      // The tags sit outside the content region: they ran once, on the first page.
      expect(await gated(page)).toEqual(['marketing:/fr/', 'preferences:/fr/', 'statistics:/fr/']);
      expect(await violations(page)).toEqual([]);
    });
  });
}

test.describe("content swapped in under script-src 'nonce-…' 'strict-dynamic'", () => {
  test.beforeEach(async ({ page, vitrine }) => {
    void vitrine;
    await underCsp(page, 'nonce');
  });

  test('gated scripts of a visited page, inline ones included, run once with the page’s nonce', async ({
    page,
  }) => {
    await grantAll(page);
    await page.goto('/fr/catalog');
    await settled(page);
    await page.evaluate(() => window.vitrine?.navigate('/fr/__test/consent'));
    await expect(page.locator('main h1')).toHaveText('Consent');
    await expect
      .poll(() => gated(page))
      .toEqual(
        [
          'content:/fr/__test/consent',
          'inline-statistics',
          'marketing:/fr/catalog',
          'preferences:/fr/catalog',
          'statistics:/fr/catalog',
        ].sort(),
      );
    expect(await violations(page)).toEqual([]);
  });

  test('a gated inline script on the first page runs once after consent is given', async ({ page }) => {
    await page.goto('/fr/__test/consent');
    await page.getByRole('button', { name: 'Tout accepter' }).click();
    await expect.poll(() => gated(page)).toContain('inline-statistics');
    expect((await gated(page)).filter((name) => name === 'inline-statistics')).toHaveLength(1);
    expect(await violations(page)).toEqual([]);
  });

  test('an inline script of a visited page runs once, stamped with this document’s nonce', async ({
    page,
  }) => {
    await page.goto('/fr/__test/nav-other');
    await page.evaluate(() => window.vitrine?.navigate('/fr/__nav/assets'));
    await expect(page.locator('main h1')).toHaveText('Page with assets');
    await expect.poll(() => page.evaluate(() => window.__navInline)).toBe(1);
    await page.evaluate(() => window.vitrine?.navigate('/fr/__test/nav-other'));
    await page.evaluate(() => window.vitrine?.navigate('/fr/__nav/assets'));
    await expect.poll(() => page.evaluate(() => window.__navInline)).toBe(2);
    expect(await violations(page)).toEqual([]);
  });
});
