import { writeFileSync } from 'node:fs';
import { expect, type Page, type TestInfo } from '@playwright/test';
import { ScreenReader, wrongPhrases } from './screenReader.ts';
import {
  addToCart,
  answerConsent,
  applyCoupon,
  changeQuantity,
  choosePickupPoint,
  FRENCH,
  filterByFacet,
  openCategory,
  openCheckout,
  openProduct,
  placeAndHearErrors,
  placeWithChallenge,
  readConfirmation,
  typeCard,
  typeGuestAddress,
  type Words,
} from './screenReaderJourney.ts';

// The French guest's whole purchase, shared by screen-reader.spec.ts and screen-reader-late.spec.ts.

/** Keeps the transcript with the test's results, and attaches it to the report. */
export async function keep(info: TestInfo, name: string, sr: ScreenReader): Promise<void> {
  const file = info.outputPath(name);
  writeFileSync(file, `${sr.transcript.join('\n')}\n`);
  await info.attach(name, { path: file, contentType: 'text/plain' });
}

/**
 * From the consent banner to the checkout: a category (27 results), a colour facet (9), the
 * product, added to the cart, a quantity raised, a wrong then a right coupon.
 */
export async function shopToCheckout(sr: ScreenReader, words: Words): Promise<void> {
  await answerConsent(sr);
  expect(await openCategory(sr, words)).toMatch(new RegExp(`^27 ${words.results.source}$`));
  expect(await filterByFacet(sr, words)).toMatch(new RegExp(`^9 ${words.results.source}$`));
  await openProduct(sr, words);
  await changeQuantity(sr, words, await addToCart(sr, words));
  await applyCoupon(sr, words);
  await openCheckout(sr, words);
}

/**
 * Places the order with a 3-D Secure code refused (its failure said), then accepted: the
 * confirmation's order number is read, and nothing wrong was said on the way.
 */
export async function payThroughChallenge(sr: ScreenReader, words: Words): Promise<void> {
  sr.step('a 3-D Secure code refused');
  await placeWithChallenge(sr, words, '9999');
  await sr.heard(words.challengeFailed);
  sr.step('the 3-D Secure code accepted');
  await placeWithChallenge(sr, words, '1234');
  expect(await readConfirmation(sr, words)).toMatch(words.orderNumber);
  expect(wrongPhrases(sr.transcript)).toEqual([]);
}

/**
 * A guest's purchase in French, from the home page to the order number (a wrong e-mail address
 * heard and mended, a 3-D Secure code refused then accepted); the transcript is kept as `name`.
 */
export async function buyAsGuestInFrench(page: Page, info: TestInfo, name: string): Promise<ScreenReader> {
  await page.goto('/fr/');
  const sr = await ScreenReader.on(page);
  try {
    expect(sr.transcript[0]).toMatch(FRENCH.home);
    await shopToCheckout(sr, FRENCH);
    await typeGuestAddress(sr);
    expect(await choosePickupPoint(sr, FRENCH)).toMatch(/Bruxelles/);
    await typeCard(sr, FRENCH, 'Lou Martin');
    await placeAndHearErrors(sr, FRENCH, /^link, Veuillez saisir une adresse e-mail valide\.$/);
    await sr.press('Enter');
    await sr.press('Control+a');
    await sr.type('lou.martin@client.test');
    await payThroughChallenge(sr, FRENCH);
    return sr;
  } finally {
    await keep(info, name, sr);
  }
}
