import { expect, type Page, test } from '../support/test.ts';

interface Seen {
  type: string;
  url: string;
  /** The h1 inside the event's root. */
  heading: string;
  /** The root is the document's content region at that moment. */
  isRegion: boolean;
  /** The h1 the document shows at that moment. */
  shown: string;
}

declare global {
  interface Window {
    __lifecycle?: Seen[];
  }
}

/** Logs the page lifecycle and the swap, from before the bundle runs, across the page's loads. */
async function logLifecycle(page: Page): Promise<void> {
  await page.addInitScript(() => {
    window.__lifecycle = [];
    const heading = (root: ParentNode) => root.querySelector('h1')?.textContent ?? '';
    for (const type of ['vitrine:page-ready', 'vitrine:page-unload', 'vitrine:page-swap']) {
      document.addEventListener(type, (event) => {
        const { url, root } = (event as CustomEvent<{ url: string; root?: HTMLElement }>).detail;
        window.__lifecycle?.push({
          type: type.replace('vitrine:', ''),
          url: new URL(url).pathname,
          heading: root ? heading(root) : '',
          isRegion: !!root && root === document.querySelector('[data-page-content]'),
          shown: heading(document.querySelector('[data-page-content]') ?? document),
        });
      });
    }
  });
}

const seen = (page: Page) => page.evaluate(() => window.__lifecycle ?? []);

test.describe('navigator: the page lifecycle for the site’s own scripts', () => {
  test('vitrine:page-ready comes on the first load and after every visit with the page’s root; vitrine:page-unload before the swap', async ({
    page,
  }) => {
    await logLifecycle(page);
    await page.goto('/fr/__test/nav-long');
    await expect
      .poll(() => seen(page))
      .toEqual([
        {
          type: 'page-ready',
          url: '/fr/__test/nav-long',
          heading: 'Long page',
          isRegion: true,
          shown: 'Long page',
        },
      ]);
    await page.click('#to-other');
    await expect(page.locator('main h1')).toHaveText('Other page');
    await page.click('#to-long');
    await expect(page.locator('main h1')).toHaveText('Long page');
    // The other page is in the page cache now: its preview fires nothing, its fresh copy does.
    await page.click('#to-other');
    await expect(page.locator('main h1')).toHaveText('Other page');
    await expect.poll(async () => (await seen(page)).length).toBe(10);
    expect((await seen(page)).slice(1)).toEqual([
      {
        type: 'page-unload',
        url: '/fr/__test/nav-long',
        heading: 'Long page',
        isRegion: true,
        shown: 'Long page',
      },
      { type: 'page-swap', url: '/fr/__test/nav-other', heading: '', isRegion: false, shown: 'Other page' },
      {
        type: 'page-ready',
        url: '/fr/__test/nav-other',
        heading: 'Other page',
        isRegion: true,
        shown: 'Other page',
      },
      {
        type: 'page-unload',
        url: '/fr/__test/nav-other',
        heading: 'Other page',
        isRegion: true,
        shown: 'Other page',
      },
      { type: 'page-swap', url: '/fr/__test/nav-long', heading: '', isRegion: false, shown: 'Long page' },
      {
        type: 'page-ready',
        url: '/fr/__test/nav-long',
        heading: 'Long page',
        isRegion: true,
        shown: 'Long page',
      },
      // The page being left was set aside under the preview: still in the document, out of sight.
      {
        type: 'page-unload',
        url: '/fr/__test/nav-long',
        heading: 'Long page',
        isRegion: false,
        shown: 'Other page',
      },
      { type: 'page-swap', url: '/fr/__test/nav-other', heading: '', isRegion: false, shown: 'Other page' },
      {
        type: 'page-ready',
        url: '/fr/__test/nav-other',
        heading: 'Other page',
        isRegion: true,
        shown: 'Other page',
      },
    ]);
  });

  test('a site script on vitrine:page-ready works after the first load and after every visit', async ({
    page,
  }) => {
    const copyLink = async () => {
      await page.click('[data-copy-link]');
      await expect(page.locator('#copy-link-status')).toHaveText(/\/fr\/__test\/site-script$/);
    };
    await page.goto('/fr/__test/site-script');
    await copyLink();
    for (let visit = 0; visit < 2; visit += 1) {
      await page.click('#to-other');
      await expect(page.locator('main h1')).toHaveText('Other page');
      await page.evaluate(() => window.vitrine?.navigate('/fr/__test/site-script'));
      await expect(page.locator('main h1')).toHaveText('Site script page');
      await copyLink();
    }
  });

  test('a page marked data-vitrine-reload is loaded in full, where its DOMContentLoaded script works', async ({
    page,
  }) => {
    await page.goto('/fr/__test/nav-long');
    await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
    await page.evaluate(() => {
      void window.vitrine?.navigate('/fr/__test/nav-reload');
    });
    await expect(page).toHaveURL(/\/fr\/__test\/nav-reload$/);
    await expect(page.locator('#dom-ready-state')).toHaveText('ready');
    expect(await page.evaluate(() => '__sameDocument' in window)).toBe(false);
    await page.goBack();
    await expect(page.locator('main h1')).toHaveText('Long page');
  });
});
