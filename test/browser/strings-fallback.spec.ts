// Words, never keys: with a CMS whose strings call answers 404, or whose table lacks most keys,
// the quantity input, the consent banner and preferences, and the cart page show the bundle's own
// texts (src/i18n/defaults/) in the page's culture, in their text and in their accessible names,
// and the console says so once per culture and tab. A slow strings call holds no dialog back, and
// no island names a control by its key while it runs.
import type { Page } from '@playwright/test';
import de from '../../src/i18n/defaults/de.json' with { type: 'json' };
import fr from '../../src/i18n/defaults/fr.json' with { type: 'json' };
import { openCart, seedCart, VARIANT } from '../support/cart.ts';
import { skipConsentBanner } from '../support/consent.ts';
import { expect, type FaultRule, test } from '../support/test.ts';

const STRINGS = '/api/v1/localization/*/stringresources';

/**
 * Waits for the consent banner's code: before it, Personnaliser posts the banner's form and the
 * preferences page loads (screen-reader.spec.ts's late journey); here it is the dialog's own wait.
 */
const bannerCodeThere = (page: Page) =>
  expect(page.locator('[data-widget-mounted~="consent-dialog"]')).toHaveCount(1);

/** A key of the bundle (`Core.Close`) where a word should be: its areas, from its own key list. */
const areas = [...new Set(Object.keys(fr).map((key) => key.split('.')[0]))];
const KEY = new RegExp(`\\b(?:${areas.join('|')})\\.[A-Z][A-Za-z0-9]*`);

/** The attributes that name or describe an element (or show as text through CSS, `data-label`). */
const NAMING = ['aria-label', 'aria-description', 'title', 'placeholder', 'alt', 'data-label'];

/** No key in the page's visible text, its accessibility tree (names included), nor its naming attributes. */
async function expectNoKeys(page: Page): Promise<void> {
  expect(await page.locator('body').innerText()).not.toMatch(KEY);
  expect(await page.locator('body').ariaSnapshot()).not.toMatch(KEY);
  const named = await page.evaluate(
    (names) =>
      [...document.querySelectorAll('*')].flatMap((el) =>
        names.map((name) => el.getAttribute(name) ?? '').filter(Boolean),
      ),
    NAMING,
  );
  expect(named.filter((value) => KEY.test(value))).toEqual([]);
}

/** The console's reports about the strings (`[vitrine] strings: …`), from now on. */
function stringsReports(page: Page): string[] {
  const reports: string[] = [];
  page.on('console', (message) => {
    if (message.text().startsWith('[vitrine] strings:')) reports.push(message.text());
  });
  return reports;
}

/** The two CMSs: one without the strings call, one whose table has a single key of the bundle's. */
const CMSS = [
  {
    name: 'the strings call answers 404',
    report: /GET \/api\/v1\/localization\/(fr|de)\/stringresources failed: 404/,
    async set(_page: Page, faults: (rule: FaultRule) => Promise<void>) {
      await faults({ method: 'GET', path: STRINGS, status: 404, times: 20 });
    },
    increase: fr['Core.IncreaseQuantity'],
  },
  {
    name: 'the table lacks most keys',
    report: /the "fr" table lacks \d+ of the bundle's keys/,
    async set(page: Page, _faults: (rule: FaultRule) => Promise<void>) {
      await page.route(`**${STRINGS}`, (route) =>
        route.fulfill({ json: { 'Core.IncreaseQuantity': 'Un de plus', 'Layout.Home': 'Accueil' } }),
      );
    },
    // The CMS's text wins where the table has the key.
    increase: 'Un de plus',
  },
];

