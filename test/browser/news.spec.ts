import type { Page } from '@playwright/test';
import { expect, test } from '../support/test.ts';

const NEWS = '/fr/news';
const WIDGETS = '/fr/__test/news';
const GENERIC_ERROR = 'Une erreur inattendue est survenue. Veuillez réessayer.';

const calendar = (page: Page) => page.locator('.news-calendar[data-widget-mounted~="news-calendar"]');
const monthTitle = (page: Page) => calendar(page).locator('.news-calendar__title');
const dayLink = (page: Page, date: string) =>
  calendar(page).locator(`.news-calendar__grid a[data-date="${date}"]`);
/** Console errors other than the browser's own favicon 404 (the fixture shop has no favicon). */
const realErrors = (errors: string[]) => errors.filter((e) => !e.includes('status of 404'));
/** Every answer of 400 or more the page gets (its own calls included), by address. */
function failedAnswers(page: Page): string[] {
  const failed: string[] = [];
  page.on('response', (response) => {
    if (response.status() >= 400 && !response.url().endsWith('/favicon.ico')) failed.push(response.url());
  });
  return failed;
}
const cards = (page: Page) => page.locator('#news-list .news-card h2');

test.describe('news calendar', () => {
  test('previous and next month links load that month in place, and keyboard focus stays on the link', async ({
    page,
    vitrine,
  }) => {
    const failed = failedAnswers(page);
    await page.goto(NEWS);
    await expect(monthTitle(page)).toHaveText('Novembre 2026');
    const calls: string[] = [];
    page.on('request', (r) => calls.push(new URL(r.url()).pathname));
    await calendar(page).getByRole('link', { name: 'Mois précédent : Octobre 2026' }).focus();
    await page.keyboard.press('Enter');
    await expect(monthTitle(page)).toHaveText('Octobre 2026');
    expect(page.url()).toMatch(/\/fr\/news$/);
    expect(calls).toContain('/fr/widget/news/calendar/1,2,3/false/3/10/2026');
    await expect(page.locator(':focus')).toHaveAccessibleName('Mois précédent : Septembre 2026');
    await expect(page.locator('#vitrine-announcer')).toContainText('Octobre 2026');
    await expect(dayLink(page, '2026-10-27')).toHaveAccessibleName('27 octobre 2026, 1 article');
    await calendar(page).getByRole('link', { name: 'Mois suivant : Novembre 2026' }).click();
    await expect(monthTitle(page)).toHaveText('Novembre 2026');
    expect(realErrors(vitrine.consoleErrors)).toEqual([]);
    expect(failed).toEqual([]);
  });

  test('children are not counted by default: a day with only child-category posts is no link', async ({
    page,
    vitrine,
  }) => {
    void vitrine;
    await page.goto(NEWS);
    // 12 November has one post, in 'Événements' (a child of 'Boutique').
    await expect(dayLink(page, '2026-11-04')).toHaveAccessibleName('4 novembre 2026, 1 article');
    await expect(dayLink(page, '2026-11-12')).toHaveCount(0);
    // The month the widget loads (its own default: children not displayed) keeps the rule.
    await calendar(page).getByRole('link', { name: 'Mois précédent : Octobre 2026' }).click();
    await expect(monthTitle(page)).toHaveText('Octobre 2026');
    await calendar(page).getByRole('link', { name: 'Mois suivant : Novembre 2026' }).click();
    await expect(monthTitle(page)).toHaveText('Novembre 2026');
    await expect(dayLink(page, '2026-11-04')).toHaveAccessibleName('4 novembre 2026, 1 article');
    await expect(dayLink(page, '2026-11-12')).toHaveCount(0);
    await page.goto(WIDGETS);
    await expect(dayLink(page, '2026-11-12')).toHaveAccessibleName('12 novembre 2026, 1 article');
    await expect(dayLink(page, '2026-11-04')).toHaveAccessibleName('4 novembre 2026, 4 articles');
  });

  test('choosing a day lists its first 3 posts and links to all of them', async ({ page, vitrine }) => {
    void vitrine;
    await page.goto(WIDGETS);
    const asked = page.waitForRequest((r) => r.url().includes('/widget/news/newslist/'));
    await dayLink(page, '2026-11-04').click();
    expect(new URL((await asked).url()).pathname).toBe('/fr/widget/news/newslist/1,2,3/true/3/2026-11-04');
    const posts = calendar(page).locator('.news-calendar__posts');
    await expect(posts.getByRole('heading')).toHaveText('Articles du 4 novembre 2026');
    await expect(posts.locator('li')).toHaveCount(3);
    await expect(posts.getByRole('link', { name: 'Voir les 4 articles du jour' })).toHaveAttribute(
      'href',
      '/fr/news?date=2026-11-04',
    );
    await expect(dayLink(page, '2026-11-04')).toHaveAttribute('aria-current', 'date');
  });

  for (const [name, fault] of [
    ['a server error', { status: 500 }],
    ['a missing month (404)', { status: 404 }],
    ['a dropped connection', { drop: true, times: 40 }],
  ] as const) {
    test(`${name} shows the inline danger alert with the generic error and keeps the month shown`, async ({
      page,
      vitrine,
    }) => {
      await page.goto(NEWS);
      await vitrine.faults({ method: 'GET', path: '/fr/widget/news/calendar/*', ...fault });
      await calendar(page).getByRole('link', { name: 'Mois précédent : Octobre 2026' }).click();
      const alert = calendar(page).locator('.news-calendar__alert');
      await expect(alert).toHaveText(GENERIC_ERROR);
      await expect(alert).toHaveClass(/alert-danger/);
      await expect(monthTitle(page)).toHaveText('Novembre 2026');
      await expect(calendar(page)).not.toHaveAttribute('aria-busy');
      await expect(page.locator('dialog.vitrine-error-modal[open]')).toHaveCount(0);
      // The next call that works takes the alert away.
      await page.request.delete('/__fixtures/faults');
      await calendar(page).getByRole('link', { name: 'Mois suivant : Décembre 2026' }).click();
      await expect(monthTitle(page)).toHaveText('Décembre 2026');
      await expect(alert).toHaveCount(0);
    });
  }

  test('a failing day list shows the same alert and keeps the day list shown', async ({ page, vitrine }) => {
    await page.goto(WIDGETS);
    await vitrine.faults({ method: 'GET', path: '/fr/widget/news/newslist/*', status: 503 });
    await dayLink(page, '2026-11-12').click();
    await expect(calendar(page).locator('.news-calendar__alert')).toHaveText(GENERIC_ERROR);
    await expect(dayLink(page, '2026-11-12')).not.toHaveAttribute('aria-current');
  });

  test('a slow month is busy while it loads, then shown', async ({ page, vitrine }) => {
    await page.goto(NEWS);
    await vitrine.faults({ method: 'GET', path: '/fr/widget/news/calendar/*', delay: 1500 });
    await calendar(page).getByRole('link', { name: 'Mois précédent : Octobre 2026' }).click();
    await expect(calendar(page)).toHaveAttribute('aria-busy', 'true');
    await expect(monthTitle(page)).toHaveText('Octobre 2026');
    await expect(calendar(page)).not.toHaveAttribute('aria-busy');
  });

  test('an answer slower than the time-out shows the alert', async ({ page, vitrine }) => {
    await page.goto(WIDGETS);
    await vitrine.faults({ method: 'GET', path: '/fr/widget/news/calendar/*', delay: 3000 });
    await calendar(page).getByRole('link', { name: 'Mois précédent : Octobre 2026' }).click();
    await expect(calendar(page).locator('.news-calendar__alert')).toHaveText(GENERIC_ERROR);
    await expect(monthTitle(page)).toHaveText('Novembre 2026');
  });

  test('the calendar fragments come in the page culture', async ({ page, vitrine }) => {
    void vitrine;
    await page.goto('/nl/news');
    await calendar(page).getByRole('link', { name: 'Vorige maand: Oktober 2026' }).click();
    await expect(monthTitle(page)).toHaveText('Oktober 2026');
  });
});

