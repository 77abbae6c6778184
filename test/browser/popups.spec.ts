import type { Page } from '@playwright/test';
import { expect, test } from '../support/test.ts';

const START = new Date('2030-01-01T00:00:00Z');

async function popupCookie(
  page: Page,
): Promise<{ record: Record<string, number>; expires: number } | undefined> {
  const cookie = (await page.context().cookies()).find((c) => c.name === 'VitrinePopups');
  // A deleted cookie is written empty with a date in the past of the page's clock (2030), which
  // is not yet past for the browser's cookie store: empty is no cookie.
  return cookie?.value
    ? { record: JSON.parse(decodeURIComponent(cookie.value)), expires: cookie.expires }
    : undefined;
}

/** The ids of the closed popups and banners the page remembers, in the cookie or in the tab. */
async function remembered(page: Page): Promise<string[]> {
  const inTab = await page.evaluate(() => sessionStorage.getItem('vitrine-preference:VitrinePopups'));
  return Object.keys((await popupCookie(page))?.record ?? JSON.parse(inTab ?? '{}'));
}

test.describe('popups and banners', () => {
  test.beforeEach(async ({ page, vitrine }) => {
    void vitrine;
    // Installed a little before START: the clock runs until paused, and pausing in the past fails.
    await page.clock.install({ time: START.getTime() - 5_000 });
    await page.clock.pauseAt(START.getTime() + 100);
    await page.goto('/fr/__test/popups');
    await expect(page.locator('[data-widget="popup"][data-widget-mounted]')).toHaveCount(1);
  });

  test('the popup opens 3 seconds after load, not before', async ({ page }) => {
    const popup = page.getByRole('dialog', { name: 'Nos soldes d’hiver' });
    await page.clock.runFor(2900);
    await expect(popup).toBeHidden();
    await page.clock.runFor(200);
    await expect(popup).toBeVisible();
    await expect(popup.getByRole('button', { name: 'Fermer' })).toBeFocused();
  });

  test('without the preferences consent a closed popup is remembered for this tab’s session only: no cookie', async ({
    page,
  }) => {
    await page.getByRole('button', { name: 'Tout refuser' }).click();
    await page.clock.runFor(3000);
    const popup = page.getByRole('dialog', { name: 'Nos soldes d’hiver' });
    await expect(popup).toBeVisible();
    await popup.getByRole('button', { name: 'Fermer' }).click();
    await expect(popup).toHaveCount(0);
    await expect
      .poll(() => page.evaluate(() => sessionStorage.getItem('vitrine-preference:VitrinePopups')))
      .toContain('winter-sale');
    expect(await popupCookie(page)).toBeUndefined();
    // Not shown again in this tab…
    await page.reload();
    await expect(page.locator('[data-widget="site-banner"][data-widget-mounted]')).toHaveCount(1);
    await page.clock.runFor(5000);
    await expect(page.locator('dialog.site-popup')).toHaveCount(0);
    // …but a new session (another tab) has no memory of it.
    const other = await page.context().newPage();
    await other.clock.install({ time: START.getTime() });
    await other.goto('/fr/__test/popups');
    await expect(other.locator('[data-widget="popup"][data-widget-mounted]')).toHaveCount(1);
    await other.clock.runFor(3000);
    await expect(other.getByRole('dialog', { name: 'Nos soldes d’hiver' })).toBeVisible();
  });

  test('with the preferences consent a closed popup is the cookie, with its time, until the consent is withdrawn', async ({
    page,
  }) => {
    await page.getByRole('button', { name: 'Tout accepter' }).click();
    await page.clock.runFor(3000);
    const popup = page.getByRole('dialog', { name: 'Nos soldes d’hiver' });
    await expect(popup).toBeVisible();
    await popup.getByRole('button', { name: 'Fermer' }).click();
    await expect(popup).toHaveCount(0);
    await expect.poll(async () => (await popupCookie(page))?.record).toBeDefined();
    const cookie = await popupCookie(page);
    expect(Object.keys(cookie?.record ?? {})).toEqual(['winter-sale']);
    expect(cookie?.record['winter-sale']).toBeGreaterThanOrEqual(START.getTime());
    await page.reload();
    await expect(page.locator('[data-widget="site-banner"][data-widget-mounted]')).toHaveCount(1);
    await page.clock.runFor(5000);
    await expect(page.locator('dialog.site-popup')).toHaveCount(0);
    // Preferences withdrawn: the memory goes with the consent that allowed it.
    await page.evaluate(() =>
      window.vitrine?.saveConsent({ preferences: false, statistics: true, marketing: true }),
    );
    await expect.poll(() => popupCookie(page)).toBeUndefined();
  });

  test('Esc closes the popup and records it too', async ({ page }) => {
    await page.clock.runFor(3000);
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect.poll(() => remembered(page)).toEqual(['winter-sale']);
  });

  test('the countdown in the popup ticks each second', async ({ page }) => {
    await page.clock.runFor(3000);
    const timer = page.locator('#popup-countdown');
    // 2 days 4 h 5 min 6 s before the end, minus the 3 s the popup waited.
    await expect(timer).toHaveText('2 j 04 h 05 min 03 s');
    await page.clock.runFor(1000);
    await expect(timer).toHaveText('2 j 04 h 05 min 02 s');
  });

  test('closing the banner removes it and it stays closed', async ({ page }) => {
    const banner = page.getByRole('region', { name: 'Annonce' });
    await expect(banner).toBeVisible();
    await banner.getByRole('button', { name: 'Fermer' }).click();
    await expect(banner).toHaveCount(0);
    await expect(page.locator('main')).toBeFocused();
    await expect.poll(() => remembered(page)).toEqual(['free-shipping']);
    await page.reload();
    await expect(page.locator('[data-widget="popup"][data-widget-mounted]')).toHaveCount(1);
    await expect(page.locator('.site-banner')).toHaveCount(0);
  });

  test('the cookie-law bar goes away with OK and is remembered for a year', async ({ page }) => {
    // The consent banner shares the bottom of the screen: answer it first, as a customer would.
    await page.getByRole('button', { name: 'Tout refuser' }).click();
    const bar = page.getByRole('region', { name: 'Information sur les cookies' });
    await expect(bar).toBeVisible();
    await bar.getByRole('button', { name: 'OK' }).click();
    await expect(bar).toHaveCount(0);
    await expect
      .poll(async () => (await page.context().cookies()).some((c) => c.name === 'VitrineCookieLaw'))
      .toBe(true);
    const cookie = (await page.context().cookies()).find((c) => c.name === 'VitrineCookieLaw');
    expect(cookie?.value).toBe('1');
    // Written from the page's clock (2030) + 8760 h; Chromium caps it at 400 days from the real now.
    expect(cookie?.expires ?? 0).toBeGreaterThan(Date.now() / 1000 + 364 * 86_400);
    await page.reload();
    await expect(page.locator('[data-widget="popup"][data-widget-mounted]')).toHaveCount(1);
    await expect(page.locator('.cookie-law')).toHaveCount(0);
  });

  test('axe finds no violation with the popup open', async ({ page, vitrine }) => {
    await page.getByRole('button', { name: 'Tout refuser' }).click();
    await page.clock.runFor(3000);
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.clock.resume(); // axe waits on timers
    expect(await vitrine.axe()).toEqual([]);
  });
});

