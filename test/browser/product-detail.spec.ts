import type { Page } from '@playwright/test';
import { chunkOf, chunkRequests, holdChunk, recordRuns } from '../support/chunks.ts';
import { expect, test } from '../support/test.ts';

const PRODUCT = '/fr/catalog/products/1001';
const VARIANTS_CALL = '/api/v1/catalog/products/1001/productvariants';

/** Text with every kind of space made plain, so server and browser amounts compare. */
const plain = (text: string | null) => (text ?? '').replace(/\s+/g, ' ').trim();

async function openProduct(page: Page, path = PRODUCT) {
  await page.goto(path);
  await expect(page.locator('[data-widget-mounted~="product-variants"]')).toHaveCount(1);
}

async function shown(page: Page) {
  return {
    sku: plain(await page.locator('[data-bind="SKU"]').textContent()),
    price: plain(await page.locator('[data-bind="UnitPriceTaxIncl"]').textContent()),
  };
}

test.describe('the quantity field at the first move', () => {
  test('a product page only looked at runs no React (its code is fetched ahead); the keyboard reaches the field and keeps what it typed', async ({
    page,
    vitrine,
  }) => {
    void vitrine;
    const react = chunkOf('node_modules/react-dom/');
    const fetched = chunkRequests(page);
    const runs = await recordRuns(page);
    await openProduct(page);
    await expect.poll(() => fetched.includes(react)).toBe(true);
    await page.waitForLoadState('networkidle');
    expect(await runs()).not.toContain(react);
    const field = page
      .getByRole('spinbutton', { name: 'Quantité' })
      .or(page.getByRole('textbox', { name: 'Quantité' }));
    const quantity = page.locator('.add-to-cart [data-widget~="quantity-input"]');
    await expect(quantity).not.toHaveAttribute('data-widget-mounted');
    await field.focus();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('3');
    await expect(quantity).toHaveAttribute('data-widget-mounted', 'quantity-input');
    await expect(page.locator('.add-to-cart input[name="Quantity"]')).toBeFocused();
    await expect(page.locator('.add-to-cart input[name="Quantity"]')).toHaveValue('3');
    await page.keyboard.press('Tab');
    await page.getByRole('button', { name: 'Ajouter au panier' }).click();
    await expect(page.locator('dialog.add-to-cart-dialog')).toBeVisible();
    await expect(page.locator('[data-cart-count]')).toHaveText('3');
  });
});

test.describe('the options as swatch and size buttons', () => {
  test('each option is a radio group named by the option, each swatch named by its colour', async ({
    page,
    vitrine,
  }) => {
    void vitrine;
    await openProduct(page);
    const colours = page.getByRole('radiogroup', { name: 'Couleur' });
    await expect(colours.getByRole('radio', { name: 'Marine', exact: true })).toBeChecked();
    await expect(colours.getByRole('radio', { name: 'Moutarde', exact: true })).not.toBeChecked();
    const sizes = page.getByRole('radiogroup', { name: 'Taille' });
    await expect(sizes.getByRole('radio')).toHaveCount(5);
    await expect(sizes.getByRole('radio', { name: 'XS', exact: true })).toBeChecked();
    // Lined up: every swatch on one row at the width of a laptop.
    const tops = await colours
      .locator('label')
      .evaluateAll((labels) => labels.map((label) => Math.round(label.getBoundingClientRect().top)));
    expect(new Set(tops).size).toBe(1);
  });

  test('arrow keys choose the next colour and size, and the page shows that variant', async ({
    page,
    vitrine,
  }) => {
    void vitrine;
    await openProduct(page);
    await page.getByRole('radio', { name: 'Marine', exact: true }).focus();
    await page.keyboard.press('ArrowRight');
    const second = page.getByRole('radiogroup', { name: 'Couleur' }).getByRole('radio').nth(1);
    await expect(second).toBeChecked();
    await expect(second).toBeFocused();
    await expect(page.locator('.options__chosen')).toHaveText('Moutarde');
    await expect(page.locator('[data-bind="SKU"]')).not.toHaveText(/^VT-1001-101-/);
    await page.getByRole('radio', { name: 'Marine', exact: true }).check();
    await expect(page.locator('[data-bind="SKU"]')).toHaveText('VT-1001-101-201');
    await page.getByRole('radio', { name: 'XS', exact: true }).focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('radio', { name: 'M', exact: true })).toBeChecked();
    await expect(page.locator('[data-bind="SKU"]')).toHaveText('VT-1001-101-203');
  });

  test('a size with no variant in the chosen colour is crossed out, focusable, said unavailable, and choosing it finds a colour that has it', async ({
    page,
    vitrine,
  }) => {
    void vitrine;
    await openProduct(page);
    const large = page.getByRole('radio', { name: 'L', exact: true });
    await expect(large).toBeEnabled();
    await expect(large).toHaveAccessibleDescription('indisponible');
    // Crossed out: a diagonal line drawn over its button.
    const crossed = await page
      .locator('label[for="VariantValueId2-204"]')
      .evaluate((label) => getComputedStyle(label, '::after').backgroundImage);
    expect(crossed).toContain('linear-gradient');
    await page.getByRole('radio', { name: 'M', exact: true }).check();
    await expect(page.locator('[data-bind="SKU"]')).toHaveText('VT-1001-101-203');
    await page.keyboard.press('ArrowRight');
    await expect(large).toBeFocused();
    await expect(large).toBeChecked();
    await expect(page.locator('[data-bind="SKU"]')).toHaveText(/^VT-1001-\d+-204$/);
    await expect(page.getByRole('radio', { name: 'Marine', exact: true })).not.toBeChecked();
    await expect(large).not.toHaveAccessibleDescription('indisponible');
  });

  test('without JavaScript the Update button posts the chosen colour and size', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(PRODUCT);
    await page.getByRole('radio', { name: 'Moutarde', exact: true }).check();
    await page.getByRole('radio', { name: 'M', exact: true }).check();
    await page.getByRole('button', { name: 'Mettre à jour' }).click();
    await expect(page).toHaveURL(/VariantValueId1=104&VariantValueId2=203/);
    await expect(page.locator('[data-bind="SKU"]')).toHaveText('VT-1001-104-203');
    await context.close();
  });

  test('with JavaScript there is no Update button', async ({ page, vitrine }) => {
    void vitrine;
    await openProduct(page);
    await expect(page.getByRole('button', { name: 'Mettre à jour' })).toHaveCount(0);
  });
});