test.describe('news list', () => {
  test('a page link refreshes the list in place and puts pageindex in the address', async ({
    page,
    vitrine,
  }) => {
    const pages: string[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).pathname === '/fr/news') pages.push(r.url());
    });
    await page.goto(NEWS);
    await expect(cards(page).first()).toHaveText('Une lampe pour lire (3)');
    // Until the widget runs, a page link is a plain link (a page visit).
    await expect(page.locator('#news-list[data-widget-mounted~="news-list"]')).toHaveCount(1);
    await page.evaluate(() => {
      (window as unknown as { marker: boolean }).marker = true;
    });
    await page.locator('#news-list').getByRole('link', { name: 'Page 2' }).click();
    await expect(page.locator('#news-list .news-list__count')).toHaveText('Page 2 sur 3');
    await expect(cards(page)).toHaveCount(6);
    await expect(cards(page).first()).not.toHaveText('Une lampe pour lire (3)');
    expect(new URL(page.url()).searchParams.get('pageindex')).toBe('2');
    expect(await page.evaluate(() => (window as unknown as { marker?: boolean }).marker)).toBe(true);
    await expect(page.locator('#news-list')).toBeFocused();
    await page.locator('#news-list').getByRole('link', { name: 'Suivant' }).click();
    await expect(page.locator('#news-list .news-list__count')).toHaveText('Page 3 sur 3');
    await expect(cards(page)).toHaveCount(5);
    expect(realErrors(vitrine.consoleErrors)).toEqual([]);
    // One request per page: the navigator did not ask for them too.
    expect(pages.map((url) => new URL(url).search)).toEqual(['', '?pageindex=2', '?pageindex=3']);
  });

  test('a failing page keeps the list shown and opens the error modal', async ({ page, vitrine }) => {
    await page.goto(NEWS);
    await vitrine.faults({ method: 'GET', path: '^/fr/news\\?pageindex=2$', status: 500 });
    await page.locator('#news-list').getByRole('link', { name: 'Page 2' }).click();
    await expect(page.locator('dialog.vitrine-error-modal[open]')).toBeVisible();
    await expect(page.locator('#news-list .news-list__count')).toHaveText('Page 1 sur 3');
    expect(new URL(page.url()).searchParams.get('pageindex')).toBeNull();
  });

  test('masonry packs each card under the one above it, in reading order', async ({ page, vitrine }) => {
    void vitrine;
    await page.setViewportSize({ width: 1200, height: 900 });
    await page.goto(`${NEWS}?layout=masonry`);
    await expect(page.locator('#news-list[data-widget-mounted~="news-list"]')).toHaveCount(1);
    const layout = await page.locator('#news-list .news-list__items').evaluate((items) => {
      const boxes = [...items.children].map((card) => card.getBoundingClientRect());
      const columns = new Set(boxes.map((b) => Math.round(b.left))).size;
      const first = boxes[0];
      const below = boxes.find((b, i) => i > 0 && Math.round(b.left) === Math.round(first?.left ?? 0));
      return { columns, gap: below && first ? below.top - first.bottom : -1 };
    });
    expect(layout.columns).toBeGreaterThan(1);
    expect(layout.gap).toBeGreaterThanOrEqual(0);
    expect(layout.gap).toBeLessThanOrEqual(16 + 4);
  });
});

