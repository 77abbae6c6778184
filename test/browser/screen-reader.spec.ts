import { expect, test } from '@playwright/test';
import { ScreenReader } from '../support/screenReader.ts';
import {
  addToCart,
  chooseOtherAddress,
  choosePickupPoint,
  DUTCH,
  FRENCH,
  placeAndHearErrors,
  quietAnnouncements,
  signIn,
  typeCard,
} from '../support/screenReaderJourney.ts';
import {
  buyAsGuestInFrench,
  keep,
  payThroughChallenge,
  shopToCheckout,
} from '../support/screenReaderPurchase.ts';

/**
 * A blind customer buys: the whole purchase made with a virtual screen reader (its own commands,
 * Tab, arrows, Enter, Space, typing; never a selector), asserting what is spoken at each step.
 * The transcript of each journey is written beside the test's results (`spoken-<culture>.txt`).
 * The French one runs again with every chunk late in screen-reader-late.spec.ts.
 */

// The reader's library is served to the page by the spec: the shop's CSP would refuse it.
test.use({ bypassCSP: true, viewport: { width: 1280, height: 900 } });

test.describe('a blind customer buys with a screen reader', () => {
  test('a guest, in French: from the home page to the order number', async ({ page }, info) => {
    test.setTimeout(180_000);
    await buyAsGuestInFrench(page, info, 'spoken-fr.txt');
  });

  test('a signed-in customer, in Dutch: from signing in to the order number', async ({ page }, info) => {
    test.setTimeout(180_000);
    await page.goto('/nl/security/login?returnUrl=%2Fnl%2F');
    const sr = await ScreenReader.on(page);
    try {
      await signIn(sr, DUTCH);
      await shopToCheckout(sr, DUTCH);
      await chooseOtherAddress(sr);
      await choosePickupPoint(sr, DUTCH);
      await typeCard(sr, DUTCH, 'Demo Klant', false);
      await placeAndHearErrors(sr, DUTCH, /^link, Aanvaard de algemene voorwaarden om te bestellen\.$/);
      await sr.press('Enter');
      await sr.press('Space');
      await payThroughChallenge(sr, DUTCH);
    } finally {
      await keep(info, 'spoken-nl.txt', sr);
    }
  });

  test('without the cart count’s announcement the journey fails at the add to cart', async ({
    page,
  }, info) => {
    await quietAnnouncements(page, ['cart-count']);
    await page.goto('/fr/catalog/products/1001');
    const sr = await ScreenReader.on(page);
    try {
      await expect(addToCart(sr, FRENCH, 3_000)).rejects.toThrow(/Votre panier contient 1 article/);
      // The rest of the step was heard: only the announcement taken away is missing.
      expect(sr.spokenSince()).toContainEqual(expect.stringMatching(FRENCH.addedDialog));
    } finally {
      await keep(info, 'spoken-quiet.txt', sr);
    }
  });
});
