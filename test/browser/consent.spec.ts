import type { Page } from '@playwright/test';
import { chunkOf, chunkRequests } from '../support/chunks.ts';
import { skipConsentBanner } from '../support/consent.ts';
import { writeSiteMarkup } from '../support/siteMarkup.ts';
import { expect, test } from '../support/test.ts';

declare global {
  interface Window {
    __vitrineGated?: string[];
    __consentCalls?: string[];
  }
}

const gated = (page: Page) => page.evaluate(() => window.__vitrineGated ?? []);
const consentCookie = async (page: Page) => {
  const cookies = await page.context().cookies();
  const cookie = cookies.find((c) => c.name === 'VitrineCookieConsent');
  return cookie ? { ...cookie, record: JSON.parse(decodeURIComponent(cookie.value)) } : undefined;
};
const consentPushes = (page: Page) =>
  page.evaluate(() =>
    (window.dataLayer ?? [])
      .filter(
        (entry) =>
          typeof entry === 'object' && entry !== null && (entry as ArrayLike<unknown>)[0] === 'consent',
      )
      .map((entry) => Array.from(entry as ArrayLike<unknown>)),
  );

test.describe('cookie consent', () => {
  test.beforeEach(async ({ page, vitrine }) => {
    void vitrine;
    await page.goto('/fr/__test/consent');
    await expect(page.locator('[data-widget="consent-dialog"][data-widget-mounted]')).toHaveCount(1);
  });

  test('a first visit shows the banner, runs no gated script and tells Google everything is denied', async ({
    page,
  }) => {
    const banner = page.getByRole('region', { name: 'Vos préférences cookies' });
    await expect(banner).toBeVisible();
    await expect(banner.getByRole('button', { name: 'Tout accepter' })).toBeVisible();
    await expect(page.locator('dialog[open]')).toHaveCount(0);
    expect(await gated(page)).toEqual([]);
    const pushes = await consentPushes(page);
    expect(pushes[0]).toEqual([
      'consent',
      'default',
      {
        ad_storage: 'denied',
        analytics_storage: 'denied',
        ad_user_data: 'denied',
        ad_personalization: 'denied',
        functionality_storage: 'denied',
        personalization_storage: 'denied',
        security_storage: 'granted',
      },
    ]);
  });

  test('accepting all stores the choice, exposes it, and runs every gated script once', async ({
    page,
    vitrine,
  }) => {
    await page.evaluate(() => {
      window.__consentCalls = [];
      window.vitrine?.onConsent(() => window.__consentCalls?.push('any'));
      window.vitrine?.onConsent(() => window.__consentCalls?.push('accept'), 'accept');
      window.vitrine?.onConsent(() => window.__consentCalls?.push('decline'), 'decline');
    });
    await page.getByRole('button', { name: 'Tout accepter' }).click();
    await expect(page.getByRole('region', { name: 'Vos préférences cookies' })).toBeHidden();
    await expect.poll(() => consentCookie(page)).toBeDefined();
    const cookie = await consentCookie(page);
    expect(cookie?.record).toEqual({
      stamp: '2026-11',
      preferences: true,
      statistics: true,
      marketing: true,
    });
    expect(cookie?.path).toBe('/');
    expect(cookie?.sameSite).toBe('Lax');
    // 8760 hours, give or take the test's own duration.
    expect(cookie?.expires ?? 0).toBeGreaterThan(Date.now() / 1000 + 8759 * 3600);
    expect(await page.evaluate(() => window.vitrine?.consent)).toEqual(cookie?.record);
    expect(await page.evaluate(() => window.__consentCalls)).toEqual(['any', 'accept']);
    expect((await vitrine.events()).filter((e) => e.type === 'consent-set')).toHaveLength(1);
    await expect
      .poll(async () => (await gated(page)).sort())
      .toEqual(
        [
          'content:/fr/__test/consent',
          'inline-statistics',
          'marketing:/fr/__test/consent',
          'preferences:/fr/__test/consent',
          'statistics:/fr/__test/consent',
        ].sort(),
      );
    expect(await page.locator('script[data-consent-executed]').count()).toBe(5);
    const update = (await consentPushes(page)).at(-1);
    expect(update?.[1]).toBe('update');
    expect(update?.[2]).toMatchObject({ analytics_storage: 'granted', ad_storage: 'granted' });

    await page.reload();
    await expect(page.locator('[data-consent-banner]')).toBeHidden();
    await expect.poll(async () => (await gated(page)).length).toBe(5);
    expect((await consentPushes(page)).map((p) => p[1])).toEqual(['default', 'update']);
  });

  test('declining all runs no gated script and runs the decline callback', async ({ page }) => {
    await page.evaluate(() => {
      window.__consentCalls = [];
      window.vitrine?.onConsent(() => window.__consentCalls?.push('accept'), 'accept');
      window.vitrine?.onConsent(() => window.__consentCalls?.push('decline'), 'decline');
    });
    await page.getByRole('button', { name: 'Tout refuser' }).click();
    await expect(page.locator('[data-consent-banner]')).toBeHidden();
    await expect
      .poll(async () => (await consentCookie(page))?.record)
      .toEqual({
        stamp: '2026-11',
        preferences: false,
        statistics: false,
        marketing: false,
      });
    expect(await page.evaluate(() => window.__consentCalls)).toEqual(['decline']);
    expect(await gated(page)).toEqual([]);
    expect(await page.locator('script[data-consent-executed]').count()).toBe(0);
  });

  test('the preferences modal saves the chosen categories, and its all-active switch follows them', async ({
    page,
  }) => {
    await page.getByRole('button', { name: 'Personnaliser' }).click();
    const modal = page.getByRole('dialog', { name: 'Vos préférences cookies' });
    await expect(modal).toBeVisible();
    const all = modal.getByRole('checkbox', { name: 'Tout activer' });
    await expect(all).toBeFocused();
    await expect(all).not.toBeChecked();

    for (const name of ['Préférences', 'Statistiques', 'Marketing']) await modal.getByLabel(name).check();
    await expect(all).toBeChecked();
    await modal.getByLabel('Marketing').uncheck();
    await expect(all).not.toBeChecked();
    await all.check();
    await expect(modal.getByLabel('Marketing')).toBeChecked();
    await all.uncheck();
    for (const name of ['Préférences', 'Statistiques', 'Marketing']) {
      await expect(modal.getByLabel(name)).not.toBeChecked();
    }

    await modal.getByLabel('Statistiques').check();
    await modal.getByRole('button', { name: 'Enregistrer mes choix' }).click();
    await expect(modal).toBeHidden();
    await expect(page.locator('[data-consent-banner]')).toBeHidden();
    await expect
      .poll(async () => (await consentCookie(page))?.record)
      .toEqual({
        stamp: '2026-11',
        preferences: false,
        statistics: true,
        marketing: false,
      });
    await expect
      .poll(async () => (await gated(page)).sort())
      .toEqual(['inline-statistics', 'statistics:/fr/__test/consent']);
    const update = (await consentPushes(page)).at(-1);
    expect(update?.[2]).toMatchObject({ analytics_storage: 'granted', ad_storage: 'denied' });
  });

  test('the footer link reopens the preferences with the stored choice; Esc closes and focus returns', async ({
    page,
  }) => {
    await page.getByRole('button', { name: 'Tout refuser' }).click();
    const link = page.getByRole('link', { name: 'Préférences cookies' });
    await link.click();
    const modal = page.getByRole('dialog', { name: 'Vos préférences cookies' });
    await expect(modal).toBeVisible();
    await expect(modal.getByLabel('Statistiques')).not.toBeChecked();
    await page.keyboard.press('Escape');
    await expect(modal).toBeHidden();
    await expect(link).toBeFocused();
    expect(await gated(page)).toEqual([]);
  });

  test('Tab stays inside the preferences modal', async ({ page }) => {
    await page.getByRole('button', { name: 'Personnaliser' }).click();
    const modal = page.getByRole('dialog', { name: 'Vos préférences cookies' });
    await expect(modal.getByRole('checkbox', { name: 'Tout activer' })).toBeFocused();
    for (let i = 0; i < 10; i += 1) {
      await page.keyboard.press('Tab');
      expect(await modal.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Shift+Tab');
    expect(await modal.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  });

  test('a choice stored for an older stamp shows the banner again and runs nothing', async ({ page }) => {
    await page.context().addCookies([
      {
        name: 'VitrineCookieConsent',
        value: encodeURIComponent(
          JSON.stringify({ stamp: '2025-01', preferences: true, statistics: true, marketing: true }),
        ),
        url: page.url(),
      },
    ]);
    await page.reload();
    await expect(page.locator('[data-widget="consent-dialog"][data-widget-mounted]')).toHaveCount(1);
    await expect(page.getByRole('region', { name: 'Vos préférences cookies' })).toBeVisible();
    expect(await page.evaluate(() => window.vitrine?.consent)).toBeUndefined();
    expect(await gated(page)).toEqual([]);
  });

  // Under Trusted Types the page's own code writes markup through its own policy, `theme`.
  test('gated scripts the page inserts later, with its nonce, run once when granted, never when not', async ({
    page,
  }) => {
    await page.getByRole('button', { name: 'Personnaliser' }).click();
    await page.getByLabel('Marketing').check();
    await page.getByRole('button', { name: 'Enregistrer mes choix' }).click();
    await expect.poll(async () => (await gated(page)).length).toBe(2);
    // The page's own script vouches for what it inserts: the nonce of the page's scripts.
    const nonce = await page.evaluate(
      () => document.querySelector<HTMLScriptElement>('script[nonce]')?.nonce ?? '',
    );
    await writeSiteMarkup(
      page,
      '[data-page-content]',
      `<div class="ajax"><script type="text/plain" data-consent="marketing" src="/static/gated/content.js" nonce="${nonce}"></script>` +
        `<script type="text/plain" data-consent="statistics" src="/static/gated/statistics.js" nonce="${nonce}"></script></div>`,
      'beforeend',
    );
    await page.evaluate(() =>
      document.dispatchEvent(new CustomEvent('vitrine:page-swap', { detail: { url: location.href } })),
    );
    await expect.poll(async () => (await gated(page)).filter((m) => m.startsWith('content')).length).toBe(2);
    expect((await gated(page)).filter((m) => m.startsWith('statistics'))).toEqual([]);
    await expect(
      page.locator('.ajax script[data-consent="statistics"]:not([data-consent-executed])'),
    ).toHaveCount(1);
  });

  test('with consent declined, no gated script has run after ten navigations', async ({ page }) => {
    const requested: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/static/gated/')) requested.push(request.url());
    });
    await page.getByRole('button', { name: 'Tout refuser' }).click();
    const route: [string, string][] = [
      ['main-nav', 'Catalogue'],
      ['main-nav', 'Accueil'],
      ['footer', 'Panier'],
      ['main-nav', 'Catalogue'],
      ['main-nav', 'Panier'],
      ['main-nav', 'Accueil'],
      ['footer', 'Catalogue'],
      ['main-nav', 'Accueil'],
      ['main-nav', 'Catalogue'],
      ['main-nav', 'Panier'],
    ];
    for (const [area, name] of route) {
      const scope = area === 'footer' ? page.locator('.site-footer') : page.locator('.main-nav');
      const link = scope.getByRole('link', { name, exact: true });
      const href = (await link.getAttribute('href')) ?? '';
      // Scrolling to the footer brings lazy widgets (the brand carousel) into view: let them load
      // and mount first, so the layout does not move under the click.
      await link.scrollIntoViewIfNeeded();
      await page.waitForLoadState('networkidle');
      await link.click();
      await expect(page).toHaveURL(new RegExp(`${href.replace(/[?]/g, '\\?')}$`));
      await expect(page.locator('[data-consent-banner]')).toBeHidden();
      expect(await gated(page)).toEqual([]);
    }
    expect(await page.locator('script[data-consent-executed]').count()).toBe(0);
    expect(requested).toEqual([]);
  });

  test('axe finds no violation with the banner, then with the preferences modal open', async ({
    page,
    vitrine,
  }) => {
    await expect(page.locator('[data-consent-banner]')).toBeVisible();
    expect(await vitrine.axe()).toEqual([]);
    await page.getByRole('button', { name: 'Personnaliser' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(await vitrine.axe()).toEqual([]);
  });
});

test.describe('cookie consent without React until the preferences open', () => {
  test('a returning customer downloads no React; opening the preferences loads it', async ({
    page,
    vitrine,
  }) => {
    void vitrine;
    const react = chunkOf('node_modules/react-dom/');
    await skipConsentBanner(page);
    const fetched = chunkRequests(page);
    await page.goto('/fr/__test/consent');
    await expect(page.locator('[data-widget="consent-dialog"][data-widget-mounted]')).toHaveCount(1);
    await page.waitForLoadState('networkidle');
    await expect(page.locator('[data-consent-banner]')).toBeHidden();
    expect(fetched.length).toBeGreaterThan(0);
    expect(fetched).not.toContain(react);
    expect(await page.evaluate(() => window.vitrine?.stats().reactRoots)).toBe(0);

    await page.getByRole('link', { name: 'Préférences cookies' }).click();
    await expect(page.getByRole('dialog', { name: 'Vos préférences cookies' })).toBeVisible();
    expect(fetched).toContain(react);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    // The island is gone with its dialog.
    await expect.poll(() => page.evaluate(() => window.vitrine?.stats().reactRoots)).toBe(0);
  });

  test('a first visit answered from the banner downloads no React', async ({ page, vitrine }) => {
    void vitrine;
    const react = chunkOf('node_modules/react-dom/');
    const fetched = chunkRequests(page);
    await page.goto('/fr/__test/consent');
    await page.getByRole('button', { name: 'Tout accepter' }).click();
    await expect(page.locator('[data-consent-banner]')).toBeHidden();
    await expect.poll(() => page.evaluate(() => window.vitrine?.consent?.marketing)).toBe(true);
    await page.waitForLoadState('networkidle');
    expect(fetched).not.toContain(react);
  });
});
