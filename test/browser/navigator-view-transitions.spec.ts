// Visits through the browser's view transitions where it has them: the product picture morphs
// from the listing card, every widget of the new page starts once; without the API the visit keeps
// its own out- and in-animation, and with reduced motion nothing animates.
import { skipConsentBanner } from '../support/consent.ts';
import { expect, type Page, test } from '../support/test.ts';

declare global {
  interface Window {
    __transitions?: { calls: number; named: (string | null)[]; given: string[] };
    __rootClasses?: string[];
  }
}

/**
 * Counts `document.startViewTransition` calls, notes which link's picture was named at each, and
 * what the browser said when it gave one up (`ready` rejected).
 */
async function spyOnTransitions(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const original = document.startViewTransition?.bind(document);
    window.__transitions = { calls: 0, named: [], given: [] };
    if (!original) return;
    document.startViewTransition = ((update: ViewTransitionUpdateCallback) => {
      const seen = window.__transitions!;
      seen.calls += 1;
      for (const img of document.querySelectorAll('img'))
        if (img.style.viewTransitionName === 'vitrine-picture')
          seen.named.push(img.closest('a')?.getAttribute('href') ?? null);
      const transition = original(update);
      transition.ready.catch((error: unknown) => seen.given.push(String(error)));
      return transition;
    }) as typeof document.startViewTransition;
  });
}

/** Records every class `<html>` takes during the visit. */
async function recordRootClasses(page: Page): Promise<void> {
  await page.evaluate(() => {
    window.__rootClasses = [];
    new MutationObserver(() => window.__rootClasses!.push(document.documentElement.className)).observe(
      document.documentElement,
      { attributes: true, attributeFilter: ['class'] },
    );
  });
}

/** Opens the listing, then follows the first product card's link; returns its address. */
async function visitFirstProduct(page: Page): Promise<string> {
  await page.goto('/fr/catalog');
  await expect(page.locator('[data-widget-mounted~="catalog-toolbar"]')).toHaveCount(1);
  const link = page.locator('.product-card__link').first();
  const href = (await link.getAttribute('href')) ?? '';
  await recordRootClasses(page);
  await link.click();
  await expect(page).toHaveURL((url) => url.pathname === href);
  await expect(page.locator('[data-widget-mounted~="product-gallery"]')).toHaveCount(1);
  return href;
}

const mountedTokens = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('[data-widget-mounted]')].reduce(
      (sum, el) => sum + (el.getAttribute('data-widget-mounted') ?? '').split(' ').filter(Boolean).length,
      0,
    ),
  );

test.beforeEach(async ({ page }) => {
  await skipConsentBanner(page);
  await spyOnTransitions(page);
});

test('a visit animates through a view transition, the card picture morphing into the product picture', async ({
  page,
  vitrine,
}) => {
  const href = await visitFirstProduct(page);
  await expect.poll(async () => (await vitrine.events()).some((e) => e.type === 'page-finished')).toBe(true);
  const seen = await page.evaluate(() => window.__transitions);
  expect(seen?.calls).toBe(1);
  expect(seen?.named).toEqual([href]);
  const name = await page
    .locator('[data-view-transition="picture"]')
    .evaluate((img) => getComputedStyle(img).viewTransitionName);
  expect(name).toBe('vitrine-picture');
  // The navigator's own classes are not used under a view transition.
  expect(await page.evaluate(() => window.__rootClasses)).not.toContainEqual(
    expect.stringContaining('page-leaving'),
  );
  // Every widget of the new page started once.
  expect(await page.evaluate(() => window.vitrine?.stats().mounted)).toBe(await mountedTokens(page));
});

test('from a product to a related product, the card picture morphs: one element carries the name on each side', async ({
  page,
  vitrine,
}) => {
  await page.goto('/fr/catalog/products/1001');
  await expect(page.locator('[data-widget-mounted~="product-gallery"]')).toHaveCount(1);
  const link = page.locator('.associations--products .product-card__link').first();
  const href = (await link.getAttribute('href')) ?? '';
  await link.click();
  await expect(page).toHaveURL((url) => url.pathname === href);
  await expect.poll(async () => (await vitrine.events()).some((e) => e.type === 'page-finished')).toBe(true);
  const seen = await page.evaluate(() => window.__transitions);
  expect(seen).toEqual({ calls: 1, named: [href], given: [] });
  expect(vitrine.consoleErrors.filter((text) => text.includes('view-transition-name'))).toEqual([]);
  // Once the animation is over, nothing keeps a name of its own: the next visit starts clean.
  await expect
    .poll(() => page.evaluate(() => document.querySelectorAll('[style*="view-transition-name"]').length))
    .toBe(0);
});

test.describe('without the API', () => {
  test.beforeEach(async ({ page }) => {
    // After the spy of the file's beforeEach, which put its own wrapper on the document.
    await page.addInitScript(() => {
      delete (Document.prototype as { startViewTransition?: unknown }).startViewTransition;
      delete (document as { startViewTransition?: unknown }).startViewTransition;
    });
  });

  test('a visit keeps its own out- and in-animation', async ({ page }) => {
    await visitFirstProduct(page);
    const classes = (await page.evaluate(() => window.__rootClasses)) ?? [];
    expect(classes.some((c) => c.includes('page-leaving'))).toBe(true);
    expect(classes.some((c) => c.includes('page-entering'))).toBe(true);
    expect(await page.evaluate(() => window.__transitions?.calls)).toBe(0);
  });
});

test.describe('with reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });

  test('a visit starts no view transition', async ({ page }) => {
    await visitFirstProduct(page);
    expect(await page.evaluate(() => window.__transitions?.calls)).toBe(0);
    expect(await page.evaluate(() => window.vitrine?.stats().mounted)).toBe(await mountedTokens(page));
  });
});
