import type { Page } from '@playwright/test';
import { openCart, seedCart } from '../support/cart.ts';
import { CHROMIUM_ARGS, findTestChromium } from '../support/chromium.mjs';
import { skipConsentBanner } from '../support/consent.ts';
import { stockedVariants } from '../support/renders.ts';
import { expect, test } from '../support/test.ts';

async function cartOf(page: Page, lines: number) {
  await seedCart(
    page,
    stockedVariants(lines).map((id) => ({ ProductVariantId: id, Quantity: 1 })),
  );
}

// Playwright's headless Chromium hides scrollbars; without that flag it draws a classic one, which
// takes width from the page as Firefox's does (and which 100vw counts in).
test.use({
  launchOptions: {
    executablePath: findTestChromium() ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
    ignoreDefaultArgs: ['--hide-scrollbars'],
  },
});

test.describe('the cart page at 375 px with a classic scrollbar (as Firefox and Windows draw one)', () => {
  test('the sticky total bar spans the screen yet the page never scrolls sideways', async ({
    page,
    vitrine,
  }) => {
    void vitrine;
    await skipConsentBanner(page);
    await page.setViewportSize({ width: 375, height: 740 });
    await cartOf(page, 6);
    await openCart(page);
    const widths = () =>
      page.evaluate(() => ({
        scrollbar: window.innerWidth - document.documentElement.clientWidth,
        scroll: document.documentElement.scrollWidth,
        client: document.documentElement.clientWidth,
      }));
    const { scrollbar, scroll, client } = await widths();
    expect(scrollbar).toBeGreaterThan(0);
    expect(scroll).toBeLessThanOrEqual(client);
    await page.screenshot({ path: test.info().outputPath('cart-375-scrollbar.png') });
  });
});
