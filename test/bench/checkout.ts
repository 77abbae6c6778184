// Checkout figures: the JS (gzip) the checkout page loads before card
// payment is chosen and after (the configured provider's chunk: the test provider here), Adyen's
// own chunk counted apart (found in dist/meta.json by its node_modules/@adyen/ inputs; never loaded
// with the test provider), and the time from the last click (place order) to the confirmation page
// painted, min / median / max over BENCH_RUNS runs (default 5), each with a fresh cart and context.
import type { Browser, Page } from '@playwright/test';
import { CARD_FIELDS, CARDS } from '../support/payment.ts';
import { openCheckoutSession } from './checkoutSession.ts';
import { chunksOfInput, closureOf, gzipSum } from './sizes.ts';
import { type Spread, spread } from './spread.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const PLACE_ORDER = 'button.checkout-form__submit';
const ADYEN = 'node_modules/@adyen/';

/**
 * Runs in every document: stamps the click on the place-order button and the first frame after the
 * confirmation's order number is in the page, in wall-clock ms kept in sessionStorage (the
 * confirmation may be a new document). A string: tsx would wrap a function's helpers in __name.
 */
const PROBE = `(() => {
  const now = () => performance.timeOrigin + performance.now();
  addEventListener('click', (event) => {
    if (event.target && event.target.closest && event.target.closest('${PLACE_ORDER}'))
      sessionStorage.setItem('bench:place', String(now()));
  }, true);
  let done = false;
  const check = () => {
    if (done || !document.querySelector('.order-confirmation .order-number')) return;
    done = true;
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => sessionStorage.setItem('bench:confirmed', String(now()));
      channel.port2.postMessage(null);
    });
  };
  new MutationObserver(check).observe(document, { childList: true, subtree: true });
})();`;

/** The test provider's card that authorises (src/payment/README.md) and a billing address. */
const CARD: Record<string, string> = { number: CARDS.authorised, ...CARD_FIELDS };

async function chooseCard(page: Page): Promise<void> {
  await page.check('input[name="PaymentMethod"][value="Card"]');
  await page.waitForSelector('[data-card-field="number"]', { state: 'visible' });
  await page.waitForLoadState('networkidle');
}

async function readStamp(page: Page, key: string): Promise<number> {
  const handle = await page.waitForFunction((k) => sessionStorage.getItem(k), key, { timeout: 30_000 });
  return Number(await handle.jsonValue());
}

interface Run {
  placeToConfirmationMs: number;
  beforeCard: string[];
  afterCard: string[];
}

async function oneOrder(browser: Browser, baseUrl: string): Promise<Run> {
  const { context, page, scripts } = await openCheckoutSession(browser, baseUrl, {
    prepare: async (p) => {
      await p.addInitScript(PROBE);
    },
  });
  try {
    const beforeCard = [...scripts];
    await chooseCard(page);
    const afterCard = [...scripts];
    for (const [field, value] of Object.entries(CARD)) await page.fill(`[data-card-field="${field}"]`, value);
    await page.check('#AcceptTerms');
    await page.click(PLACE_ORDER);
    await page.waitForURL(/\/fr\/checkout\/confirmation\/\d+$/, { timeout: 30_000 });
    const confirmed = await readStamp(page, 'bench:confirmed');
    const placed = await readStamp(page, 'bench:place');
    return { placeToConfirmationMs: confirmed - placed, beforeCard, afterCard };
  } finally {
    await context.close();
  }
}

export interface CheckoutFigures {
  beforeCardJsGzip: number;
  afterCardJsGzip: number;
  /** What choosing card payment added: the test provider's chunk and what it imports. */
  cardChunksGzip: number;
  cardChunks: string;
  /** Adyen's own chunk(s) (the library and our adapter bundled with it), never loaded here. */
  adyenChunkGzip: number;
  adyenChunks: string;
  adyenLoaded: boolean;
  /** What the Adyen provider would add to the page before card (its chunk and imports not yet there). */
  adyenWouldAddGzip: number;
  placeToConfirmationMs: Spread;
}

/** Checkout page JS before and after card payment, Adyen apart, and place order → confirmation. */
export async function benchCheckout(browser: Browser, baseUrl: string): Promise<CheckoutFigures> {
  const runs: Run[] = [];
  for (let i = 0; i < Math.max(1, RUNS); i++) runs.push(await oneOrder(browser, baseUrl));
  const first = runs[0] as Run;
  const before = new Set(first.beforeCard);
  const added = first.afterCard.filter((file) => !before.has(file));
  const adyen = chunksOfInput(ADYEN);
  const adyenClosure = closureOf(adyen).filter((file) => !before.has(file));
  return {
    beforeCardJsGzip: gzipSum(before),
    afterCardJsGzip: gzipSum(first.afterCard),
    cardChunksGzip: gzipSum(added),
    cardChunks: added.join(' '),
    adyenChunkGzip: gzipSum(adyen),
    adyenChunks: adyen.join(' '),
    adyenLoaded: runs.some((run) => run.afterCard.some((file) => adyen.includes(file))),
    adyenWouldAddGzip: gzipSum(adyenClosure),
    placeToConfirmationMs: spread(runs.map((run) => run.placeToConfirmationMs)),
  };
}
