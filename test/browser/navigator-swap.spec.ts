import { expect, test } from '../support/test.ts';

test.describe('navigator: the swap', () => {
  test('loads extra stylesheets before the swap and extra scripts once; inline scripts run per swap', async ({
    page,
    vitrine,
  }) => {
    await vitrine.faults({ path: '/static/nav/nav-extra.css', delay: 400 });
    await page.goto('/fr/__test/nav-status');
    await page.evaluate(() => {
      document.addEventListener('vitrine:page-swap', () => {
        const styled = document.querySelector('.nav-styled');
        if (styled) Object.assign(window, { __colorAtSwap: getComputedStyle(styled).color });
      });
    });
    await page.click('#to-assets');
    await expect(page.locator('main h1')).toHaveText('Page with assets');
    const counts = () =>
      page.evaluate(() => {
        const w = window as unknown as Record<string, unknown>;
        return {
          color: w.__colorAtSwap,
          extra: w.__navExtra,
          inline: w.__navInline,
          consent: w.__navConsent,
        };
      });
    await expect.poll(counts).toEqual({ color: 'rgb(0, 128, 0)', extra: 1, inline: 1, consent: undefined });
    await page.click('#to-other');
    await expect(page.locator('main h1')).toHaveText('Other page');
    await page.evaluate(() => window.vitrine?.navigate('/fr/__nav/assets'));
    await expect(page.locator('main h1')).toHaveText('Page with assets');
    await expect.poll(counts).toMatchObject({ extra: 1, inline: 2, consent: undefined });
    await expect(page.locator('head link[href="/static/nav/nav-extra.css"]')).toHaveCount(1);
    await expect(page.locator('main script[type="text/plain"][data-consent]')).toHaveCount(1);
  });

  test('sets page-home on the site root plus culture and page-inner elsewhere', async ({ page }) => {
    await page.goto('/fr/__test/nav-other');
    await expect(page.locator('body')).toHaveClass(/page-inner/);
    await page.evaluate(() => window.vitrine?.navigate('/fr/'));
    await expect(page.locator('body')).toHaveClass(/page-home/);
    await expect(page.locator('body')).not.toHaveClass(/page-inner/);
    await page.evaluate(() => window.vitrine?.navigate('/fr/__test/nav-long'));
    await expect(page.locator('main h1')).toHaveText('Long page');
    await expect(page.locator('body')).toHaveClass(/page-inner/);
    await expect(page.locator('body')).not.toHaveClass(/page-home/);
  });

  test('moves focus to the new heading without scrolling and announces the title', async ({ page }) => {
    await page.goto('/fr/__test/nav-long');
    await page.click('#to-other');
    await expect(page.locator('main h1')).toHaveText('Other page');
    await expect(page.locator('main h1')).toBeFocused();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await expect(page.locator('#vitrine-announcer')).toHaveText('Other page | Vitrine');
    await expect(page.locator('#vitrine-announcer')).toHaveAttribute('aria-live', 'polite');
  });

  test('pushes a VirtualPageview to the dataLayer on every visit', async ({ page }) => {
    await page.goto('/fr/__test/nav-long');
    await page.click('#to-other');
    await expect(page.locator('main h1')).toHaveText('Other page');
    await page.click('#to-long');
    await expect(page.locator('main h1')).toHaveText('Long page');
    // The long page is a revisit: its heading shows in the preview, and the view is pushed once
    // the fresh copy is in.
    const views = () =>
      page.evaluate(() =>
        (window.dataLayer ?? []).filter((e) => (e as { event?: string }).event === 'VirtualPageview'),
      );
    await expect.poll(views).toEqual([
      {
        event: 'VirtualPageview',
        virtualPageURL: '/fr/__test/nav-other',
        virtualPageTitle: 'Other page | Vitrine',
      },
      {
        event: 'VirtualPageview',
        virtualPageURL: '/fr/__test/nav-long',
        virtualPageTitle: 'Long page | Vitrine',
      },
    ]);
  });

  test('unmounts the old widgets and mounts the new ones', async ({ page }) => {
    await page.goto('/fr/__test/nav-long');
    const widget = page.locator('main [data-widget="quantity-input"]');
    await expect(widget).toHaveAttribute('data-widget-mounted', 'quantity-input');
    await page.click('#to-other');
    await expect(page.locator('main h1')).toHaveText('Other page');
    await expect(widget).toHaveAttribute('data-widget-mounted', 'quantity-input');
    await expect(widget.locator('#nav-other-qty')).toHaveCount(1);
    // One quantity input in the region: the old page's was unmounted, the new one mounted.
    await expect(page.locator('[data-widget-mounted~="quantity-input"]')).toHaveCount(1);
  });
});
