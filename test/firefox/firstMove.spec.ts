import type { Page } from 'puppeteer-core';
import { describe, expect, it } from 'vitest';
import { countFilteredListings } from '../support/facets.ts';
import { call, connectFirefox, newVisitor, SHOP } from './shop.ts';
import { addressIs, addressOf, at, eventually } from './wait.ts';

const firefox = connectFirefox();

/** Every chunk of the bundle answers this late (a phone on a poor network): the press comes first. */
const LATE = 3_000;

/** Has the fixture server answer this visitor's bundle chunks `ms` late (a fault rule, no interception). */
async function lateChunks(page: Page, ms: number): Promise<void> {
  // A page of the shop's origin that loads no bundle, to send the rule with the visitor's cookie.
  await page.goto(`${SHOP}/__fixtures/pickup/searches`);
  await call(page, '/__fixtures/faults', { path: '/dist/chunks/*', delay: ms, times: 1_000 });
}

describe('in Firefox, the first move while the code loads', () => {
  it('a facet ticked on a first visit, before its island arrives, filters the listing once, by that box', async () => {
    const { context, page, problems } = await newVisitor(firefox());
    try {
      await lateChunks(page, LATE);
      const listings = countFilteredListings(page);
      await page.goto(`${SHOP}/fr/catalog`);
      await page.waitForSelector('form.facets[data-widget-deferred="product-filters"]', { timeout: 20_000 });
      const box = 'fieldset[data-facet="Brands"] input[type="checkbox"][value="2"]';
      await at(page, box).click();
      expect(await page.$eval(box, (input) => (input as HTMLInputElement).checked)).toBe(true);
      // Taken while the code was still on its way.
      expect(await page.$('form.facets[data-widget-deferred="product-filters"]')).not.toBeNull();
      await addressIs(page, /filter=/, 30_000);
      expect(JSON.parse(new URL(await addressOf(page)).searchParams.get('filter') ?? '{}')).toEqual({
        Brands: [2],
      });
      await page.waitForSelector('form.facets[data-widget-mounted~="product-filters"]', { timeout: 30_000 });
      expect(await page.$eval(box, (input) => (input as HTMLInputElement).checked)).toBe(true);
      expect(await page.$$eval('.filter-tag', (tags) => tags.length)).toBe(1);
      // Once, and still once when everything has arrived.
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      expect(
        await eventually(
          async () => listings.filtered,
          (n) => n >= 1,
        ),
      ).toBe(1);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
