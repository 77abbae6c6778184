import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { serveStatic } from '../support/staticServer.ts';
import { expect, test } from '../support/test.ts';

/**
 * `npm run fixtures:export` served by a plain static file server (test/support/staticServer.ts):
 * the demo shop works without the fixture server. The export of the French pages is made once for
 * the file (the build in dist/ is the one the other specs use).
 */
let folder = '';
let server: Server | undefined;
let origin = '';

/** Calls that need the live fixture server (fixtures/export/README.md): signed-in only answers. */
const LIVE_ONLY = ['/api/v1/catalog/wishlist/products/count'];

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(300_000);
  folder = mkdtempSync(join(tmpdir(), 'vitrine-export-'));
  execFileSync('npx', ['tsx', 'fixtures/export/main.ts', folder, '--cultures', 'fr'], { stdio: 'ignore' });
  server = await serveStatic(folder, 0);
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

test.afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve));
  if (folder) rmSync(folder, { recursive: true, force: true });
});

/** Answers of 400 or more from the static server, other than the documented live-only calls. */
function unexpectedFailures(page: Page): string[] {
  const failed: string[] = [];
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (response.status() >= 400 && !LIVE_ONLY.includes(url.pathname) && url.pathname !== '/favicon.ico')
      failed.push(`${response.status()} ${url.pathname}${url.search}`);
  });
  return failed;
}

/** Console errors other than the browser's own line for a failed load (those are checked above). */
const scriptErrors = (errors: string[]) => errors.filter((e) => !e.startsWith('Failed to load resource'));

test('the home page runs its widgets in the page language', async ({ page, vitrine }) => {
  const failed = unexpectedFailures(page);
  await page.goto(`${origin}/fr/`);
  await expect(page.locator('body.page-home')).toHaveCount(1);
  await page.locator('[data-widget~="brand-carousel"]').scrollIntoViewIfNeeded();
  await expect(page.locator('[data-widget-mounted~="brand-carousel"]')).toHaveCount(1);
  // Swiper and the buttons' strings come with the carousel's first use.
  await page.locator('[data-widget~="brand-carousel"] [data-carousel-viewport]').hover();
  await expect(
    page.locator('[data-widget-mounted~="brand-carousel"]').getByRole('button', { name: 'Suivant' }),
  ).toHaveCount(1);
  expect(scriptErrors(vitrine.consoleErrors)).toEqual([]);
  expect(failed).toEqual([]);
});

test('a listing shows its products, and its next page comes from the exported file', async ({
  page,
  vitrine,
}) => {
  const failed = unexpectedFailures(page);
  await page.goto(`${origin}/fr/catalog/`);
  await page.locator('nav.pagination').scrollIntoViewIfNeeded();
  await expect(page.locator('[data-widget-mounted~="pagination"]')).toHaveCount(1);
  const first = await page.locator('.product-card h2, .product-card h3').first().textContent();
  await page.locator('nav.pagination').getByRole('link', { name: 'Page 2' }).click();
  await expect(page).toHaveURL(/\/fr\/catalog\/@pageindex=2\/$/);
  await expect(page.locator('.product-card h2, .product-card h3').first()).not.toHaveText(first ?? '');
  expect(scriptErrors(vitrine.consoleErrors)).toEqual([]);
  expect(failed).toEqual([]);
});

test('a product page runs its photo gallery', async ({ page, vitrine }) => {
  const failed = unexpectedFailures(page);
  await page.goto(`${origin}/fr/catalog/products/1001/`);
  await expect(page.locator('.gallery[data-widget-mounted~="product-gallery"]')).toHaveCount(1);
  const count = await page.locator('.gallery__images img').count();
  expect(count).toBeGreaterThan(1);
  const second = page.getByRole('button', { name: `Image 2 sur ${count}`, exact: true });
  await second.click();
  await expect(second).toHaveAttribute('aria-current', 'true');
  expect(scriptErrors(vitrine.consoleErrors)).toEqual([]);
  expect(failed).toEqual([]);
});

test('the news list pages in place, and its calendar changes month from the exported fragments', async ({
  page,
  vitrine,
}) => {
  const failed = unexpectedFailures(page);
  await page.goto(`${origin}/fr/news/`);
  for (const widget of ['news-list', 'news-calendar', 'news-ticker'])
    await expect(page.locator(`[data-widget-mounted~="${widget}"]`)).toHaveCount(1);
  await page.locator('#news-list').getByRole('link', { name: 'Page 2' }).click();
  await expect(page.locator('#news-list .news-list__count')).toHaveText('Page 2 sur 3');
  await page.getByRole('link', { name: 'Mois précédent : Octobre 2026' }).click();
  await expect(page.locator('.news-calendar__title')).toHaveText('Octobre 2026');
  await page.locator('.news-calendar__grid a[data-date="2026-10-27"]').click();
  await expect(page.locator('.news-calendar__posts h3')).toHaveText('Articles du 27 octobre 2026');
  await expect(page.locator('.news-calendar__alert')).toHaveCount(0);
  expect(scriptErrors(vitrine.consoleErrors)).toEqual([]);
  expect(failed).toEqual([]);
});

test('the widget catalogue is exported, and its live examples run from the files', async ({
  page,
  vitrine,
}) => {
  const failed = unexpectedFailures(page);
  await page.goto(`${origin}/fr/`);
  await page.getByRole('button', { name: 'Tout refuser' }).click();
  await page.getByRole('contentinfo').getByRole('link', { name: 'Widgets' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Catalogue des widgets');
  const folders = readdirSync('widgets').filter((name) => existsSync(join('widgets', name, 'index.ts')));
  await expect(page.locator('article h2')).toHaveCount(folders.length);
  for (const widget of ['quantity-input', 'qr-code', 'fake-select']) {
    const example = page.locator(`#widget-${widget} [data-widget="${widget}"]`);
    await example.scrollIntoViewIfNeeded();
    await expect(example).toHaveAttribute('data-widget-mounted', widget);
  }
  expect(scriptErrors(vitrine.consoleErrors)).toEqual([]);
  expect(failed).toEqual([]);
});