test.describe('news ticker', () => {
  const headline = (page: Page) => page.locator('.news-ticker__item:not([hidden])');

  test('shows one headline at a time and moves to the next on its own', async ({ page, vitrine }) => {
    void vitrine;
    await page.goto(WIDGETS);
    await expect(headline(page)).toHaveCount(1);
    await expect(headline(page)).toHaveText('Une lampe pour lire (3)');
    await expect(headline(page)).toHaveText('Portes ouvertes à la boutique (3)');
  });

  test('pauses while the pointer is over it and while focus is inside', async ({ page, vitrine }) => {
    void vitrine;
    await page.goto(WIDGETS);
    const ticker = page.locator('.news-ticker');
    await expect(ticker).toHaveAttribute('data-autoplay', 'playing');
    await ticker.hover();
    await expect(ticker).toHaveAttribute('data-autoplay', 'paused');
    await page.mouse.move(0, 0);
    await expect(ticker).toHaveAttribute('data-autoplay', 'playing');
    await headline(page).getByRole('link').focus();
    await expect(ticker).toHaveAttribute('data-autoplay', 'paused');
    const shown = await headline(page).textContent();
    await page.waitForTimeout(2000);
    await expect(headline(page)).toHaveText(shown ?? '');
  });

  test('stays still under reduced motion, the next button still steps through', async ({ page, vitrine }) => {
    void vitrine;
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(WIDGETS);
    const ticker = page.locator('.news-ticker');
    await expect(ticker).toHaveAttribute('data-autoplay', 'stopped');
    await page.waitForTimeout(2000);
    await expect(headline(page)).toHaveText('Une lampe pour lire (3)');
    await ticker.getByRole('button', { name: 'Suivant' }).click();
    await expect(headline(page)).toHaveText('Portes ouvertes à la boutique (3)');
  });
});

