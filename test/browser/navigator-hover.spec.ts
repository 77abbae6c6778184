import { expect, type Page, test } from '../support/test.ts';

/** Every request the page sends from now on, by address. */
function requests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => seen.push(request.url()));
  return seen;
}

/** Rests the mouse on `selector` for `ms`, without pressing. */
async function rest(page: Page, selector: string, ms = 300): Promise<void> {
  await page.hover(selector);
  await page.waitForTimeout(ms);
}

test.describe('navigator: hover-intent requests', () => {
  test('a link under the mouse for 65 ms is requested, and the click takes that request', async ({
    page,
  }) => {
    await page.goto('/fr/__test/nav-links');
    const seen = requests(page);
    const asked = () => seen.filter((url) => url.includes('key=nav-links')).length;
    await page.hover('#cacheable');
    await expect.poll(asked).toBe(1);
    // Nothing on screen changes, and a click seconds later asks nothing again.
    await page.waitForTimeout(1500);
    await expect(page.locator('main h1')).toHaveText('Link rules');
    await page.click('#cacheable');
    await expect(page).toHaveURL(/__nav\/cached\?key=nav-links$/);
    expect(asked()).toBe(1);
  });

  test('hover requests respect every exclusion of the press request', async ({ page }) => {
    await page.goto('/fr/__test/nav-links');
    const seen = requests(page);
    for (const id of ['#owned', '#file', '#external', '#logoff', '#no-prefetch', '#ajax-link', '#no-ajax']) {
      await rest(page, id);
    }
    await page.mouse.move(0, 0);
    const early = seen.filter((url) =>
      /key=owned|notes\.txt|localhost:1|security\/logoff|key=no-prefetch|key=ajax-link/.test(url),
    );
    expect(early).toEqual([]);
    // The no-ajax link goes to the other page, which nothing else on this page asks for.
    expect(seen.filter((url) => url.includes('/__test/nav-other'))).toEqual([]);
  });

  for (const [name, connection] of [
    ['the browser asks to save data', { saveData: true, effectiveType: '4g' }],
    ['the connection is 2G', { saveData: false, effectiveType: '2g' }],
  ] as const) {
    test(`no hover request when ${name}`, async ({ page }) => {
      await page.addInitScript((facts) => {
        Object.defineProperty(navigator, 'connection', { value: facts, configurable: true });
      }, connection);
      await page.goto('/fr/__test/nav-links');
      const seen = requests(page);
      await rest(page, '#cacheable', 500);
      expect(seen.filter((url) => url.includes('key=nav-links'))).toEqual([]);
      await page.click('#cacheable');
      await expect(page).toHaveURL(/__nav\/cached\?key=nav-links$/);
    });
  }
});
