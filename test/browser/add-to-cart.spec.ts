import type { Page } from '@playwright/test';
import { chunkOf } from '../support/chunks.ts';
import { callFrame, countFrames } from '../support/renders.ts';
import { expect, test } from '../support/test.ts';

const PRODUCT = '/fr/catalog/products/1001';
const ADD_CALL = '/api/v1/catalog/products/addtocart';

async function openProduct(page: Page) {
  await page.goto(PRODUCT);
  await expect(page.locator('[data-widget-mounted~="add-to-cart"]')).toHaveCount(1);
  await expect(page.locator('[data-widget-mounted~="product-variants"]')).toHaveCount(1);
}

test.describe('add to cart', () => {
  test('adding shows a confirmation, updates the header count and tells analytics', async ({
    page,
    vitrine,
  }) => {
    await openProduct(page);
    await page.getByRole('radio', { name: 'M', exact: true }).check();
    await expect(page.locator('[data-bind="SKU"]')).toHaveText('VT-1001-101-203');
    const quantity = page.locator('.add-to-cart input[name="Quantity"]');
    await quantity.fill('2');
    await quantity.blur();
    await page.getByRole('button', { name: 'Ajouter au panier' }).click();
    const dialog = page.locator('dialog.add-to-cart-dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('heading')).toHaveText('Le produit a été ajouté à votre panier.');
    await expect(dialog).toContainText('VT-1001-101-203');
    await expect(page.locator('[data-cart-count]')).toHaveText('2');
    await expect(page.locator('#vitrine-announcer')).toContainText('Votre panier contient 2 article(s).');
    expect((await vitrine.events()).map((event) => event.type)).toContain('cart-changed');
    const pushed = await page.evaluate(() =>
      (window.dataLayer as { event?: string; ecommerce?: { items: Record<string, unknown>[] } }[]).find(
        (entry) => entry.event === 'add_to_cart',
      ),
    );
    expect(pushed?.ecommerce?.items[0]).toMatchObject({
      item_id: '1001',
      sku: 'VT-1001-101-203',
      quantity: 2,
      index: 0,
    });
    expect(typeof pushed?.ecommerce?.items[0]?.price).toBe('number');
    expect(pushed?.ecommerce?.items[0]?.item_brand).toBeTruthy();
    expect(pushed?.ecommerce?.items[0]?.item_category).toBeTruthy();
  });

  test("the call carries the seed's form-serialised payload", async ({ page, vitrine }) => {
    void vitrine;
    await openProduct(page);
    await page.getByRole('button', { name: 'Ajouter au panier' }).click();
    await expect(page.locator('dialog.add-to-cart-dialog')).toBeVisible();
    const cart = await (await page.request.get('/api/v1/shoppingcarts')).json();
    expect(cart.Items[0]).toMatchObject({ Quantity: 1, ItemOrigin: 'Catalog', ItemKey: '1001' });
    expect(cart.Items[0].Extra).toMatchObject({ OrderId: '', currencyCode: 'EUR' });
    expect(Number(cart.Items[0].Extra.price)).toBeGreaterThan(0);
  });

  test('the dialog passes axe, and continue shopping closes it', async ({ page, vitrine }) => {
    await openProduct(page);
    await page.getByRole('button', { name: 'Ajouter au panier' }).click();
    const dialog = page.locator('dialog.add-to-cart-dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Continuer mes achats' })).toBeFocused();
    expect(await vitrine.axe()).toEqual([]);
    await dialog.getByRole('button', { name: 'Continuer mes achats' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Ajouter au panier' })).toBeFocused();
  });

  test("on a phone the dialog's two buttons centre their text alike", async ({ page, vitrine }) => {
    void vitrine;
    await page.setViewportSize({ width: 375, height: 812 });
    await openProduct(page);
    await page.getByRole('button', { name: 'Ajouter au panier' }).click();
    const dialog = page.locator('dialog.add-to-cart-dialog');
    await expect(dialog).toBeVisible();
    // How far each button's text sits off its centre, in px (a link styled as a button starts left).
    const offCentre = (name: string) =>
      dialog.locator('.vitrine-dialog__footer > *', { hasText: name }).evaluate((button) => {
        const range = document.createRange();
        range.selectNodeContents(button);
        const text = range.getBoundingClientRect();
        const box = button.getBoundingClientRect();
        return Math.abs(text.left + text.width / 2 - (box.left + box.width / 2));
      });
    expect(await offCentre('Continuer mes achats')).toBeLessThan(2);
    expect(await offCentre('Voir le panier')).toBeLessThan(2);
    await page.screenshot({ path: test.info().outputPath('add-to-cart-dialog-375.png') });
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.screenshot({ path: test.info().outputPath('add-to-cart-dialog-1280.png') });
  });

  test('go to basket opens the cart, which lists the product', async ({ page, vitrine }) => {
    void vitrine;
    await openProduct(page);
    await page.getByRole('button', { name: 'Ajouter au panier' }).click();
    await page.getByRole('link', { name: 'Voir le panier' }).click();
    await expect(page).toHaveURL(/\/fr\/shoppingcarts$/);
    await expect(page.locator('[data-shopping-cart-item-id]')).toHaveCount(1);
    await expect(page.locator('[data-shopping-cart-item-id]')).toContainText('VT-1001-101-201');
  });

  test('the confirmation replaces a dialog already open', async ({ page, vitrine }) => {
    void vitrine;
    await openProduct(page);
    await page.evaluate(() => {
      const other = document.createElement('dialog');
      other.className = 'vitrine-dialog other-dialog';
      document.body.append(other);
    });
    await page.getByRole('button', { name: 'Ajouter au panier' }).click();
    await expect(page.locator('dialog.add-to-cart-dialog')).toBeVisible();
    await page.getByRole('button', { name: 'Ajouter au panier' }).evaluate((button) => {
      (button as HTMLButtonElement).form?.requestSubmit();
    });
    await expect(page.locator('dialog.add-to-cart-dialog')).toHaveCount(1);
  });

  test('the button shows it is busy while the product is added', async ({ page, vitrine }) => {
    await openProduct(page);
    // Long enough that both busy marks are seen on a loaded CI machine.
    await vitrine.faults({ method: 'POST', path: ADD_CALL, delay: 2500 });
    const button = page.getByRole('button', { name: 'Ajouter au panier' });
    await button.click();
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(button).toBeDisabled();
    await expect(page.locator('dialog.add-to-cart-dialog')).toBeVisible();
    await expect(button).toBeEnabled();
  });

  test('the pressed, busy button is painted before the call is sent', async ({ page, vitrine }) => {
    void vitrine;
    await countFrames(page);
    await openProduct(page);
    const button = page.getByRole('button', { name: 'Ajouter au panier' });
    await button.click();
    await expect(page.locator('dialog.add-to-cart-dialog')).toBeVisible();
    const frames = await callFrame(page, /\/catalog\/products\/addtocart$/);
    expect(frames.call).toBeGreaterThan(frames.input);
    await expect(page.locator('[data-cart-count]')).toHaveText('1');
  });

  test('a refusal by the shop is shown in the page’s language', async ({ page, vitrine }) => {
    void vitrine;
    await openProduct(page);
    await page.locator('.add-to-cart input[name="ProductVariantId"]').evaluate((input) => {
      (input as HTMLInputElement).value = '99999999';
    });
    await page.getByRole('button', { name: 'Ajouter au panier' }).click();
    const message = page.locator('.add-to-cart__message');
    await expect(message).not.toBeEmpty();
    // Said at once to a screen reader, as an error.
    await expect(page.locator('#vitrine-alerter')).toContainText((await message.textContent()) ?? '');
    await expect(page.locator('dialog.add-to-cart-dialog')).toHaveCount(0);
    await expect(page.locator('[data-cart-count]')).toHaveText('0');
  });

  test('when the confirmation’s code cannot come, a notice says the product was added', async ({
    page,
    vitrine,
  }) => {
    void vitrine;
    await page.route(`**/dist/chunks/${chunkOf('widgets/add-to-cart/confirmationDialog.ts')}`, (route) =>
      route.abort(),
    );
    await openProduct(page);
    await page.getByRole('button', { name: 'Ajouter au panier' }).click();
    await expect(page.locator('.vitrine-growl__item--success')).toContainText(
      'Le produit a été ajouté à votre panier.',
    );
    await expect(page.locator('[data-cart-count]')).toHaveText('1');
    await expect(page.locator('dialog.add-to-cart-dialog')).toHaveCount(0);
  });

  test('a server failure shows the error modal and changes nothing', async ({ page, vitrine }) => {
    await openProduct(page);
    await vitrine.faults({ method: 'POST', path: ADD_CALL, status: 500 });
    await page.getByRole('button', { name: 'Ajouter au panier' }).click();
    await expect(page.locator('.vitrine-error-modal')).toBeVisible();
    await expect(page.locator('dialog.add-to-cart-dialog')).toHaveCount(0);
    await expect(page.locator('[data-cart-count]')).toHaveText('0');
  });

  test('a 401 opens the login modal', async ({ page, vitrine }) => {
    await openProduct(page);
    await vitrine.faults({ method: 'POST', path: ADD_CALL, status: 401 });
    await page.getByRole('button', { name: 'Ajouter au panier' }).click();
    await expect(page.locator('dialog.login-modal')).toBeVisible();
  });

  test('a dropped connection shows the error modal', async ({ page, vitrine }) => {
    await openProduct(page);
    // Chromium retries a request whose reused connection was reset, so every attempt is dropped.
    await vitrine.faults({ method: 'POST', path: ADD_CALL, drop: true, times: 50 });
    await page.getByRole('button', { name: 'Ajouter au panier' }).click();
    await expect(page.locator('.vitrine-error-modal')).toBeVisible();
  });
});