test.describe('product variations', () => {
  test('choosing a colour and a size shows that variant’s reference and price, and a reload keeps it', async ({
    page,
    vitrine,
  }) => {
    void vitrine;
    await openProduct(page);
    await page.getByLabel('Moutarde').check();
    await expect(page.locator('[data-bind="SKU"]')).toHaveText(/^VT-1001-104-/);
    await page.getByRole('radio', { name: 'M', exact: true }).check();
    await expect(page.locator('[data-bind="SKU"]')).toHaveText('VT-1001-104-203');
    await expect(page).toHaveURL(/variantId=\d+/);
    const variantId = new URL(page.url()).searchParams.get('variantId');
    await expect(page.locator('.add-to-cart input[name="ProductVariantId"]')).toHaveValue(variantId ?? '');
    const before = await shown(page);
    await page.reload();
    expect(await shown(page)).toEqual(before);
    await expect(page.getByLabel('Moutarde')).toBeChecked();
  });

  test('the locale’s number data loads in a worker while the page starts, before any choice', async ({
    page,
    vitrine,
  }) => {
    void vitrine;
    const worker = page.waitForEvent('worker');
    await openProduct(page);
    expect((await worker).url()).toMatch(
      /\/dist\/chunks\/number-format-warmup-[A-Z2-7]{8}\.js\?locale=fr-BE$/,
    );
    await page.getByLabel('Moutarde').check();
    await expect(page.locator('[data-bind="SKU"]')).toHaveText(/^VT-1001-104-/);
  });

  test('the no-JS update button is hidden once choices apply at once', async ({ page, vitrine }) => {
    void vitrine;
    await openProduct(page);
    await expect(page.locator('.variant-form button[type="submit"]')).toBeHidden();
  });

  test('colour swatches keep their colours, blended when a colour has several', async ({ page, vitrine }) => {
    void vitrine;
    await openProduct(page);
    await page.getByLabel('Moutarde').check();
    await expect(page.locator('[data-bind="SKU"]')).toHaveText(/^VT-1001-104-/);
    const striped = page.locator('label[for="VariantValueId1-109"] .swatch');
    expect(await striped.evaluate((el) => getComputedStyle(el).backgroundImage)).toContain('linear-gradient');
    const navy = page.locator('label[for="VariantValueId1-101"] .swatch');
    expect(await navy.evaluate((el) => getComputedStyle(el).backgroundColor)).not.toBe('rgba(0, 0, 0, 0)');
  });

  test('the photos, stock and price tiers follow the chosen variant', async ({ page, vitrine }) => {
    void vitrine;
    await openProduct(page);
    await page.getByRole('radio', { name: 'M', exact: true }).check();
    await expect(page).toHaveURL(/variantId=100103/);
    await expect(page.locator('.stock')).toHaveAttribute('data-product-variant-id', '100103');
    await expect(page.locator('.gallery img').first()).toHaveAttribute('src', /\/100103\/1\.jpg$/);
    await expect(page.locator('.degressive-prices')).toBeVisible();
  });

  test('a quantity reaching a price tier shows the tier’s unit price', async ({ page, vitrine }) => {
    void vitrine;
    await openProduct(page);
    const { price } = await shown(page);
    const quantity = page.locator('.add-to-cart input[name="Quantity"]');
    await quantity.fill('20');
    await quantity.blur();
    await expect(page.locator('[data-bind="UnitPriceTaxIncl"]')).not.toHaveText(price);
  });

  test('a quantity that is not a number refreshes nothing', async ({ page, vitrine }) => {
    void vitrine;
    // The server's field, emptied before the island is there (the island's − and + field puts the
    // lowest quantity back when it settles).
    await holdChunk(page, 'widgets/quantity-input/');
    await openProduct(page);
    const calls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('productvariants')) calls.push(request.url());
    });
    const quantity = page.locator('.add-to-cart input[name="Quantity"]');
    await quantity.fill('');
    await quantity.blur();
    await page.getByRole('radio', { name: 'S', exact: true }).check();
    await expect(page).toHaveURL(/variantId=100102/);
    expect(calls).toHaveLength(1);
    expect(calls[0]).not.toContain('Quantity=');
  });

  test('after twenty rapid changes the last choice’s price and reference are shown', async ({
    page,
    vitrine,
  }) => {
    await openProduct(page);
    await vitrine.faults({ method: 'GET', path: VARIANTS_CALL, delay: 200, times: 19 });
    const sizes = ['201', '202', '203', '205'];
    await page.evaluate((values) => {
      for (let i = 0; i < 20; i++) {
        const radio = document.querySelector<HTMLInputElement>(
          `input[name="VariantValueId2"][value="${values[i % values.length] ?? '201'}"]`,
        );
        if (!radio) throw new Error('no size button');
        radio.checked = true;
        radio.dispatchEvent(new Event('change', { bubbles: true }));
      }
    }, sizes);
    // Change 20 chose sizes[19 % 4] = 205.
    await expect(page.locator('[data-bind="SKU"]')).toHaveText('VT-1001-101-205');
    await expect(page).toHaveURL(/variantId=100104/);
    const live = await shown(page);
    await page.reload();
    expect(await shown(page)).toEqual(live);
  });

  test('a failed variants call shows the error modal and keeps the page as it was', async ({
    page,
    vitrine,
  }) => {
    await openProduct(page);
    const before = await shown(page);
    await vitrine.faults({ method: 'GET', path: VARIANTS_CALL, status: 500 });
    await page.getByRole('radio', { name: 'M', exact: true }).click();
    await expect(page.locator('.vitrine-error-modal')).toBeVisible();
    expect(await shown(page)).toEqual(before);
  });

  test('a variants call answered 401 opens the login modal', async ({ page, vitrine }) => {
    await openProduct(page);
    await vitrine.faults({ method: 'GET', path: VARIANTS_CALL, status: 401 });
    await page.getByRole('radio', { name: 'M', exact: true }).click();
    await expect(page.locator('dialog.login-modal')).toBeVisible();
  });

  test('a failed fragment refresh shows the error modal', async ({ page, vitrine }) => {
    await openProduct(page);
    await vitrine.faults({ method: 'GET', path: '/widget/catalog/StockByWarehouse', status: 500 });
    await page.getByRole('radio', { name: 'M', exact: true }).click();
    await expect(page.locator('.vitrine-error-modal')).toBeVisible();
    await expect(page.locator('[data-bind="SKU"]')).toHaveText('VT-1001-101-203');
  });
});