test.describe('news post', () => {
  test('its photos open in the shared gallery with thumbnails', async ({ page, vitrine }) => {
    const failed = failedAnswers(page);
    await page.goto('/fr/news/117');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Une lampe pour lire (3)');
    const gallery = page.locator('.news-post__gallery[data-widget-mounted~="product-gallery"]');
    await expect(gallery).toHaveCount(1);
    const count = await gallery.locator('.gallery__images img').count();
    expect(count).toBeGreaterThan(1);
    const second = page.getByRole('button', { name: `Image 2 sur ${count}`, exact: true });
    await second.click();
    await expect(second).toHaveAttribute('aria-current', 'true');
    expect(realErrors(vitrine.consoleErrors)).toEqual([]);
    expect(failed).toEqual([]);
  });
});

test.describe('news pages without JavaScript', () => {
  test('month, day and page links are plain pages', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const base = test.info().project.use.baseURL;
    await page.goto(`${base}${NEWS}`);
    await page.getByRole('link', { name: 'Mois précédent : Octobre 2026' }).click();
    await expect(page.locator('.news-calendar__title')).toHaveText('Octobre 2026');
    await page.locator('.news-calendar__grid a[data-date="2026-10-27"]').click();
    await expect(page.locator('.news-calendar__posts h3')).toHaveText('Articles du 27 octobre 2026');
    await page.goto(`${base}${NEWS}`);
    await page.getByRole('link', { name: 'Page 2' }).click();
    await expect(page).toHaveURL(/pageindex=2/);
    await expect(page.locator('#news-list .news-list__count')).toHaveText('Page 2 sur 3');
    await context.close();
  });
});

test.describe('news accessibility', () => {
  for (const path of [NEWS, `${NEWS}?layout=masonry`, '/fr/news/117', '/de/news?date=2026-11-04', WIDGETS]) {
    test(`axe finds nothing on ${path}`, async ({ page, vitrine }) => {
      await page.goto(path);
      const ticker = page.locator('[data-widget-mounted~="news-ticker"]');
      await expect(ticker).toHaveCount(1);
      // Held still under the pointer: a headline fading in during the scan reads as low contrast.
      await ticker.hover();
      await expect(ticker).toHaveAttribute('data-autoplay', 'paused');
      expect(await vitrine.axe()).toEqual([]);
    });
  }

  test('axe finds nothing with the calendar failure alert shown', async ({ page, vitrine }) => {
    await page.goto(NEWS);
    await vitrine.faults({ method: 'GET', path: '/fr/widget/news/calendar/*', status: 500 });
    await calendar(page).getByRole('link', { name: 'Mois précédent : Octobre 2026' }).click();
    await expect(calendar(page).locator('.news-calendar__alert')).toBeVisible();
    expect(await vitrine.axe()).toEqual([]);
  });
});
