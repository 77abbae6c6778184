// A deploy while a tab is open: two releases of the bundle are built, the first is served, a page
// is opened on it, then the second replaces it on the server (the first's files removed, the worst
// case). The tab's next visit, its next lazy widget and Back must all work, in the new release,
// with no widget error: a page of another release is loaded in full rather than swapped in, and a
// widget whose chunk is gone reloads the page once instead of failing.
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { type FixtureServer, startServer } from '../bench/server.ts';

const PORT = Number(process.env.DEPLOY_PORT ?? 3340);
const BASE = `http://127.0.0.1:${PORT}`;
const root = join(import.meta.dirname, '../..');
const MOUNTED = '[data-widget-mounted~="quantity-input"]';

let folder = '';
let server: FixtureServer | undefined;
const builds: Record<'first' | 'second', string> = { first: '', second: '' };

/** Builds a release of the bundle into `folder/<name>` and returns its build's name. */
function buildRelease(name: 'first' | 'second', version: string): string {
  execFileSync(process.execPath, ['build.mjs', `--out=${join(folder, name)}`, `--version=${version}`], {
    cwd: root,
    stdio: 'pipe',
  });
  return JSON.parse(readFileSync(join(folder, name, 'version.json'), 'utf8')).build;
}

/** Puts a release on the server, as a deploy that removes the previous one's files. */
function deploy(name: 'first' | 'second'): void {
  const served = join(folder, 'served');
  rmSync(served, { recursive: true, force: true });
  cpSync(join(folder, name), served, { recursive: true });
}

/** Console errors of the page, across its loads (the loader reports a failed widget there). */
function widgetErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && message.text().includes('[vitrine] widget'))
      errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** The build running in the page; undefined while a load replaces the page. */
const runningBuild = (page: Page) =>
  page.evaluate(() => window.vitrine?.release.build).catch(() => undefined);

test.describe('a deploy while a tab is open', () => {
  test.describe.configure({ mode: 'serial' });

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    folder = mkdtempSync(join(tmpdir(), 'vitrine-deploy-'));
    builds.first = buildRelease('first', '9.0.0');
    builds.second = buildRelease('second', '9.0.1');
    deploy('first');
    server = await startServer(PORT, { VITRINE_DIST: join(folder, 'served') });
  });

  test.afterAll(() => {
    server?.kill();
    rmSync(folder, { recursive: true, force: true });
  });

  test('the two releases are built with names of their own', () => {
    expect(builds.first).toMatch(/^[A-Z2-7]{8}$/);
    expect(builds.second).toMatch(/^[A-Z2-7]{8}$/);
    expect(builds.second).not.toBe(builds.first);
  });

  test('the next visit loads the page of the new release in full, and Back works', async ({ page }) => {
    const errors = widgetErrors(page);
    deploy('first');
    await page.goto(`${BASE}/fr/__test/loader`);
    await expect(page.locator(`#top-widget ${MOUNTED}`)).toHaveCount(1);
    await page.waitForFunction(() => window.vitrine?.navigator !== undefined);
    expect(await runningBuild(page)).toBe(builds.first);
    await page.evaluate(() => Object.assign(window, { __oldDocument: true }));
    deploy('second');
    // Not awaited in the page: the visit ends in a full load, which ends this evaluation's context.
    await page.evaluate(() => {
      void window.vitrine?.navigate('/fr/__test/navigation');
    });
    await expect(page).toHaveURL(/\/fr\/__test\/navigation$/);
    await expect.poll(() => runningBuild(page)).toBe(builds.second);
    expect(await page.evaluate(() => '__oldDocument' in window)).toBe(false);
    await expect(page.locator('[data-widget-mounted~="language-switch"]')).toHaveCount(1);
    await page.goBack();
    await expect(page).toHaveURL(/\/fr\/__test\/loader$/);
    await expect(page.locator(`#top-widget ${MOUNTED}`)).toHaveCount(1);
    await page.locator('#bottom-widget').scrollIntoViewIfNeeded();
    await expect(page.locator(`#bottom-widget ${MOUNTED}`)).toHaveCount(1);
    expect(errors).toEqual([]);
  });

  test('Back to a page of the new release loads it in full where the reader left it, and a reload keeps it', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    const scrollY = () => page.evaluate(() => Math.round(window.scrollY)).catch(() => -1);
    deploy('first');
    await page.goto(`${BASE}/fr/__test/nav-long`);
    await page.waitForFunction(() => window.vitrine?.navigator !== undefined);
    await page.evaluate(() => window.scrollTo({ top: 2437, behavior: 'instant' }));
    await page.evaluate(() => document.querySelector<HTMLAnchorElement>('#bottom-to-other')?.click());
    await expect(page.locator('main h1')).toHaveText('Other page');
    await page.evaluate(() => window.scrollTo({ top: 1733, behavior: 'instant' }));
    deploy('second');
    await page.goBack();
    await expect(page).toHaveURL(/\/fr\/__test\/nav-long$/);
    await expect.poll(() => runningBuild(page)).toBe(builds.second);
    await expect.poll(async () => Math.abs((await scrollY()) - 2437)).toBeLessThanOrEqual(50);
    // The full load took the entry Back moved to: Forward still leads to the other page.
    await page.reload();
    await expect.poll(async () => Math.abs((await scrollY()) - 2437)).toBeLessThanOrEqual(50);
    await page.goForward();
    await expect(page.locator('main h1')).toHaveText('Other page');
    await expect.poll(async () => Math.abs((await scrollY()) - 1733)).toBeLessThanOrEqual(50);
  });

  test('a widget whose chunk the deploy removed reloads the page in the new release, with no widget error', async ({
    page,
  }) => {
    const errors = widgetErrors(page);
    deploy('first');
    await page.goto(`${BASE}/fr/__test/loader`);
    await expect(page.locator(`#top-widget ${MOUNTED}`)).toHaveCount(1);
    expect(await runningBuild(page)).toBe(builds.first);
    deploy('second');
    // The copy button's chunk was never loaded: the first release's is gone from the server.
    await page.locator('#bottom-widget').scrollIntoViewIfNeeded();
    await expect.poll(() => runningBuild(page)).toBe(builds.second);
    await page.locator('#bottom-widget').scrollIntoViewIfNeeded();
    await expect(page.locator('#bottom-widget [data-widget-mounted~="copy-to-clipboard"]')).toHaveCount(1);
    await expect(page.locator('[data-widget-failed]')).toHaveCount(0);
    expect(errors).toEqual([]);
  });
});
