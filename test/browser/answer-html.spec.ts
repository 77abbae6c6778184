import type { Locator } from '@playwright/test';
import { signIn } from '../support/lists.ts';
import { modalWithGandPoints } from '../support/pickup.ts';
import { expect, type Page, test } from '../support/test.ts';

/** A map configuration whose attribution carries a link, an image with a handler and a script. */
const HOSTILE_ATTRIBUTION =
  '© <a href="https://www.openstreetmap.org/copyright" onclick="window.__pwned=1">OSM</a>' +
  '<img src="x" onerror="window.__pwned=1"><script>window.__pwned=1</script> tiles';

async function answerHostileMapConfig(page: Page): Promise<void> {
  await page.route('**/api/v1/settings/GoogleFrontAPIKey', async (route) => {
    const config = await (await route.fetch()).json();
    return route.fulfill({ json: { ...config, attribution: HOSTILE_ATTRIBUTION } });
  });
}

/** The attribution shows its text and its one http(s) link; nothing of the answer's code ran. */
async function expectHarmlessAttribution(page: Page, scope: Locator): Promise<void> {
  const attribution = scope.locator('.leaflet-control-attribution');
  await expect(attribution).toContainText('© OSM tiles');
  await expect(attribution.getByRole('link', { name: 'OSM' })).toHaveAttribute(
    'href',
    'https://www.openstreetmap.org/copyright',
  );
  await expect(attribution.locator('img, script, [onclick], [onerror]')).toHaveCount(0);
  expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
}

test.describe('the map configuration’s attribution is text and links, never code', () => {
  // The hostile handlers are refused by the page's policy, which reports each: that is the defence.
  test.use({ expectedViolations: [/^script-src-attr /] });

  test('on the maps page', async ({ page, vitrine }) => {
    void vitrine;
    await answerHostileMapConfig(page);
    await page.goto('/fr/__test/maps');
    await expect(page.locator('#stores-map .leaflet-tile-loaded').first()).toBeVisible();
    await expectHarmlessAttribution(page, page.locator('#stores-map'));
  });

  test('in the pickup modal', async ({ page, vitrine }) => {
    void vitrine;
    await answerHostileMapConfig(page);
    const modal = await modalWithGandPoints(page);
    await expect(modal.locator('.leaflet-control-attribution')).toBeVisible();
    await expectHarmlessAttribution(page, modal);
  });
});

test.describe('a wish-list add answer is HTML only when it is text/html', () => {
  const HOSTILE = '<img src="x" onerror="window.__pwned=1">Ajouté';

  async function addWith(page: Page, contentType: string, body: string): Promise<Locator> {
    await page.route('**/api/v1/catalog/wishlist/addproductvariant?**', (route) =>
      route.fulfill({ contentType, body }),
    );
    await signIn(page, '/fr/catalog/products/1002');
    // Mounted first: before that the heart is its no-JS link to the wish-list page.
    await expect(page.locator('a.wishlist-heart')).toHaveAttribute('aria-haspopup', 'dialog');
    await page.locator('a.wishlist-heart').click();
    const modal = page.locator('dialog.wishlist-modal[open]');
    await expect(modal.getByLabel('Liste', { exact: true })).toBeVisible();
    await modal.getByRole('button', { name: 'Ajouter à la liste de souhaits' }).click();
    return modal;
  }

  test('a JSON string is shown as text: its markup is visible and nothing of it runs', async ({
    page,
    vitrine,
  }) => {
    void vitrine;
    const modal = await addWith(page, 'application/json; charset=utf-8', JSON.stringify(HOSTILE));
    await expect(modal.locator('.wishlist-form__answer')).toHaveText(HOSTILE);
    await expect(modal.locator('.wishlist-form__answer img')).toHaveCount(0);
    expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
  });

  test('a text/html answer is still shown as HTML', async ({ page, vitrine }) => {
    void vitrine;
    const modal = await addWith(page, 'text/html; charset=utf-8', '<p class="note">Liste <b>pleine</b></p>');
    await expect(modal.locator('.wishlist-form__answer .note b')).toHaveText('pleine');
  });
});

test.describe('server HTML under the strict nonce CSP', () => {
  test.use({ expectedViolations: [/^script-src-attr /] });

  test('an inline handler in the mini-cart fragment does not run and a violation is reported', async ({
    page,
    vitrine,
  }) => {
    void vitrine;
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as { __violations?: string[] }).__violations = seen;
      document.addEventListener('securitypolicyviolation', (event) => seen.push(event.violatedDirective));
    });
    await page.route('**/fr/widget/shoppingcartitems**', async (route) => {
      const html = await (await route.fetch()).text();
      return route.fulfill({
        contentType: 'text/html',
        // Inside the fragment's content, the part the mini cart shows.
        body: html.replace(
          /<\/div>\s*$/,
          '<img class="probe" src="/missing.png" onerror="window.__pwned=1"></div>',
        ),
      });
    });
    await page.goto('/fr/');
    await expect(page.locator('.mini-cart[data-widget-mounted~="mini-cart"]')).toHaveCount(1);
    await page.getByRole('button', { name: 'Aperçu du panier' }).click();
    await expect(page.locator('#mini-cart-panel img.probe')).toHaveCount(1);
    await expect
      .poll(() => page.evaluate(() => (window as { __violations?: string[] }).__violations ?? []))
      .toContainEqual(expect.stringMatching(/^script-src/));
    expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
  });
});