for (const cms of CMSS) {
  test.describe(`words, never keys, when ${cms.name}`, () => {
    test.beforeEach(async ({ page, vitrine }) => {
      await cms.set(page, (rule) => vitrine.faults(rule));
    });

    test("the quantity input's buttons are named in words, and the console says so once per tab", async ({
      page,
    }) => {
      const reports = stringsReports(page);
      await page.goto('/fr/__test/quantity');
      const field = page.locator('.quantity').filter({ has: page.getByLabel('Quantité (buttons)') });
      await expect(field.getByRole('button', { name: cms.increase })).toBeVisible();
      await expect(field.getByRole('button', { name: fr['Core.DecreaseQuantity'] })).toBeVisible();
      await expectNoKeys(page);
      await field.getByRole('button', { name: cms.increase }).click();
      await expect(page.getByLabel('Quantité (buttons)')).toHaveValue('2');
      expect(reports).toHaveLength(1);
      expect(reports[0]).toMatch(cms.report);
      // The next page of the tab says nothing again.
      await page.reload();
      await expect(field.getByRole('button', { name: fr['Core.DecreaseQuantity'] })).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(reports).toHaveLength(1);
    });

    test('the consent banner and its preferences are in words, the close button named', async ({ page }) => {
      await page.goto('/fr/__test/consent');
      const banner = page.getByRole('region', { name: 'Vos préférences cookies' });
      await expect(banner.getByRole('button', { name: 'Tout accepter' })).toBeVisible();
      await expectNoKeys(page);
      await bannerCodeThere(page);
      await page.getByRole('button', { name: 'Personnaliser' }).click();
      const modal = page.getByRole('dialog', { name: 'Vos préférences cookies' });
      await expect(modal.getByRole('button', { name: fr['Core.Close'], exact: true })).toBeVisible();
      await expect(modal.getByRole('checkbox', { name: 'Tout activer' })).toBeVisible();
      await expectNoKeys(page);
      await modal.getByRole('button', { name: fr['Core.Close'], exact: true }).click();
      await expect(modal).toBeHidden();
    });

    test('the cart page is in words: its fields, buttons and totals', async ({ page }) => {
      await skipConsentBanner(page);
      await seedCart(page, [{ ProductVariantId: VARIANT.degressive, Quantity: 2 }]);
      await openCart(page);
      const line = page.locator('.cart-line').first();
      await expect(
        line.getByRole('spinbutton', { name: new RegExp(`^${fr['Core.Quantity']} `) }),
      ).toHaveValue('2');
      await expect(line.getByRole('button', { name: fr['ShoppingCarts.Remove'] })).toBeVisible();
      await expect(page.getByRole('link', { name: fr['ShoppingCarts.Checkout'] })).toBeVisible();
      await expectNoKeys(page);
      // A changed quantity's status and the new totals are in words too.
      await line.getByRole('spinbutton').fill('3');
      await line.getByRole('spinbutton').press('Enter');
      await expect(page.locator('[data-cart-count]')).toHaveText('3');
      await expectNoKeys(page);
    });
  });
}

test.describe('words, never keys, in the page culture', () => {
  test('a German page without the strings call shows the German defaults', async ({ page, vitrine }) => {
    await vitrine.faults({ method: 'GET', path: STRINGS, status: 404, times: 5 });
    await page.goto('/de/__test/quantity');
    const field = page
      .locator('.quantity')
      .filter({ has: page.getByLabel(`${de['Core.Quantity']} (buttons)`) });
    await expect(field.getByRole('button', { name: de['Core.IncreaseQuantity'] })).toBeVisible();
    await expect(field.getByRole('button', { name: de['Core.DecreaseQuantity'] })).toBeVisible();
    await expectNoKeys(page);
  });

  test('a slow strings call: the − and + are never named by their keys while it runs', async ({
    page,
    vitrine,
  }) => {
    // The CMS's table answers after 1 s (within the strings' wait): the islands come with it.
    await vitrine.faults({ method: 'GET', path: STRINGS, delay: 1_000, times: 5 });
    // Every name a button of the page has had, from the first parse on.
    await page.addInitScript(() => {
      const seen = new Set<string>();
      (window as unknown as { buttonNames: Set<string> }).buttonNames = seen;
      new MutationObserver(() => {
        for (const button of document.querySelectorAll('button'))
          seen.add(button.getAttribute('aria-label') ?? '');
      }).observe(document, { subtree: true, childList: true, attributes: true });
    });
    await page.goto('/fr/__test/quantity');
    const field = page
      .locator('.quantity')
      .filter({ has: page.getByLabel(`${fr['Core.Quantity']} (buttons)`) });
    await expect(field.getByRole('button', { name: fr['Core.IncreaseQuantity'] })).toBeVisible();
    const names = await page.evaluate(() => [
      ...(window as unknown as { buttonNames: Set<string> }).buttonNames,
    ]);
    expect(names).toContain(fr['Core.DecreaseQuantity']);
    expect(names.filter((name) => KEY.test(name))).toEqual([]);
  });

  test('a strings call that hangs holds the preferences back no more than a moment', async ({
    page,
    vitrine,
  }) => {
    // The call answers after 20 s: the dialog opens well before, with the bundle's words.
    await vitrine.faults({ method: 'GET', path: STRINGS, delay: 20_000, times: 5 });
    await page.goto('/fr/__test/consent');
    await bannerCodeThere(page);
    await page.getByRole('button', { name: 'Personnaliser' }).click();
    const modal = page.getByRole('dialog', { name: 'Vos préférences cookies' });
    await expect(modal.getByRole('button', { name: fr['Core.Close'], exact: true })).toBeVisible();
    await expectNoKeys(page);
  });
});