test.describe('countdown', () => {
  test.beforeEach(async ({ page, vitrine }) => {
    void vitrine;
    // Installed a little before START: the clock runs until paused, and pausing in the past fails.
    await page.clock.install({ time: START.getTime() - 5_000 });
    await page.clock.pauseAt(START.getTime());
    await page.goto('/fr/__test/countdown');
    await expect(page.locator('#event-countdown[data-widget-mounted]')).toHaveCount(1);
  });

  test('at the end it dispatches the named window event and stops', async ({ page }) => {
    await page.evaluate(() => {
      window.addEventListener('vitrine-test:ended', (event) => {
        (window as unknown as { __ended: string[] }).__ended ??= [];
        (window as unknown as { __ended: string[] }).__ended.push((event as CustomEvent).detail.end);
      });
    });
    const timer = page.locator('#event-countdown');
    await expect(timer).toHaveText('0 j 00 h 00 min 05 s');
    await page.clock.runFor(4000);
    await expect(timer).toHaveText('0 j 00 h 00 min 01 s');
    await page.clock.runFor(1000);
    await expect(timer).toHaveText('0 j 00 h 00 min 00 s');
    await page.clock.runFor(3000);
    expect(await page.evaluate(() => (window as unknown as { __ended: string[] }).__ended)).toEqual([
      '2030-01-01T00:00:05Z',
    ]);
  });

  test('without an end event the page reloads at the end, once', async ({ page }) => {
    await page.evaluate(() => {
      (window as unknown as { __marker: boolean }).__marker = true;
    });
    await page.clock.runFor(9000);
    expect(await page.evaluate(() => (window as unknown as { __marker?: boolean }).__marker)).toBe(true);
    const reloaded = page.waitForEvent('load');
    await page.clock.runFor(1000);
    await reloaded;
    expect(await page.evaluate(() => (window as unknown as { __marker?: boolean }).__marker)).toBeUndefined();
    await expect(page.locator('#reload-countdown[data-widget-mounted]')).toHaveCount(1);
    await expect(page.locator('#reload-countdown')).toHaveText('0 j 00 h 00 min 00 s');
  });
});
