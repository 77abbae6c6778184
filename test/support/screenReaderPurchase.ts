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
} from './screenReaderJourney.ts';

// The French guest's whole purchase, shared by screen-reader.spec.ts and screen-reader-late.spec.ts.

/** Keeps the transcript with the test's results, and attaches it to the report. */
export async function keep(info: TestInfo, name: string, sr: ScreenReader): Promise<void> {
  const file = info.outputPath(name);
  writeFileSync(file, `${sr.transcript.join('\n')}\n`);
  await info.attach(name, { path: file, contentType: 'text/plain' });
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
    await answerConsent(sr);
    expect(await openCategory(sr, FRENCH)).toBe('27 produits');
    expect(await filterByFacet(sr, FRENCH)).toBe('9 produits');
    await openProduct(sr, FRENCH);
    await changeQuantity(sr, FRENCH, await addToCart(sr, FRENCH));
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
