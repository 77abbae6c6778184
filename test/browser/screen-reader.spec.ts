import { writeFileSync } from 'node:fs';
import { expect, type Page, type TestInfo, test } from '@playwright/test';
import { delayChunks } from '../support/firstPress.ts';
import { ScreenReader, wrongPhrases } from '../support/screenReader.ts';
import {
  addToCart,
  answerConsent,
  applyCoupon,
  changeQuantity,
  chooseOtherAddress,
  choosePickupPoint,
  DUTCH,
  FRENCH,
  filterByFacet,
  openCategory,
  openCheckout,
  openProduct,
  placeAndHearErrors,
  placeWithChallenge,
  quietAnnouncements,
  readConfirmation,
  signIn,
  typeCard,
  typeGuestAddress,
} from '../support/screenReaderJourney.ts';

/**
 * A blind customer buys: the whole purchase made with a virtual screen reader (its own commands,
 * Tab, arrows, Enter, Space, typing; never a selector), asserting what is spoken at each step.
 * The transcript of each journey is written beside the test's results (`spoken-<culture>.txt`).
 */

// The reader's library is served to the page by the spec: the shop's CSP would refuse it.
test.use({ bypassCSP: true, viewport: { width: 1280, height: 900 } });

/** Keeps the transcript with the test's results, and attaches it to the report. */
async function keep(info: TestInfo, name: string, sr: ScreenReader): Promise<void> {
  const file = info.outputPath(name);
  writeFileSync(file, `${sr.transcript.join('\n')}\n`);
  await info.attach(name, { path: file, contentType: 'text/plain' });
}

/**
 * A guest's purchase in French, from the home page to the order number (a wrong e-mail address
 * heard and mended, a 3-D Secure code refused then accepted); the transcript is kept as `name`.
 */
async function buyAsGuestInFrench(page: Page, info: TestInfo, name: string): Promise<ScreenReader> {
  await page.goto('/fr/');
  const sr = await ScreenReader.on(page);
  try {
    expect(sr.transcript[0]).toMatch(FRENCH.home);
    await answerConsent(sr);
    expect(await openCategory(sr, FRENCH)).toBe('27 produits');
    expect(await filterByFacet(sr, FRENCH)).toBe('9 produits');
    await openProduct(sr, FRENCH);
    await addToCart(sr, FRENCH);
    await changeQuantity(sr, FRENCH);
    await applyCoupon(sr, FRENCH);
    await openCheckout(sr, FRENCH);
    await typeGuestAddress(sr);
    expect(await choosePickupPoint(sr, FRENCH)).toMatch(/Bruxelles/);
    await typeCard(sr, FRENCH, 'Lou Martin');
    await placeAndHearErrors(sr, FRENCH, /^link, Veuillez saisir une adresse e-mail valide\.$/);
    await sr.press('Enter');
    await sr.press('Control+a');
    await sr.type('lou.martin@client.test');
    sr.step('a 3-D Secure code refused');
    await placeWithChallenge(sr, FRENCH, '9999');
    await sr.heard(FRENCH.challengeFailed);
    sr.step('the 3-D Secure code accepted');
    await placeWithChallenge(sr, FRENCH, '1234');
    expect(await readConfirmation(sr, FRENCH)).toMatch(FRENCH.orderNumber);
    expect(wrongPhrases(sr.transcript)).toEqual([]);
    return sr;
  } finally {
    await keep(info, name, sr);
  }
}

test.describe('a blind customer buys with a screen reader', () => {
  test('a guest, in French: from the home page to the order number', async ({ page }, info) => {
    test.setTimeout(180_000);
    await buyAsGuestInFrench(page, info, 'spoken-fr.txt');
  });

  test('a guest, in French, every chunk 2 s late: the server’s pages and forms carry the purchase', async ({
    page,
  }, info) => {
    test.setTimeout(360_000);
    // A slow network from the first page: every chunk (the page shell, each island, the payment
    // provider's code) comes 2 s late, and the reader moves faster than that. Where a control's code
    // is not there yet, the server's markup does the job: the consent banner's form leads to the
    // preferences page, links load pages in full, the pickup method's link leads to the pickup
    // search's own page, which leads back to the checkout. The card's fields are still loading when
    // the customer Tabs on from choosing Card: Tab stops on their place, which says so, then on them.
    await delayChunks(page, 2_000);
    const sr = await buyAsGuestInFrench(page, info, 'spoken-fr-late.txt');
    expect(sr.transcript).toContainEqual(expect.stringMatching(FRENCH.cardLoading));
  });

  test('a signed-in customer, in Dutch: from signing in to the order number', async ({ page }, info) => {
    test.setTimeout(180_000);
    await page.goto('/nl/security/login?returnUrl=%2Fnl%2F');
    const sr = await ScreenReader.on(page);
    try {
      await signIn(sr, DUTCH);
      await answerConsent(sr);
      expect(await openCategory(sr, DUTCH)).toBe('27 producten');
      expect(await filterByFacet(sr, DUTCH)).toBe('9 producten');
      await openProduct(sr, DUTCH);
      await addToCart(sr, DUTCH);
      await changeQuantity(sr, DUTCH);
      await applyCoupon(sr, DUTCH);
      await openCheckout(sr, DUTCH);
      await chooseOtherAddress(sr);
      await choosePickupPoint(sr, DUTCH);
      await typeCard(sr, DUTCH, 'Demo Klant', false);
      await placeAndHearErrors(sr, DUTCH, /^link, Aanvaard de algemene voorwaarden om te bestellen\.$/);
      await sr.press('Enter');
      await sr.press('Space');
      sr.step('a 3-D Secure code refused');
      await placeWithChallenge(sr, DUTCH, '9999');
      await sr.heard(DUTCH.challengeFailed);
      sr.step('the 3-D Secure code accepted');
      await placeWithChallenge(sr, DUTCH, '1234');
      expect(await readConfirmation(sr, DUTCH)).toMatch(DUTCH.orderNumber);
      expect(wrongPhrases(sr.transcript)).toEqual([]);
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
