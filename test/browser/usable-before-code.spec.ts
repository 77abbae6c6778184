import type { Browser, BrowserContext, Page } from '@playwright/test';
import { expect, test } from '../support/test.ts';

// A first visit on a phone whose network brings every chunk 3 s late: until the widgets' code has
// come, each control the page shows without JavaScript is there to use, or behind its folded form
// that works without code (a button opening a popover, a <details>' summary).
const PHONE = { viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: true };
const LATE = 3_000;
const PAGE_KINDS = [
  '/fr/',
  '/fr/catalog',
  '/fr/catalog/products/1001',
  '/fr/shoppingcarts',
  '/fr/security/login',
  '/fr/security/register',
];
const CONTROLS = 'a[href], button, input:not([type="hidden"]), select, textarea, summary';

/** A control of the page: where it is in document order, what it is, and whether it can be used now. */
interface Control {
  what: string;
  visible: boolean;
  /** Hidden, but its folded form shows: the popover or details holding it has a visible opener. */
  folded: boolean;
}

/** The page's controls as they stand, in document order. */
function controlsOf(page: Page, selector: string): Promise<Control[]> {
  return page.evaluate((selector) => {
    const shown = (el: Element | null) => !!el && el.checkVisibility({ visibilityProperty: true });
    const opener = (el: Element) => {
      const popover = el.closest('[popover][id]');
      if (popover) return document.querySelector(`[popovertarget="${CSS.escape(popover.id)}"]`);
      return el.closest('details:not([open])')?.querySelector(':scope > summary') ?? null;
    };
    return [...document.querySelectorAll(selector)].map((el) => ({
      what: `${el.tagName.toLowerCase()} ${el.getAttribute('name') ?? el.getAttribute('href') ?? ''} ${(el.textContent ?? '').trim().slice(0, 30)}`,
      visible: shown(el),
      folded: !shown(el) && shown(opener(el)),
    }));
  }, selector);
}

async function phone(browser: Browser, javaScriptEnabled: boolean): Promise<BrowserContext> {
  return browser.newContext({ ...PHONE, javaScriptEnabled });
}

/** The controls the page shows without JavaScript that are out of reach while its code is on its way. */
async function outOfReach(browser: Browser, path: string, selector: string): Promise<string[]> {
  const plain = await phone(browser, false);
  const plainPage = await plain.newPage();
  await plainPage.goto(path);
  const without = await controlsOf(plainPage, selector);
  await plain.close();
  const context = await phone(browser, true);
  const page = await context.newPage();
  await page.route('**/dist/chunks/**', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, LATE));
    await route.continue().catch(() => undefined);
  });
  // Not waiting for the load: the entry's own imports are among the late chunks.
  await page.goto(path, { waitUntil: 'commit' });
  await page.locator('footer').first().waitFor({ state: 'attached' });
  const waiting = await controlsOf(page, selector);
  const mounted = await page.locator('[data-widget-mounted]').count();
  await context.close();
  expect(mounted, 'a widget mounted before its code came').toBe(0);
  expect(waiting.map((c) => c.what)).toEqual(without.map((c) => c.what));
  return without
    .map((control, i) => ({ control, now: waiting[i] }))
    .filter(({ control, now }) => control.visible && !now?.visible && !now?.folded)
    .map(({ control }) => control.what);
}

test.describe('a first visit on a phone, every chunk 3 s late', () => {
  test.setTimeout(60_000);

  for (const path of PAGE_KINDS) {
    test(`${path} shows, outside the header, every control its page without JavaScript shows`, async ({
      browser,
    }) => {
      expect(await outOfReach(browser, path, `main :is(${CONTROLS})`)).toEqual([]);
    });
  }

  test("the header's search and menu are there, or behind their folded form", async ({ browser }) => {
    const selector = `header :is(.site-search, .main-nav) :is(${CONTROLS})`;
    expect(await outOfReach(browser, '/fr/', selector)).toEqual([]);
  });

  test('the Filters button shows and opens the facets', async ({ browser }) => {
    const context = await phone(browser, true);
    const page = await context.newPage();
    await page.route('**/dist/chunks/**', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, LATE));
      await route.continue().catch(() => undefined);
    });
    await page.goto('/fr/catalog', { waitUntil: 'commit' });
    const filters = page.getByRole('button', { name: 'Filtres' });
    await filters.tap();
    const box = page.locator('fieldset[data-facet="Brands"] input[type="checkbox"]').first();
    await expect(box).toBeVisible();
    await expect(page.locator('[data-widget-mounted~="filter-panel"]')).toHaveCount(0);
    await context.close();
  });
});
