import { expect, test } from '../support/test.ts';

const scrollY = (page: import('@playwright/test').Page) => page.evaluate(() => window.scrollY);

test.describe('navigator: history and scroll', () => {
  test('a new page starts at the top; back restores the scroll within 1 px', async ({ page }) => {
    await page.goto('/fr/__test/nav-long');
    await expect(page.locator('main h1')).toHaveText('Long page');
    await page.evaluate(() => window.scrollTo({ top: 2437, behavior: 'instant' }));
    await page.evaluate(() => document.querySelector<HTMLAnchorElement>('#to-other')?.click());
    await expect(page.locator('main h1')).toHaveText('Other page');
    expect(await scrollY(page)).toBe(0);
    await page.goBack();
    await expect(page.locator('main h1')).toHaveText('Long page');
    await expect.poll(() => scrollY(page)).toBeGreaterThanOrEqual(2436);
    expect(Math.abs((await scrollY(page)) - 2437)).toBeLessThanOrEqual(1);
  });

  test('forward restores the scroll of the page left by going back', async ({ page }) => {
    await page.goto('/fr/__test/nav-long');
    await page.click('#to-other');
    await expect(page.locator('main h1')).toHaveText('Other page');
    // Saved as the reader leaves the entry: Back right after the scroll keeps it.
    await page.evaluate(() => window.scrollTo({ top: 1200, behavior: 'instant' }));
    await page.goBack();
    await expect(page.locator('main h1')).toHaveText('Long page');
    await page.goForward();
    await expect(page.locator('main h1')).toHaveText('Other page');
    await expect.poll(async () => Math.abs((await scrollY(page)) - 1200)).toBeLessThanOrEqual(1);
  });

  test('the scroll position survives a reload', async ({ page }) => {
    // Header widgets mount after a reload and change its height: the content must not move.
    const contentTop = () =>
      page.evaluate(() =>
        Math.round(document.getElementById('other-bottom')?.getBoundingClientRect().top ?? 0),
      );
    await page.goto('/fr/__test/nav-long');
    await page.click('#to-other');
    await expect(page.locator('main h1')).toHaveText('Other page');
    await page.evaluate(() => window.scrollTo({ top: 1733, behavior: 'instant' }));
    const seen = await contentTop();
    await page.reload();
    await expect(page.locator('main h1')).toHaveText('Other page');
    // What the customer sees is the content where it was, within 1 px; the window's scrollY itself
    // differs by as much as the header's height changed.
    await expect.poll(async () => Math.abs((await contentTop()) - seen)).toBeLessThanOrEqual(1);
  });

  test('back keeps trying until the page is tall enough for the saved position', async ({ page }) => {
    await page.goto('/fr/__test/nav-grow');
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollHeight)).toBeGreaterThan(5000);
    await page.evaluate(() => window.scrollTo({ top: 4321, behavior: 'instant' }));
    await page.evaluate(() => document.querySelector<HTMLAnchorElement>('#to-other')?.click());
    await expect(page.locator('main h1')).toHaveText('Other page');
    await page.goBack();
    await expect(page.locator('main h1')).toHaveText('Growing page');
    await expect.poll(async () => Math.abs((await scrollY(page)) - 4321)).toBeLessThanOrEqual(1);
  });

  test('a restored position is applied at once, even under CSS smooth scrolling', async ({ page }) => {
    await page.goto('/fr/__test/nav-long');
    await page.addStyleTag({ content: 'html { scroll-behavior: smooth; }' });
    await page.evaluate(() => window.scrollTo({ top: 3000, behavior: 'instant' }));
    await page.evaluate(() => document.querySelector<HTMLAnchorElement>('#to-other')?.click());
    await expect(page.locator('main h1')).toHaveText('Other page');
    await page.evaluate(() => {
      document.addEventListener(
        'vitrine:page-swap',
        () => Object.assign(window, { __atSwap: window.scrollY }),
        {
          once: true,
        },
      );
    });
    await page.goBack();
    await expect(page.locator('main h1')).toHaveText('Long page');
    await expect.poll(() => page.evaluate(() => (window as { __atSwap?: number }).__atSwap)).toBe(3000);
  });
});

test.describe('navigator: anchors', () => {
  const targetTop = (page: import('@playwright/test').Page, id: string) =>
    page.evaluate((i) => Math.round(document.getElementById(i)?.getBoundingClientRect().top ?? -1), id);

  test('a same-page anchor scrolls smoothly to 150 px above its target, without a visit', async ({
    page,
    vitrine,
  }) => {
    await page.goto('/fr/__test/nav-anchors');
    const startY = await page.evaluate(() => {
      document.querySelector<HTMLAnchorElement>('#to-plain')?.click();
      return window.scrollY;
    });
    expect(startY).toBe(0);
    await expect.poll(() => targetTop(page, 'plain-target')).toBe(150);
    await expect(page).toHaveURL(/#plain-target$/);
    expect((await vitrine.events()).filter((e) => e.type === 'page-leave')).toHaveLength(0);
  });

  test('opens the collapse that holds the target first', async ({ page }) => {
    await page.goto('/fr/__test/nav-anchors');
    await page.click('#to-collapsed');
    await expect(page.locator('#faq')).toHaveClass(/show/);
    await expect(page.locator('[data-bs-target="#faq"]')).toHaveAttribute('aria-expanded', 'true');
    await expect.poll(() => targetTop(page, 'collapsed-target')).toBe(150);
  });

  test('activates the tab that holds the target first', async ({ page }) => {
    await page.goto('/fr/__test/nav-anchors');
    await page.click('#to-tabbed');
    await expect(page.locator('#tab-two')).toHaveClass(/active/);
    await expect(page.locator('#tab-one')).not.toHaveClass(/active/);
    await expect(page.locator('[data-bs-target="#tab-two"]')).toHaveAttribute('aria-selected', 'true');
    await expect.poll(() => targetTop(page, 'tabbed-target')).toBe(150);
  });

  test('under prefers-reduced-motion the anchor scroll is instant', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/fr/__test/nav-anchors');
    const top = await page.evaluate(() => {
      document.querySelector<HTMLAnchorElement>('#to-plain')?.click();
      return Math.round(document.getElementById('plain-target')?.getBoundingClientRect().top ?? -1);
    });
    expect(top).toBe(150);
  });

  test('a link to another page with a fragment lands on its anchor', async ({ page }) => {
    await page.goto('/fr/__test/nav-anchors');
    await page.click('#to-long-section');
    await expect(page.locator('main h1')).toHaveText('Long page');
    await expect.poll(() => targetTop(page, 'section-30')).toBe(150);
  });
});
