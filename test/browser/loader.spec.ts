import { chunkOf } from '../support/chunks.ts';
import { writeSiteMarkup } from '../support/siteMarkup.ts';
import { expect, test } from '../support/test.ts';

const MOUNTED = '[data-widget-mounted~="quantity-input"]';

test.describe('loader', () => {
  test('mounts an eager widget at once and a visible one only when scrolled into view', async ({
    page,
    vitrine,
  }) => {
    void vitrine;
    await page.goto('/fr/__test/loader');
    await expect(page.locator(`#top-widget ${MOUNTED}`)).toHaveCount(1);
    await page.waitForTimeout(300);
    await expect(page.locator(`#bottom-widget ${MOUNTED}`)).toHaveCount(0);
    await page.locator('#bottom-widget').scrollIntoViewIfNeeded();
    await expect(page.locator(`#bottom-widget ${MOUNTED}`)).toHaveCount(1);
  });

  test('mounts islands inserted later, once each', async ({ page, vitrine }) => {
    void vitrine;
    await page.goto('/fr/__test/loader');
    await expect(page.locator(`#top-widget ${MOUNTED}`)).toHaveCount(1);
    await writeSiteMarkup(
      page,
      '#insert-target',
      '<div data-widget="quantity-input" data-widget-load="eager" data-max="5"><label for="late">Later</label><input id="late" name="Late" value="1"></div>',
    );
    await page.evaluate(() => window.vitrine!.loader.scan(document.getElementById('insert-target')!));
    await expect(page.locator(`#insert-target ${MOUNTED}`)).toHaveCount(1);
    const late = page.getByLabel('Later');
    await late.fill('9');
    await late.blur();
    await expect(late).toHaveValue('5');
    await page.evaluate(() => window.vitrine!.loader.scan(document));
    // The inserted one, the eager one, and the one below the fold that scrolling revealed: once each
    // (besides the header's and the consent banner's widgets, some of which mount when the page is
    // idle): the loader's count matches the mounted markers, both read at the same moment.
    await expect
      .poll(() =>
        page.evaluate(() => {
          const markers = [...document.querySelectorAll('[data-widget-mounted]')].reduce(
            (n, el) => n + (el.getAttribute('data-widget-mounted') ?? '').split(' ').length,
            0,
          );
          return window.vitrine!.stats().mounted - markers;
        }),
      )
      .toBe(0);
    await expect(page.locator(MOUNTED)).toHaveCount(3);
  });

  test('unmounts islands that are removed and leaves no React root alive', async ({ page, vitrine }) => {
    void vitrine;
    await page.goto('/fr/__test/loader');
    await expect(page.locator(`#top-widget ${MOUNTED}`)).toHaveCount(1);
    // The page's idle and visible widgets mount one per task, some after the first: the baseline
    // is taken once the counts hold still for half a second.
    let last = '';
    await expect
      .poll(
        async () => {
          const now = JSON.stringify(await page.evaluate(() => window.vitrine!.stats()));
          const still = now === last;
          last = now;
          return still;
        },
        { intervals: [500] },
      )
      .toBe(true);
    const base = await page.evaluate(() => window.vitrine!.stats());
    await writeSiteMarkup(
      page,
      '#insert-target',
      Array.from(
        { length: 20 },
        (_, i) =>
          `<div data-widget="quantity-input" data-widget-load="eager"><label for="r${i}">R${i}</label><input id="r${i}" name="R${i}" value="1"></div>`,
      ).join(''),
    );
    await expect(page.locator(`#insert-target ${MOUNTED}`)).toHaveCount(20);
    expect((await page.evaluate(() => window.vitrine!.stats())).reactRoots).toBe(base.reactRoots + 20);
    await page.evaluate(() => document.getElementById('insert-target')!.replaceChildren());
    await expect.poll(() => page.evaluate(() => window.vitrine!.stats())).toEqual(base);
  });

  test('a widget that fails to mount leaves its server HTML and the other widgets working', async ({
    page,
    vitrine,
  }) => {
    await page.goto('/fr/__test/loader');
    await expect(page.locator(`#top-widget ${MOUNTED}`)).toHaveCount(1);
    await writeSiteMarkup(
      page,
      '#insert-target',
      '<div id="broken" data-widget="quantity-input" data-widget-load="eager"><p>Server fallback text</p></div>' +
        '<div id="fine" data-widget="quantity-input" data-widget-load="eager"><label for="ok">Fine</label><input id="ok" name="Ok" value="1"></div>',
    );
    await expect(page.locator(`#fine${MOUNTED}`)).toHaveCount(1);
    await expect(page.locator('#broken[data-widget-failed="quantity-input"]')).toHaveCount(1);
    await expect(page.locator('#broken')).toHaveText('Server fallback text');
    expect((await vitrine.events()).filter((e) => e.type === 'widget-error').map((e) => e.widget)).toEqual([
      'quantity-input',
    ]);
    const fine = page.getByLabel('Fine');
    await fine.fill('0');
    await fine.blur();
    await expect(fine).toHaveValue('1');
  });

  test('a chunk that cannot be loaded is retried once, then the server HTML stays usable', async ({
    page,
    vitrine,
  }) => {
    await vitrine.faults({
      method: 'GET',
      path: `/dist/chunks/${chunkOf('widgets/quantity-input/index.ts')}`,
      status: 503,
      times: 2,
    });
    await page.goto('/fr/__test/loader');
    await expect(page.locator('#top-widget [data-widget-failed="quantity-input"]')).toHaveCount(1);
    expect((await vitrine.events()).map((e) => e.type)).toContain('widget-error');
    const field = page.locator('#qty-eager');
    await field.fill('4');
    await expect(field).toHaveValue('4');
  });

  test('a chunk that fails once is loaded on the retry', async ({ page, vitrine }) => {
    await vitrine.faults({
      method: 'GET',
      path: `/dist/chunks/${chunkOf('widgets/quantity-input/index.ts')}`,
      status: 503,
      times: 1,
    });
    await page.goto('/fr/__test/loader');
    await expect(page.locator(`#top-widget ${MOUNTED}`)).toHaveCount(1);
    expect((await vitrine.events()).map((e) => e.type)).not.toContain('widget-error');
  });

  test('a page with no React widget loads no React', async ({ page, vitrine }) => {
    void vitrine;
    const scripts: Promise<string>[] = [];
    page.on('response', (response) => {
      if (response.url().includes('/dist/') && response.url().endsWith('.js')) scripts.push(response.text());
    });
    await page.goto('/fr/security/login');
    await page.waitForLoadState('networkidle');
    const bodies = await Promise.all(scripts);
    expect(bodies.length).toBeGreaterThan(0);
    // React's production build links every error to react.dev/errors; none of the loaded JS may contain it.
    expect(bodies.filter((body) => body.includes('react.dev/errors'))).toEqual([]);
    expect(await page.evaluate(() => window.vitrine!.stats().reactRoots)).toBe(0);
  });
});
