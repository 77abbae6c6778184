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
    await page.evaluate(() => {
      document.addEventListener('vitrine:page-leave', (event) => event.preventDefault(), { once: true });
    });
    await page.click('#to-other');
    // page-fetch follows page-leave in the same task, so once leave is logged the outcome is known.
    await expect.poll(() => pageEvents(vitrine.events)).toContain('page-leave');
    expect(await pageEvents(vitrine.events)).toEqual(['page-leave']);
    expect(page.url()).toBe(url);
    await expect(page.locator('main h1')).toHaveText('Long page');
  });

  for (const warm of [false, true]) {
    test(`five clicks within 50 ms end on the last link with one swap (${warm ? 'warm' : 'first visit'})`, async ({
      page,
      vitrine,
    }) => {
      await page.goto('/fr/__test/nav-status');
      if (warm) {
        await page.evaluate(() => window.vitrine?.navigate('/fr/__test/nav-status'));
        await page.evaluate(() => {
          window.__vitrineEvents = [];
        });
      }
      await page.evaluate(async () => {
        for (const id of ['to-assets', 'to-forms', 'to-animation', 'to-slow', 'to-other']) {
          document.getElementById(id)?.click();
          await new Promise((resolve) => setTimeout(resolve, 8));
        }
      });
      await expect(page.locator('main h1')).toHaveText('Other page');
      await expect(page).toHaveURL(/\/fr\/__test\/nav-other$/);
      const count = async (type: string) =>
        (await pageEvents(vitrine.events)).filter((t) => t === type).length;
      await expect.poll(() => count('page-finished')).toBe(1);
      expect(await count('page-swap')).toBe(1);
      expect(await count('page-error')).toBe(0);
      // Every visit that started ended: aborted by the next click, or finished.
      expect(await count('page-leave')).toBe((await count('page-abort')) + 1);
      if (warm) expect(await count('page-abort')).toBe(4);
    });
  }

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
    const heading = page.locator('main h1');
    await page.click('#cacheable');
    await expect(heading).toHaveText(/^Cached page, answer \d+$/);
    const first = Number((await heading.textContent())?.match(/\d+$/)?.[0]);
    await page.goBack();
    await expect(heading).toHaveText('Link rules');
    // A plain link to a page the server allowed to cache: the browser's copy, no new answer.
    await page.click('#cacheable');
    await expect(heading).toHaveText(`Cached page, answer ${first}`);
    await page.goBack();
    await expect(heading).toHaveText('Link rules');
    await page.click('#cacheable-no-cache');
    await expect(heading).toHaveText(`Cached page, answer ${first + 1}`);
  });
});
