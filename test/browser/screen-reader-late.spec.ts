import { expect, test } from '@playwright/test';
import { delayChunks } from '../support/firstPress.ts';
import { FRENCH } from '../support/screenReaderJourney.ts';
import { buyAsGuestInFrench } from '../support/screenReaderPurchase.ts';

/**
 * The French screen-reader purchase (screen-reader.spec.ts) on a slow network: every chunk 2 s
 * late from the first page. It spends most of its time waiting for the code, so it runs in the
 * `waiting` project (playwright.config.ts).
 */

// The reader's library is served to the page by the spec: the shop's CSP would refuse it.
test.use({ bypassCSP: true, viewport: { width: 1280, height: 900 } });

test.describe('a blind customer buys with a screen reader on a slow network', () => {
  test('a guest, in French, every chunk 2 s late: the server’s pages and forms carry the purchase', async ({
    page,
  }, info) => {
    test.setTimeout(360_000);
    // A slow network from the first page: every chunk (the page shell, each island, the payment
    // provider's code) comes 2 s late, and the reader moves faster than that. Where a control's code
    // is not there yet, the server's markup does the job: the consent banner's form leads to the
    // preferences page, links load pages in full, Add to cart may post the product's form to the
    // cart page, the pickup method's link leads to the pickup search's own page, which leads back
    // to the checkout. The card's fields are still loading when
    // the customer Tabs on from choosing Card: Tab stops on their place, which says so, then on them.
    await delayChunks(page, 2_000);
    const sr = await buyAsGuestInFrench(page, info, 'spoken-fr-late.txt');
    expect(sr.transcript).toContainEqual(expect.stringMatching(FRENCH.cardLoading));
  });
});
