import { openCart, seedCart, VARIANT } from '../support/cart.ts';
import { makeImage } from '../support/images.ts';
import { modalWithGandPoints } from '../support/pickup.ts';
import { expect, type Page, test } from '../support/test.ts';

/**
 * Picture addresses a hostile or mistaken answer could name. On the fixture server (http)
 * `https:evil.example` names https://evil.example/; `/\evil.example` is read as `//evil.example`.
 */
const HOSTILE = [
  '//evil.example/x.gif',
  '/\\evil.example/y.gif',
  'https:evil.example',
  'http://evil.example/p.gif?who=1',
];

/** Every request the page sends to the other site: a picture loaded from there would show here. */
function watchElsewhere(page: Page): string[] {
  const asked: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).hostname === 'evil.example') asked.push(request.url());
  });
  return asked;
}

/** The refusals the console reported. */
function refusals(page: Page): string[] {
  const seen: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes('address of an answer refused')) seen.push(message.text());
  });
  return seen;
}

/** The demo shop's allowed media host (settings `mediaOrigins`): the shop under `media.localhost`. */
function mediaHost(page: Page): string {
  const url = new URL(page.url());
  url.hostname = 'media.localhost';
  return url.origin;
}

/** Answers the cart page's quantity calls with the real cart, every line's ImageUrl replaced. */
async function cartAnswersPicture(page: Page, picture: string): Promise<void> {
  await page.unroute('**/api/v1/shoppingcarts/shoppingcartitems/*');
  await page.route('**/api/v1/shoppingcarts/shoppingcartitems/*', async (route) => {
    const cart = await (await route.fetch()).json();
    for (const item of cart.Items) item.ImageUrl = picture;
    await route.fulfill({ json: cart });
  });
}

test.describe('a picture an answer names loads from the shop or an allowed media host only', () => {
  test('a cart line whose ImageUrl is another site shows the placeholder, and the console says so once', async ({
    page,
    vitrine,
  }) => {
    void vitrine;
    const asked = watchElsewhere(page);
    const reported = refusals(page);
    await seedCart(page, [{ ProductVariantId: VARIANT.degressive, Quantity: 1 }]);
    await openCart(page);
    const field = page.locator('.cart-line').first().getByRole('spinbutton');
    for (const [i, picture] of HOSTILE.entries()) {
      await cartAnswersPicture(page, picture);
      await field.fill(String(i + 2));
      await field.press('Enter');
      await expect(page.locator('[data-cart-count]')).toHaveText(String(i + 2));
      await expect(page.locator('.cart-line span.cart-line__image')).toHaveCount(1);
      await expect(page.locator('img.cart-line__image')).toHaveCount(0);
    }
    expect(asked).toEqual([]);
    expect(reported).toHaveLength(HOSTILE.length);
  });

  test('a cart line’s picture on the allowed media host loads', async ({ page, vitrine }) => {
    void vitrine;
    await seedCart(page, [{ ProductVariantId: VARIANT.degressive, Quantity: 1 }]);
    await openCart(page);
    const media = `${mediaHost(page)}/media/products/1001/100101/1.jpg`;
    await cartAnswersPicture(page, media);
    const loaded = page.waitForResponse((response) => response.url() === media);
    const field = page.locator('.cart-line').first().getByRole('spinbutton');
    await field.fill('2');
    await field.press('Enter');
    await expect(page.locator('img.cart-line__image')).toHaveAttribute('src', media);
    expect((await loaded).ok()).toBe(true);
  });

  test('an uploaded asset whose thumbnail_url and Uri are another site: a placeholder and its name, no link', async ({
    page,
  }) => {
    const asked = watchElsewhere(page);
    await page.goto('/fr/assetslibrary/uploads');
    const widget = page.locator('#single-plain[data-widget-mounted]');
    await widget.scrollIntoViewIfNeeded();
    await expect(widget.locator('.asset-upload__island')).toBeVisible();
    await page.route('**/api/v1/assetslibrary/assets/upload*', async (route) => {
      const [asset] = await (await route.fetch()).json();
      await route.fulfill({
        json: [{ ...asset, Name: 'Piège', thumbnail_url: HOSTILE[0], Uri: HOSTILE[1] }],
      });
    });
    await widget.locator('input[type="file"]').setInputFiles(await makeImage(120, 80, 'jpeg', 'trap.jpg'));
    const item = widget.locator('.asset-item', { hasText: 'Piège' });
    await expect(item.locator('.asset-item__placeholder')).toHaveCount(1);
    await expect(item.locator('img')).toHaveCount(0);
    await expect(item.getByRole('link')).toHaveCount(0);
    expect(asked).toEqual([]);
  });

  test('a search suggestion whose Photo is another site is listed without it', async ({ page }) => {
    const asked = watchElsewhere(page);
    await page.goto('/fr/');
    await page.locator('.site-search__open').click();
    await expect(page.locator('form.search-form[data-widget-mounted]')).toHaveCount(1);
    await page.route('**/api/v1/catalog/search/suggestions?**', (route) =>
      route.fulfill({
        json: HOSTILE.map((AssetName, i) => ({
          Name: `Lampe ${i}`,
          ProductUrl: '/fr/catalog/products/1001',
          Photo: { AssetId: i, AssetName },
        })),
      }),
    );
    await page.locator('#site-search').pressSequentially('la');
    await expect(page.getByRole('option')).toHaveCount(HOSTILE.length);
    await expect(page.getByRole('option').locator('img')).toHaveCount(0);
    expect(asked).toEqual([]);
  });

  test('a pickup point whose ImageURL is another site shows its details without it', async ({
    page,
    vitrine,
  }) => {
    void vitrine;
    const asked = watchElsewhere(page);
    await page.route('**/api/v1/shipping/*/getpickuppoints', async (route) => {
      const answer = await (await route.fetch()).json();
      for (const [i, point] of answer.PickupPointViewModels.entries()) point.ImageURL = HOSTILE[i % 4];
      await route.fulfill({ json: answer });
    });
    const modal = await modalWithGandPoints(page);
    const point = modal.locator('[data-point-id]').first();
    await point.locator('summary').click();
    await expect(point.getByRole('table', { name: 'Horaires' })).toBeVisible();
    await expect(point.locator('img')).toHaveCount(0);
    expect(asked).toEqual([]);
  });
});
