import { expect, test } from '../support/test.ts';

const pageEvents = async (events: () => Promise<{ type: string }[]>) =>
  (await events()).map((e) => e.type).filter((type) => type.startsWith('page-'));

test.describe('navigator: visits', () => {
  test('opens an internal link in the page area without reloading the document', async ({
    page,
    vitrine,
  }) => {
    await page.goto('/fr/__test/nav-long');
    await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
    await page.click('#to-other');
    await expect(page.locator('main h1')).toHaveText('Other page');
    await expect(page).toHaveURL(/\/fr\/__test\/nav-other$/);
    await expect(page).toHaveTitle('Other page | Vitrine');
    expect(await page.evaluate(() => (window as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
    await expect.poll(() => pageEvents(vitrine.events)).toContain('page-finished');
  });

  test('fires leave, fetch, swap, loaded, finished in that order', async ({ page, vitrine }) => {
    await page.goto('/fr/__test/nav-long');
    await page.click('#to-other');
    await expect
      .poll(() => pageEvents(vitrine.events))
      .toEqual(['page-leave', 'page-fetch', 'page-swap', 'page-loaded', 'page-finished']);
  });

  test('a cancelled leave event keeps the customer on the page', async ({ page, vitrine }) => {
    await page.goto('/fr/__test/nav-long');
    const url = page.url();
    const seen = await page.evaluate(() => {
      document.addEventListener('vitrine:page-leave', (event) => event.preventDefault(), { once: true });
      document.querySelector<HTMLAnchorElement>('#to-other')?.click();
      return (window.__vitrineEvents ?? []).map((e) => e.type);
    });
    expect(seen).toEqual(['page-leave']);
    expect(page.url()).toBe(url);
    await expect(page.locator('main h1')).toHaveText('Long page');
    expect(await pageEvents(vitrine.events)).toEqual(['page-leave']);
  });

  test('five clicks within 50 ms end on the last link with one swap', async ({ page, vitrine }) => {
    await page.goto('/fr/__test/nav-status');
    await page.evaluate(async () => {
      const ids = ['to-assets', 'to-forms', 'to-animation', 'to-slow', 'to-other'];
      for (const id of ids) {
        document.getElementById(id)?.click();
        await new Promise((resolve) => setTimeout(resolve, 8));
      }
    });
    await expect(page.locator('main h1')).toHaveText('Other page');
    await expect(page).toHaveURL(/\/fr\/__test\/nav-other$/);
    await expect
      .poll(async () => (await pageEvents(vitrine.events)).filter((t) => t === 'page-finished'))
      .toHaveLength(1);
    const types = await pageEvents(vitrine.events);
    expect(types.filter((t) => t === 'page-swap')).toHaveLength(1);
    expect(types.filter((t) => t === 'page-abort')).toHaveLength(4);
    expect(types.filter((t) => t === 'page-error')).toHaveLength(0);
  });

  test('marks a visit that outlasts the out-animation as long-loading, and the region busy', async ({
    page,
  }) => {
    await page.goto('/fr/__test/nav-status');
    await page.click('#to-slow');
    await expect(page.locator('html')).toHaveClass(/page-long-loading/);
    await expect(page.locator('main')).toHaveAttribute('aria-busy', 'true');
    await expect(page.locator('main h1')).toHaveText('Slow page', { timeout: 10_000 });
    await expect(page.locator('html')).not.toHaveClass(/page-long-loading/);
    await expect(page.locator('main')).not.toHaveAttribute('aria-busy', 'true');
  });

  test('an out-animation that never ends does not stall the visit', async ({ page }) => {
    await page.goto('/fr/__nav/animation');
    await page.click('#to-other');
    await expect(page.locator('main h1')).toHaveText('Other page');
    await expect(page.locator('html')).not.toHaveClass(/page-leaving|page-entering/);
  });

  test('window.vitrine.navigate visits a page, and replace rewrites the current entry', async ({ page }) => {
    await page.goto('/fr/__test/nav-long');
    await page.evaluate(() => window.vitrine?.navigate('/fr/__test/nav-other'));
    await expect(page.locator('main h1')).toHaveText('Other page');
    await page.evaluate(() => window.vitrine?.navigate('/fr/__test/nav-anchors', { replace: true }));
    await expect(page.locator('main h1')).toHaveText('Anchors');
    await page.goBack();
    await expect(page.locator('main h1')).toHaveText('Long page');
  });

  test('a link with data-no-cache asks the server again instead of the HTTP cache', async ({ page }) => {
    await page.goto('/fr/__test/nav-links');
    const [plain] = await Promise.all([page.waitForRequest(/nav-other/), page.click('#internal')]);
    await expect(page.locator('main h1')).toHaveText('Other page');
    expect((await plain.allHeaders())['cache-control']).toBeUndefined();
    await page.goBack();
    await expect(page.locator('main h1')).toHaveText('Link rules');
    const [fresh] = await Promise.all([page.waitForRequest(/nav-other/), page.click('#internal-no-cache')]);
    expect((await fresh.allHeaders())['cache-control']).toBe('no-cache');
  });
});
