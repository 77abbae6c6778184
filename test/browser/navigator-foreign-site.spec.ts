// A visit equals a full load on a site nobody here wrote (fixtures/server/foreignSite.ts): pages in
// nested folders naming their pictures, favicon and head scripts by relative addresses, each answer
// with its own nonce.
import { expect, type Page, test } from '../support/test.ts';

declare global {
  interface Window {
    siteLog?: string[];
    __stayed?: boolean;
  }
}

/** Opens `path`, marks the window (a full load would lose the mark) and notes every 404. */
async function open(page: Page, path: string): Promise<string[]> {
  const missing: string[] = [];
  page.on('response', (response) => {
    if (response.status() === 404) missing.push(response.url());
  });
  await page.goto(path);
  await page.evaluate(() => {
    window.__stayed = true;
  });
  return missing;
}

// Each page's head has one inline script without the nonce, which the policy refuses by design.
test.use({ expectedViolations: [/^script-src-elem inline \S+\/__site\//] });

async function visit(page: Page, link: string, heading: string): Promise<void> {
  await page.click(link);
  await expect(page.locator('main h1')).toHaveText(heading);
  expect(await page.evaluate(() => window.__stayed)).toBe(true);
}

test('a relative picture of a page in another folder loads after a visit, and nothing is asked at a wrong address', async ({
  page,
}) => {
  const missing = await open(page, '/__site/library/os.html');
  await visit(page, '#to-index', 'Index');
  await expect
    .poll(() => page.locator('#logo').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
  expect(await page.locator('#logo').evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(
    /\/__site\/_static\/logo\.svg$/,
  );
  // Back and to the index again: its cached copy shows first, as a preview, then the fresh one.
  await visit(page, '#to-os', 'os');
  await visit(page, '#to-index', 'Index');
  await expect(page.locator('html[data-preview]')).toHaveCount(0);
  expect(await page.locator('#logo').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(
    0,
  );
  expect(missing).toEqual([]);
});

test('the favicon, the canonical link and the description follow the visited page; a meta it lacks goes', async ({
  page,
}) => {
  await open(page, '/__site/library/os.html');
  await visit(page, '#to-index', 'Index');
  const head = () =>
    page.evaluate(() => ({
      icons: [...document.querySelectorAll<HTMLLinkElement>('link[rel="icon"]')].map((l) => l.href),
      canonical: [...document.querySelectorAll<HTMLLinkElement>('link[rel="canonical"]')].map((l) => l.href),
      description: document.querySelector('meta[name="description"]')?.getAttribute('content'),
      keywords: document.querySelectorAll('meta[name="keywords"]').length,
    }));
  const origin = new URL(page.url()).origin;
  expect(await head()).toEqual({
    icons: [`${origin}/__site/_static/index.svg`],
    canonical: [`${origin}/__site/genindex.html`],
    description: 'Index',
    keywords: 0,
  });
});

test('the head scripts the current head lacks run once, in document order, only with the nonce', async ({
  page,
}) => {
  await open(page, '/__site/library/os.html');
  expect(await page.evaluate(() => window.siteLog)).toEqual(['shared']);
  await visit(page, '#to-index', 'Index');
  const log = () => page.evaluate(() => window.siteLog);
  await expect.poll(log).toEqual(['shared', 'search external', 'index inline']);
  // Back to a page without them, and to the index again: the head has them, nothing runs twice.
  await visit(page, '#to-os', 'os');
  await visit(page, '#to-index', 'Index');
  await page.waitForFunction(() => window.vitrine !== undefined);
  await expect.poll(async () => (await page.evaluate(() => document.title)) === 'Index — Site').toBe(true);
  expect(await log()).toEqual(['shared', 'search external', 'index inline']);
  await expect(page.locator('head script[src$="/_static/search.js"]')).toHaveCount(1);
});

test('a same-page anchor of the visited page scrolls within it', async ({ page, vitrine }) => {
  await open(page, '/__site/library/os.html');
  await visit(page, '#to-index', 'Index');
  const visits = (await vitrine.events()).filter((e) => e.type === 'page-leave').length;
  await page.click('#to-letter');
  await expect(page).toHaveURL(/\/__site\/genindex\.html#letter-s$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
  expect((await vitrine.events()).filter((e) => e.type === 'page-leave').length).toBe(visits);
  expect(await page.evaluate(() => window.__stayed)).toBe(true);
});