test.describe('stock', () => {
  test('the stock by warehouse opens in a modal for the chosen variant', async ({ page, vitrine }) => {
    void vitrine;
    await openProduct(page);
    await page.getByRole('radio', { name: 'M', exact: true }).check();
    await expect(page.locator('.stock')).toHaveAttribute('data-product-variant-id', '100103');
    // Not run while the link is only looked at: the widget mounts when the pointer comes over it.
    const link = page.getByRole('link', { name: 'Voir le stock par entrepôt' });
    await link.scrollIntoViewIfNeeded();
    await expect(page.locator('.stock [data-widget-mounted~="stock-modal"]')).toHaveCount(0);
    await link.hover();
    await expect(page.locator('.stock [data-widget-mounted~="stock-modal"]')).toHaveCount(1);
    await link.click();
    const modal = page.locator('dialog.stock-modal');
    await expect(modal).toBeVisible();
    await expect(link).not.toHaveAttribute('aria-busy', 'true');
    await expect(modal.getByText('Bruxelles')).toBeVisible();
    await expect(modal.locator('.stock')).toHaveAttribute('data-product-variant-id', '100103');
    await expect(page).toHaveURL(/\/fr\/catalog\/products\/1001/);
    expect(await vitrine.axe()).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(modal).toHaveCount(0);
  });

  test('Enter on the stock link before its code is there is taken, and opens the stock once it comes', async ({
    page,
    vitrine,
  }) => {
    void vitrine;
    const release = await holdChunk(page, 'widgets/stock-modal/');
    await openProduct(page);
    const link = page.getByRole('link', { name: 'Voir le stock par entrepôt' });
    await expect(link).not.toHaveAttribute('data-widget-mounted');
    await link.focus();
    await page.keyboard.press('Enter');
    // The link's widget does more than the link: its press waits for it, saying it is working.
    await expect(link).toHaveAttribute('aria-busy', 'true');
    await expect(page).toHaveURL(/\/fr\/catalog\/products\/1001/);
    release();
    const modal = page.locator('dialog.stock-modal');
    await expect(modal.getByText('Bruxelles')).toBeVisible();
    await expect(page).toHaveURL(/\/fr\/catalog\/products\/1001/);
  });

  test('a customer subscribes to be told when an out-of-stock variant is back', async ({ page, vitrine }) => {
    void vitrine;
    await openProduct(page, '/fr/catalog/products/1005?variantId=100504');
    // An idle widget: until it mounts, the link is the plain no-JS page.
    await expect(page.locator('[data-widget-mounted~="stock-notification"]')).toHaveCount(1);
    await page.getByRole('link', { name: 'Me prévenir du retour en stock' }).click();
    const modal = page.locator('dialog.stock-notification-modal');
    await expect(modal).toBeVisible();
    const email = modal.getByLabel('Adresse e-mail');
    await expect(email).toBeFocused();
    await email.fill('claire@exemple.be');
    await modal.getByRole('button', { name: 'Me prévenir' }).click();
    await expect(modal.locator('.stock-notification__success')).toHaveText(/claire@exemple\.be/);
    expect(await vitrine.axe()).toEqual([]);
  });

  test('an address the server refuses is explained under the field', async ({ page, vitrine }) => {
    void vitrine;
    await openProduct(page, '/fr/catalog/products/1005?variantId=100504');
    // An idle widget: until it mounts, the link is the plain no-JS page.
    await expect(page.locator('[data-widget-mounted~="stock-notification"]')).toHaveCount(1);
    await page.getByRole('link', { name: 'Me prévenir du retour en stock' }).click();
    const modal = page.locator('dialog.stock-notification-modal');
    await modal.getByLabel('Adresse e-mail').fill('claire@exemple');
    await modal.getByRole('button', { name: 'Me prévenir' }).click();
    await expect(modal.getByText('Veuillez saisir une adresse e-mail valide.')).toBeVisible();
    await expect(modal.getByLabel('Adresse e-mail')).toHaveAttribute('aria-invalid', 'true');
  });

  test('a failed subscription shows the error modal', async ({ page, vitrine }) => {
    await openProduct(page, '/fr/catalog/products/1005?variantId=100504');
    // An idle widget: until it mounts, the link is the plain no-JS page.
    await expect(page.locator('[data-widget-mounted~="stock-notification"]')).toHaveCount(1);
    await page.getByRole('link', { name: 'Me prévenir du retour en stock' }).click();
    const modal = page.locator('dialog.stock-notification-modal');
    await modal.getByLabel('Adresse e-mail').fill('claire@exemple.be');
    await vitrine.faults({ method: 'POST', path: '/fr/catalog/stocknotification/subscribe', status: 500 });
    await modal.getByRole('button', { name: 'Me prévenir' }).click();
    await expect(page.locator('.vitrine-error-modal')).toBeVisible();
  });
});

test.describe('offer countdown', () => {
  test('counts down every second and reloads the page when the offer ends', async ({ page, vitrine }) => {
    void vitrine;
    await page.clock.install({ time: new Date('2029-12-31T23:59:00Z') });
    await page.goto('/fr/catalog/products/1013');
    await page.clock.pauseAt(new Date('2029-12-31T23:59:50Z'));
    const count = page.locator('.offer-end [role="timer"]');
    await expect(count).toContainText('0 j 0 h 0 min 10 s');
    await page.clock.runFor(1000);
    await expect(count).toContainText('0 j 0 h 0 min 9 s');
    const reloaded = page.waitForEvent('load');
    await page.clock.runFor(10_000);
    await reloaded;
    await page.clock.resume();
    await expect(page.locator('.offer-end [role="timer"]')).toContainText('0 j 0 h 0 min 0 s');
    // Already over at load: the page does not reload again.
    await page.clock.runFor(3000);
    await expect(page.locator('.offer-end [role="timer"]')).toContainText('0 j 0 h 0 min 0 s');
  });
});
