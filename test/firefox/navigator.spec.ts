import type { Page } from 'puppeteer-core';
import { describe, expect, it } from 'vitest';
import { connectFirefox, newVisitor, open } from './shop.ts';
import { addressIs, at, clickShown, eventually, shown, textOf } from './wait.ts';

const firefox = connectFirefox();

const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));

/** Marks the document and the header: both are still there after a visit that swapped the region only. */
async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => {
    (window as { __samePage?: boolean }).__samePage = true;
    document.querySelector('header')?.setAttribute('data-kept', '');
  });
}

const stillSameDocument = (page: Page) =>
  page.evaluate(
    () =>
      (window as { __samePage?: boolean }).__samePage === true &&
      document.querySelector('header[data-kept]') !== null,
  );

describe('in Firefox, the navigator', () => {
  it('opens a product from the listing by swapping the content region, without a reload', async () => {
    const { context, page, problems } = await newVisitor(firefox());
    try {
      await open(page, '/fr/catalog');
      await markDocument(page);
      const listingTitle = await textOf(page, 'main h1');
      await clickShown(page, '.product-card a[href*="/catalog/products/"]');
      await addressIs(page, /\/catalog\/products\/\d+$/);
      await shown(page, '[data-widget-mounted~="add-to-cart"]');
      expect(await textOf(page, 'main h1')).not.toBe(listingTitle);
      expect(await stillSameDocument(page)).toBe(true);
      expect(await page.title()).toContain(await textOf(page, 'main h1'));
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('brings a phone back to where it was in the listing on Back: the card within 50 px of where it was', async () => {
    const { context, page, problems } = await newVisitor(firefox(), { width: 375, height: 812 });
    try {
      await open(page, '/fr/catalog');
      await markDocument(page);
      // The eighth card, scrolled to as a thumb does, then opened.
      const card = '.product-card:nth-child(8) a[href*="/catalog/products/"]';
      await page.$eval(card, (link) => link.scrollIntoView({ block: 'center', behavior: 'instant' }));
      expect(await scrollY(page)).toBeGreaterThan(1000);
      // Where the card is on screen, not the offset: the cards above skip their rendering off
      // screen (`content-visibility: auto`) and come back as estimates of another height.
      const onScreen = () => page.$eval(card, (link) => Math.round(link.getBoundingClientRect().top));
      const seen = await onScreen();
      await new Promise((resolve) => setTimeout(resolve, 600));
      await at(page, card).click();
      await addressIs(page, /\/catalog\/products\/\d+$/);
      await shown(page, '[data-widget-mounted~="add-to-cart"]');
      // Back as the browser's button does it; Puppeteer's goBack waits for a navigation event that
      // Firefox ESR 140 does not send for a page the navigator swapped in.
      await page.evaluate(() => history.back());
      await addressIs(page, /\/fr\/catalog$/);
      await eventually(
        async () => Math.abs((await onScreen()) - seen),
        (gap) => gap <= 50,
      );
      expect(await stillSameDocument(page)).toBe(true);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
