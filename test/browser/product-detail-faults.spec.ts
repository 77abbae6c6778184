import type { Page } from '@playwright/test';
import { expect, type FaultRule, test } from '../support/test.ts';

const PRODUCT = '/fr/catalog/products/1001';
const VARIANTS_CALL = '/api/v1/catalog/products/1001/productvariants';
const NOT_APPLIED =
  'Ce choix n’a pas pu être appliqué : la variante affichée reste sélectionnée. Veuillez réessayer.';
const OUTDATED = 'Cette partie n’a pas pu être mise à jour et peut concerner une autre variante.';

/** Text with every kind of space made plain, so server and browser amounts compare. */
const plain = (text: string | null) => (text ?? '').replace(/\s+/g, ' ').trim();

async function openProduct(page: Page): Promise<void> {
  await page.goto(PRODUCT);
  await expect(page.locator('[data-widget-mounted~="product-variants"]')).toHaveCount(1);
}

/** What the page shows and what add to cart would send: they must always be the same variant. */
async function state(page: Page) {
  return {
    size: await page.locator('input[name="VariantValueId2"]:checked').getAttribute('value'),
    colour: await page.locator('input[name="VariantValueId1"]:checked').getAttribute('value'),
    sku: plain(await page.locator('[data-bind="SKU"]').textContent()),
    price: plain(await page.locator('[data-bind="UnitPriceTaxIncl"]').textContent()),
    variantId: await page.locator('.add-to-cart input[name="ProductVariantId"]').inputValue(),
  };
}

/**
 * Closes the error or login modal the policy opened: it opens once its code is there, so a key
 * pressed before it would leave it open over the choices.
 */
async function closeModal(page: Page) {
  await expect(page.locator('dialog[open]')).toHaveCount(1);
  await page.keyboard.press('Escape');
  await expect(page.locator('dialog[open]')).toHaveCount(0);
}

/** The faults of the variants call a product page must survive (Chromium retries a dropped socket silently: times 30). */
const FAULTS: [string, FaultRule][] = [
  ['a 500', { method: 'GET', path: VARIANTS_CALL, status: 500 }],
  ['a 401', { method: 'GET', path: VARIANTS_CALL, status: 401 }],
  ['a dropped connection', { method: 'GET', path: VARIANTS_CALL, drop: true, times: 30 }],
];

test.describe('the product page never shows one variant and adds another', () => {
  for (const [name, fault] of FAULTS) {
    test(`after ${name} on the variants call, the size goes back to the variant shown, with a message`, async ({
      page,
      vitrine,
    }) => {
      await openProduct(page);
      const before = await state(page);
      await vitrine.faults(fault);
      // click, not check(): the size may already be unchecked again when check() looks.
      await page.getByRole('radio', { name: 'M', exact: true }).click();
      await expect(page.locator('.variant-form__message')).toHaveText(NOT_APPLIED);
      expect(await state(page)).toEqual(before);
      await closeModal(page);
      await page.request.delete('/__fixtures/faults');
      await page.getByRole('radio', { name: 'M', exact: true }).check();
      await expect(page.locator('[data-bind="SKU"]')).toHaveText('VT-1001-101-203');
      await expect(page.locator('.add-to-cart input[name="ProductVariantId"]')).toHaveValue('100103');
      await expect(page.locator('.variant-form__message')).toHaveCount(0);
    });
  }

  test('a colour swatch whose call failed is unchecked again, the one shown checked', async ({
    page,
    vitrine,
  }) => {
    await openProduct(page);
    const before = await state(page);
    await vitrine.faults({ method: 'GET', path: VARIANTS_CALL, status: 503 });
    // click, not check(): the swatch may already be unchecked again when check() looks.
    await page.getByLabel('Moutarde').click();
    await expect(page.locator('.variant-form__message')).toHaveText(NOT_APPLIED);
    await expect(page.getByLabel('Moutarde')).not.toBeChecked();
    expect(await state(page)).toEqual(before);
  });

  for (const code of ['XYZ1', '€', 'QQQ']) {
    test(`an answer with the unknown CurrencyCode ${JSON.stringify(code)} is applied not at all, with no unhandled error`, async ({
      page,
    }) => {
      const pageErrors: string[] = [];
      page.on('pageerror', (error) => pageErrors.push(String(error)));
      await openProduct(page);
      const before = await state(page);
      await page.route(`**${VARIANTS_CALL}?**`, async (route) => {
        const response = await route.fetch();
        const body = await response.json();
        body.ProductVariantViewModel.CurrencyCode = code;
        await route.fulfill({ response, json: body });
      });
      await page.getByRole('radio', { name: 'M', exact: true }).click();
      await expect(page.locator('.variant-form__message')).toHaveText(NOT_APPLIED);
      expect(await state(page)).toEqual(before);
      expect(pageErrors).toEqual([]);
    });
  }

  test('a failed fragment keeps its content and says it may be out of date', async ({ page, vitrine }) => {
    await openProduct(page);
    await vitrine.faults({ method: 'GET', path: '/widget/catalog/StockByWarehouse', status: 500 });
    await page.getByRole('radio', { name: 'M', exact: true }).check();
    await expect(page.locator('[data-bind="SKU"]')).toHaveText('VT-1001-101-203');
    const stock = page.locator('section.stock');
    await expect(stock.locator('.variant-fragment__outdated')).toHaveText(OUTDATED);
    await expect(stock).toHaveAttribute('data-outdated', '');
    await closeModal(page);
    await page.getByRole('radio', { name: 'S', exact: true }).check();
    await expect(page.locator('section.stock')).toHaveAttribute('data-product-variant-id', '100102');
    await expect(page.locator('section.stock .variant-fragment__outdated')).toHaveCount(0);
  });
  test('the strings come with the first choice: a failed one still says so in French', async ({
    page,
    vitrine,
  }) => {
    // The carousels ask for the strings at mount on their own: left out, the variants are alone.
    await page.route(/\/dist\/chunks\/(product-gallery|association-grid)-[A-Z2-7]+\.js/, (route) =>
      route.abort(),
    );
    const asked: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/stringresources')) asked.push(request.url());
    });
    await openProduct(page);
    await page.waitForLoadState('networkidle');
    expect(asked).toEqual([]);
    await vitrine.faults({ method: 'GET', path: VARIANTS_CALL, status: 503 });
    await page.getByRole('radio', { name: 'M', exact: true }).click();
    await expect(page.locator('.variant-form__message')).toHaveText(NOT_APPLIED);
    expect(asked).toHaveLength(1);
  });
});
