// What each page type costs a returning customer (consent answered, a cart filled, an empty HTTP
// cache), weighed as `npm run bench` weighs it (test/bench/pageWeight.ts): the gzip size of the
// bundle's scripts the page loads once scrolled through, the number of script requests, and
// whether React's runtime came down on a page where nothing rendered with it, or code loaded on
// demand on a page where nothing needs it: the bundle's default texts on any page (the demo CMS's
// string table is complete), the list of its keys and ky where nothing shows text or calls at load.
import { expect, test } from '@playwright/test';
import { PAGE_TYPES, weighPageType } from '../bench/pageWeight.ts';
import { chunksHolding } from '../bench/sizes.ts';
import { chunkOf } from '../support/chunks.ts';

const KB = 1024;

for (const type of PAGE_TYPES) {
  test(`the ${type.name} page stays within its JS budget, its script requests, and loads React only to render with it`, async ({
    browser,
    baseURL,
  }) => {
    const react = `chunks/${chunkOf('node_modules/react-dom/')}`;
    const weight = await weighPageType(browser, baseURL ?? '', type);
    // The figures, printed: what a change did to each page is read here (and in `npm run bench`).
    console.log(
      `${type.name}: ${(weight.jsGzip / KB).toFixed(1)} KB gzip, ${weight.scriptRequests} script requests` +
        ` (budget ${type.budget / KB} KB, ${type.requests})`,
    );
    expect(weight.files.includes(react), 'React loaded on a page that renders nothing with it').toBe(
      weight.loadsReact,
    );
    expect(weight.jsGzip / KB, weight.files.join(' ')).toBeLessThanOrEqual(type.budget / KB);
    expect(weight.scriptRequests).toBeLessThanOrEqual(type.requests);
    for (const code of type.notLoaded) {
      const chunks = chunksHolding(code);
      expect(chunks, `${code}'s chunk in dist/meta.json`).not.toEqual([]);
      expect(
        weight.files.filter((file) => chunks.includes(file)),
        `${code} downloaded`,
      ).toEqual([]);
    }
    if (type.name !== 'checkout') {
      // Card payment's settings reader and answers come with the card form, not with React.
      const payment = `chunks/${chunkOf('src/payment/provider/paymentConfig.ts')}`;
      expect(weight.files, 'payment code on a page that takes no payment').not.toContain(payment);
    }
  });
}
