import { expect, type Page, test } from '../support/test.ts';

const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));
const targetTop = (page: Page, id: string) =>
  page.evaluate((i) => Math.round(document.getElementById(i)?.getBoundingClientRect().top ?? -1), id);
/** Resolves once the next visit has finished (the fresh copy in, for a page served from the cache). */
const finished = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        document.addEventListener('vitrine:page-finished', () => resolve(), { once: true }),
      ),
  );

test.describe('navigator: the scroll of each history entry, saved as the reader leaves it', () => {
  test('Forward after a visit to an anchor of a page served from the page cache comes back to where the reader was', async ({
    page,
  }) => {
    await page.goto('/fr/__test/nav-anchors');
    // The long page's first visit puts it in the page cache.
    await page.click('#to-long-section');
    await expect(page.locator('main h1')).toHaveText('Long page');
    await page.click('#to-anchors');
    await expect(page.locator('main h1')).toHaveText('Anchors');
    const done = finished(page);
    await page.click('#to-long-section');
    await done;
    await expect(page.locator('html')).not.toHaveAttribute('data-preview');
    await expect.poll(() => targetTop(page, 'section-30')).toBe(150);
    const reader = await scrollY(page);
    expect(reader).toBeGreaterThan(5000);
    await page.goBack();
    await expect(page.locator('main h1')).toHaveText('Anchors');
    await page.goForward();
    await expect(page.locator('main h1')).toHaveText('Long page');
    await expect.poll(async () => Math.abs((await scrollY(page)) - reader)).toBeLessThanOrEqual(1);
  });

  test('a reload restores the scroll of a visited page, also after a load that could not get there', async ({
    page,
  }) => {
    await page.goto('/fr/__test/nav-other');
    await page.evaluate(() => sessionStorage.setItem('nav-late-tall', '1'));
    await page.evaluate(() => window.vitrine?.navigate('/fr/__test/nav-late'));
    await expect(page.locator('main h1')).toHaveText('Late page');
    await page.evaluate(() => window.scrollTo({ top: 4000, behavior: 'instant' }));
    await page.reload();
    await expect.poll(async () => Math.abs((await scrollY(page)) - 4000)).toBeLessThanOrEqual(50);
    // Its content does not come this time: the page is too short for 4000 px, twice.
    await page.evaluate(() => sessionStorage.removeItem('nav-late-tall'));
    await page.reload();
    await expect(page.locator('main h1')).toHaveText('Late page');
    await page.reload();
    await expect(page.locator('main h1')).toHaveText('Late page');
    // The reader never moved: the entry still holds where they were, and the next full page gets there.
    await page.evaluate(() => sessionStorage.setItem('nav-late-tall', '1'));
    await page.reload();
    await expect.poll(async () => Math.abs((await scrollY(page)) - 4000)).toBeLessThanOrEqual(50);
  });

  test('Back and Forward across a reload come back to the positions of the entries left before it', async ({
    page,
  }) => {
    await page.goto('/fr/__test/nav-long');
    await page.evaluate(() => window.scrollTo({ top: 2437, behavior: 'instant' }));
    await page.evaluate(() => document.querySelector<HTMLAnchorElement>('#bottom-to-other')?.click());
    await expect(page.locator('main h1')).toHaveText('Other page');
    await page.evaluate(() => window.scrollTo({ top: 1733, behavior: 'instant' }));
    await page.goBack();
    await expect(page.locator('main h1')).toHaveText('Long page');
    await page.reload();
    await expect(page.locator('main h1')).toHaveText('Long page');
    await expect.poll(async () => Math.abs((await scrollY(page)) - 2437)).toBeLessThanOrEqual(50);
    await page.goForward();
    await expect(page.locator('main h1')).toHaveText('Other page');
    await expect.poll(async () => Math.abs((await scrollY(page)) - 1733)).toBeLessThanOrEqual(50);
  });
});

test.describe('navigator: Back to the listing on a phone', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('comes back to where the customer was in the listing: the card they left on screen, within 50 px of where it was', async ({
    page,
  }) => {
    await page.goto('/fr/catalog');
    await expect(page.locator('[data-widget-mounted~="filter-panel"]')).toHaveCount(1);
    const card = page.locator('.product-card').nth(7);
    await card.evaluate((el) => el.scrollIntoView({ block: 'center', behavior: 'instant' }));
    expect(await scrollY(page)).toBeGreaterThan(1000);
    const onScreen = () => card.evaluate((el) => Math.round(el.getBoundingClientRect().top));
    const seen = await onScreen();
    await card.locator('a.product-card__link').click();
    await expect(page).toHaveURL(/\/catalog\/products\/\d+$/);
    await expect(page.locator('[data-widget-mounted~="add-to-cart"]')).toHaveCount(1);
    await page.goBack();
    await expect(page).toHaveURL(/\/fr\/catalog$/);
    await expect(page.locator('[data-widget-mounted~="filter-panel"]')).toHaveCount(1);
    // Where the card is on screen, not the scroll offset: the shop's cards skip their rendering off
    // screen (`content-visibility: auto`), so the cards above are estimates, 25 px off each, and
    // the same offset showed the card 74 px lower than the customer left it.
    await expect.poll(async () => Math.abs((await onScreen()) - seen)).toBeLessThanOrEqual(50);
    await expect(card).toBeInViewport();
  });
});
