import { expect, test } from '../support/test.ts';

// Product 1007's offer ends on 2030-01-01T00:00:00Z (fixtures/data/catalogue.ts, seeded).
const PRODUCT = '/fr/catalog/products/1007';
const END = Date.parse('2030-01-01T00:00:00Z');

async function openAt(page: import('@playwright/test').Page, time: number) {
  // Installed a little before the time: the clock runs until paused, and pausing in the past fails.
  await page.clock.install({ time: time - 5_000 });
  await page.clock.pauseAt(time);
  await page.goto(PRODUCT);
  await expect(page.locator('.offer-end[data-widget-mounted~="product-countdown"]')).toHaveCount(1);
  return page.locator('.offer-end [role="timer"]');
}

test.describe('product-countdown', () => {
  test('counts down each second, a part second shown as a whole one until the end', async ({
    page,
    vitrine,
  }) => {
    void vitrine;
    // 1 day 2 h 3 min 4.5 s before the end.
    const timer = await openAt(page, END - ((26 * 60 + 3) * 60 + 4.5) * 1000);
    await expect(timer).toHaveText('Fin de l’offre dans 1 j 2 h 3 min 5 s');
    await page.clock.runFor(1000);
    await expect(timer).toHaveText('Fin de l’offre dans 1 j 2 h 3 min 4 s');
  });

  test('reloads the page once when the offer ends while it is open', async ({ page, vitrine }) => {
    void vitrine;
    const timer = await openAt(page, END - 3000);
    await page.evaluate(() => {
      (window as unknown as { __marker: boolean }).__marker = true;
    });
    await page.clock.runFor(2000);
    await expect(timer).toHaveText('Fin de l’offre dans 0 j 0 h 0 min 1 s');
    expect(await page.evaluate(() => (window as unknown as { __marker?: boolean }).__marker)).toBe(true);
    const reloaded = page.waitForEvent('load');
    await page.clock.runFor(1000);
    await reloaded;
    expect(await page.evaluate(() => (window as unknown as { __marker?: boolean }).__marker)).toBeUndefined();
  });

  test('an offer already over shows zeros and never reloads', async ({ page, vitrine }) => {
    void vitrine;
    const timer = await openAt(page, END + 10_000);
    await page.evaluate(() => {
      (window as unknown as { __marker: boolean }).__marker = true;
    });
    await expect(timer).toHaveText('Fin de l’offre dans 0 j 0 h 0 min 0 s');
    await page.clock.runFor(5000);
    expect(await page.evaluate(() => (window as unknown as { __marker?: boolean }).__marker)).toBe(true);
  });
});
