import { countCalls, dataLayerEvents, openCart, seedCart, serverCart, VARIANT } from '../support/cart.ts';
import { chunkOf, chunkRequests, holdChunk, recordRuns } from '../support/chunks.ts';
import {
  callFrame,
  countFrames,
  noteRenders,
  renderedAgain,
  settle,
  stockedVariants,
} from '../support/renders.ts';
import { expect, test } from '../support/test.ts';

const LINE_CALL = /^\/api\/v1\/shoppingcarts\/shoppingcartitems\/\d+$/;
const line = (page: import('@playwright/test').Page, index: number) => page.locator('.cart-line').nth(index);
const quantity = (page: import('@playwright/test').Page, index: number) =>
  line(page, index).getByRole('spinbutton');

test.describe('cart page at the first move', () => {
  test('a cart only looked at runs no React (its code is fetched ahead), and the first typing in a quantity is kept and saved', async ({
    page,
    vitrine,
  }) => {
    void vitrine;
    const react = chunkOf('node_modules/react-dom/');
    const fetched = chunkRequests(page);
    const runs = await recordRuns(page);
    await seedCart(page, [{ ProductVariantId: VARIANT.degressive, Quantity: 2 }]);
    await page.goto('/fr/shoppingcarts');
    await expect(page.locator('form[data-widget-mounted~="cart-page"]')).toHaveCount(1);
    await expect.poll(() => fetched.includes(react)).toBe(true);
    await page.waitForLoadState('networkidle');
    expect(await runs()).not.toContain(react);
    await expect(page.locator('form.cart-form')).toHaveAttribute('data-widget-deferred', 'cart-island');
    // The keyboard's first move: focus in the server's field, then digits typed while React loads.
    const field = quantity(page, 0);
    await field.focus();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('4');
    await expect(page.locator('.cart-island')).toBeVisible();
    await expect(quantity(page, 0)).toBeFocused();
    await expect(quantity(page, 0)).toHaveValue('4');
    await expect(page.locator('[data-cart-count]')).toHaveText('4');
    expect((await serverCart(page)).Items[0].Quantity).toBe(4);
  });

  test('a pointer already on the cart when its code comes brings the island without another move', async ({
    page,
  }) => {
    await seedCart(page, [{ ProductVariantId: VARIANT.degressive, Quantity: 2 }]);
    const release = await holdChunk(page, 'widgets/cart-island/index.ts');
    await page.goto('/fr/shoppingcarts');
    await page.locator('form.cart-form').hover({ position: { x: 4, y: 4 } });
    release();
    await expect(page.locator('.cart-island')).toBeVisible();
  });
});

test.describe('cart page', () => {
  test('a changed quantity updates the line, the totals and the header count from the answer', async ({
    page,
    vitrine,
  }) => {
    await seedCart(page, [{ ProductVariantId: VARIANT.degressive, Quantity: 1 }]);
    await openCart(page);
    const before = await page.locator('[data-cart-amount-incl]').textContent();
    await quantity(page, 0).fill('6');
    await expect(page.locator('[data-cart-count]')).toHaveText('6');
    const cart = await serverCart(page);
    expect(cart.Items[0].Quantity).toBe(6);
    // Degressive price: the line total is the server's, not 6 × the old unit price.
    await expect(line(page, 0).locator('.cart-line__total')).toHaveText(
      cart.Items[0].TotalTaxInclHtml.replace(/&nbsp;/g, '\u00a0'),
    );
    await expect(page.locator('[data-cart-amount-incl]')).not.toHaveText(before ?? '');
    expect((await vitrine.events()).map((e) => e.type)).toContain('cart-changed');
    const added = await dataLayerEvents(page, 'add_to_cart');
    expect(added.at(-1)?.ecommerce?.items[0]).toMatchObject({ item_id: '1001', quantity: 5 });
    expect(Object.keys(added.at(-1)?.ecommerce?.items[0] ?? {}).sort()).toEqual(
      ['index', 'item_brand', 'item_category', 'item_id', 'item_name', 'price', 'quantity', 'sku'].sort(),
    );
  });

  test('quick typing on a line sends one change, with the last value', async ({ page, vitrine }) => {
    void vitrine;
    await seedCart(page, [{ ProductVariantId: VARIANT.degressive, Quantity: 1 }]);
    await openCart(page);
    const calls = countCalls(page, 'PUT', LINE_CALL);
    const field = quantity(page, 0);
    await field.click();
    await field.press('Backspace');
    await field.pressSequentially('12', { delay: 80 });
    await expect(page.locator('[data-cart-count]')).toHaveText('12');
    expect(calls.count).toBe(1);
    await expect(field).toBeFocused();
  });

  test('a line’s + and − step its quantity on a phone: three taps save once, − stops at the minimum', async ({
    page,
    vitrine,
  }) => {
    void vitrine;
    await page.setViewportSize({ width: 375, height: 740 });
    await seedCart(page, [{ ProductVariantId: VARIANT.degressive, Quantity: 2 }]);
    await openCart(page);
    const calls = countCalls(page, 'PUT', LINE_CALL);
    const more = line(page, 0).getByRole('button', { name: /^Augmenter la quantité/ });
    const less = line(page, 0).getByRole('button', { name: /^Diminuer la quantité/ });
    for (let i = 0; i < 3; i += 1) await more.click();
    await expect(quantity(page, 0)).toHaveValue('5');
    await expect(page.locator('[data-cart-count]')).toHaveText('5');
    expect(calls.count).toBe(1);
    await expect(more).toBeFocused();
    for (let i = 0; i < 6; i += 1) await less.click();
    await expect(quantity(page, 0)).toHaveValue('1');
    await expect(page.locator('[data-cart-count]')).toHaveText('1');
    expect((await serverCart(page)).Items[0].Quantity).toBe(1);
  });

  test('Enter in a quantity field saves that line only and never submits the form', async ({
    page,
    vitrine,
  }) => {
    void vitrine;
    await seedCart(page, [
      { ProductVariantId: VARIANT.degressive, Quantity: 1 },
      { ProductVariantId: VARIANT.other, Quantity: 2 },
    ]);
    await openCart(page);
    const calls = countCalls(page, 'PUT', LINE_CALL);
    await quantity(page, 1).fill('4');
    await quantity(page, 0).fill('3');
    await quantity(page, 0).press('Enter');
    await expect(page.locator('[data-cart-count]')).toHaveText('7');
    expect(new URL(page.url()).pathname).toBe('/fr/shoppingcarts');
    const cart = await serverCart(page);
    expect(cart.Items.map((i: { Quantity: number }) => i.Quantity)).toEqual([3, 4]);
    expect(calls.count).toBe(2);
    // Enter in another field of the form does not post it either.
    const posts = countCalls(page, 'POST', /^\/fr\/shoppingcarts\/update$/);
    await page.getByRole('combobox', { name: 'Code postal ou ville' }).press('Enter');
    await page.waitForTimeout(500);
    expect(posts.count).toBe(0);
    expect(new URL(page.url()).pathname).toBe('/fr/shoppingcarts');
  });

  test('a saved quantity renders its own line and the totals again, not the other lines', async ({
    page,
    vitrine,
  }) => {
    await countFrames(page);
    await seedCart(
      page,
      stockedVariants(8).map((id) => ({ ProductVariantId: id, Quantity: 1 })),
    );
    await openCart(page);
    await vitrine.faults({ method: 'PUT', path: '/api/v1/shoppingcarts/shoppingcartitems/*', delay: 800 });
    const parts = '.cart-line, .cart-shipping, .cart-coupon, .cart-totals, .cart-summary__pay';
    await settle(page);
    await noteRenders(page, 'parts', parts);
    await noteRenders(page, 'lines', '.cart-line');
    await quantity(page, 3).fill('3');
    await quantity(page, 3).press('Enter');
    // While it saves: the line and the totals say so, nothing else was rendered again.
    await expect(line(page, 3)).toHaveAttribute('aria-busy', 'true');
    await expect(page.locator('.cart-totals')).toHaveAttribute('aria-busy', 'true');
    expect(await renderedAgain(page, 'parts', parts)).toEqual([3, 10, 11]);
    // The call goes after the frame that shows the line saving.
    const frames = await callFrame(page, /shoppingcartitems\/\d+$/);
    expect(frames.call).toBeGreaterThan(frames.input);
    // Saved: the new totals, and of the lines only the changed one rendered again.
    await expect(page.locator('[data-cart-count]')).toHaveText('10');
    await expect(page.locator('.cart-line[aria-busy]')).toHaveCount(0);
    expect(await renderedAgain(page, 'lines', '.cart-line')).toEqual([3]);
    expect((await serverCart(page)).Items[3].Quantity).toBe(3);
  });

  test('a quantity the stock limits is shown and announced on its own line', async ({ page, vitrine }) => {
    void vitrine;
    await seedCart(page, [
      { ProductVariantId: VARIANT.lowStock, Quantity: 1 },
      { ProductVariantId: VARIANT.other, Quantity: 1 },
    ]);
    await openCart(page);
    await quantity(page, 0).fill('9');
    await quantity(page, 0).press('Enter');
    await expect(quantity(page, 0)).toHaveValue('5');
    const status = line(page, 0).locator('.cart-line__status');
    // Why, in words: never the line's internal key ("Catalog|100202").
    await expect(status).toHaveText(/^Seulement 5 en stock pour « .+ » : la quantité a été ajustée\.$/);
    await expect(line(page, 1).locator('.cart-line__status')).toHaveText('');
    await expect(page.locator('[data-cart-count]')).toHaveText('6');
  });

  test('a line saving slowly says so, keeps its field usable and the focus where it was', async ({
    page,
    vitrine,
  }) => {
    await seedCart(page, [
      { ProductVariantId: VARIANT.degressive, Quantity: 1 },
      { ProductVariantId: VARIANT.other, Quantity: 1 },
    ]);
    await openCart(page);
    await vitrine.faults({ method: 'PUT', path: '/api/v1/shoppingcarts/shoppingcartitems/*', delay: 2500 });
    await quantity(page, 0).fill('2');
    await quantity(page, 0).press('Enter');
    await expect(line(page, 0)).toHaveAttribute('aria-busy', 'true');
    await expect(line(page, 0).locator('.cart-line__status')).toContainText('Enregistrement');
    await expect(quantity(page, 0)).toBeFocused();
    await expect(quantity(page, 0)).toBeEditable();
    expect(await vitrine.axe()).toEqual([]);
    await quantity(page, 1).fill('3');
    await expect(line(page, 0)).not.toHaveAttribute('aria-busy', 'true');
    await expect(quantity(page, 1)).toBeFocused();
    await expect(page.locator('[data-cart-count]')).toHaveText('5');
  });

  for (const [name, fault] of [
    ['a server error', { status: 500 }],
    ['a dropped connection', { drop: true, times: 50 }],
  ] as const) {
    test(`${name} keeps the typed quantity with a message to retry, and what was typed elsewhere`, async ({
      page,
      vitrine,
    }) => {
      await seedCart(page, [{ ProductVariantId: VARIANT.degressive, Quantity: 2 }]);
      await openCart(page);
      await vitrine.faults({ method: 'PUT', path: '/api/v1/shoppingcarts/shoppingcartitems/*', ...fault });
      await page.getByLabel('Code promo').fill('GARDE-MOI');
      await quantity(page, 0).fill('7');
      await quantity(page, 0).press('Enter');
      await expect(line(page, 0).locator('.cart-line__status')).toHaveText(
        'La quantité 7 n’a pas pu être enregistrée : appuyez sur Entrée pour réessayer.',
      );
      await expect(quantity(page, 0)).toHaveValue('7');
      await expect(page.getByLabel('Code promo')).toHaveValue('GARDE-MOI');
      await expect(page.locator('[data-cart-count]')).toHaveText('2');
      expect((await serverCart(page)).Items[0].Quantity).toBe(2);
    });
  }

  test('a 401 opens the login modal, and the change goes through after login', async ({ page, vitrine }) => {
    await seedCart(page, [{ ProductVariantId: VARIANT.degressive, Quantity: 1 }]);
    await openCart(page);
    await vitrine.faults({ method: 'PUT', path: '/api/v1/shoppingcarts/shoppingcartitems/*', status: 401 });
    await quantity(page, 0).fill('4');
    await quantity(page, 0).press('Enter');
    const login = page.locator('dialog.login-modal');
    await expect(login).toBeVisible();
    // Kept for after the login, and still in the field meanwhile.
    await expect(quantity(page, 0)).toHaveValue('4');
    await login.getByLabel(/e-mail/i).fill('demo@vitrine.test');
    await login.getByLabel(/mot de passe/i).fill('demo');
    await login.getByRole('button', { name: /connexion|se connecter/i }).click();
    await expect(page.locator('[data-cart-count]')).toHaveText('4');
    await expect(quantity(page, 0)).toHaveValue('4');
    expect((await serverCart(page)).Items[0].Quantity).toBe(4);
  });

  test('after 20 rapid changes on two lines the page, the header count and the server agree', async ({
    page,
    vitrine,
  }) => {
    await seedCart(page, [
      { ProductVariantId: VARIANT.degressive, Quantity: 1 },
      { ProductVariantId: VARIANT.other, Quantity: 1 },
    ]);
    await openCart(page);
    // Answers take a while and arrive in no particular order.
    await vitrine.faults([
      { method: 'PUT', path: '/api/v1/shoppingcarts/shoppingcartitems/*', delay: 300, times: 3 },
      { method: 'PUT', path: '/api/v1/shoppingcarts/shoppingcartitems/*', delay: 50, times: 50 },
    ]);
    for (let i = 0; i < 10; i++) {
      await quantity(page, 0).press('ArrowUp');
      await quantity(page, 0).press('Enter');
      await quantity(page, 1).press('ArrowUp');
      await quantity(page, 1).press('Enter');
    }
    await expect(page.locator('.cart-line[aria-busy="true"]')).toHaveCount(0);
    await expect(page.locator('[data-cart-count]')).toHaveText('22');
    const cart = await serverCart(page);
    expect(cart.Items.map((i: { Quantity: number }) => i.Quantity)).toEqual([11, 11]);
    await expect(quantity(page, 0)).toHaveValue('11');
    await expect(quantity(page, 1)).toHaveValue('11');
    await expect(page.locator('[data-cart-amount-incl]')).toHaveText(
      cart.AmountTaxInclHtml.replace(/&nbsp;/g, '\u00a0'),
    );
  });

  test('removing a line takes it out, tells analytics and keeps the keyboard in the cart', async ({
    page,
    vitrine,
  }) => {
    void vitrine;
    await seedCart(page, [
      { ProductVariantId: VARIANT.degressive, Quantity: 2 },
      { ProductVariantId: VARIANT.other, Quantity: 1 },
    ]);
    await openCart(page);
    await line(page, 0)
      .getByRole('button', { name: /Retirer/ })
      .click();
    await expect(page.locator('.cart-line')).toHaveCount(1);
    await expect(page.locator('[data-cart-count]')).toHaveText('1');
    await expect(quantity(page, 0)).toBeFocused();
    const removed = await dataLayerEvents(page, 'remove_from_cart');
    expect(removed.at(-1)?.ecommerce?.items[0]).toMatchObject({ item_id: '1001', quantity: 2 });
    expect((await serverCart(page)).Items).toHaveLength(1);
  });

  test('a change made in another tab reaches this tab’s header count and cart page', async ({
    page,
    vitrine,
  }) => {
    void vitrine;
    await seedCart(page, [{ ProductVariantId: VARIANT.degressive, Quantity: 1 }]);
    await openCart(page);
    const other = await page.context().newPage();
    await other.goto('/fr/shoppingcarts');
    await expect(other.locator('form[data-widget-mounted~="cart-page"]')).toHaveCount(1);
    await quantity(page, 0).fill('3');
    await quantity(page, 0).press('Enter');
    await expect(other.locator('[data-cart-count]')).toHaveText('3');
    await expect(other.locator('.cart-line').first().getByRole('spinbutton')).toHaveValue('3');
    await other.close();
  });

  test('the checkout button leads to the checkout page', async ({ page, vitrine }) => {
    void vitrine;
    await seedCart(page, [{ ProductVariantId: VARIANT.degressive, Quantity: 1 }]);
    await openCart(page);
    await expect(page.getByRole('link', { name: 'Commander' })).toHaveAttribute('href', '/fr/checkout');
  });

  for (const width of [1280, 375]) {
    test(`at ${width} px each line shows its product's picture beside the name`, async ({
      page,
      vitrine,
    }) => {
      void vitrine;
      await page.setViewportSize({ width, height: 800 });
      await seedCart(page, [{ ProductVariantId: VARIANT.degressive, Quantity: 1 }]);
      await openCart(page);
      const cart = await serverCart(page);
      const picture = line(page, 0).locator('img.cart-line__image');
      // The address as the URL policy parsed it: absolute, on the shop.
      await expect(picture).toHaveAttribute('src', new URL(cart.Items[0].ImageUrl, page.url()).href);
      await expect(picture).toBeVisible();
      expect(await picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(
        true,
      );
      const box = await picture.boundingBox();
      expect(box?.width).toBe(64);
      await page.screenshot({ path: test.info().outputPath(`cart-${width}.png`) });
    });
  }

  test('on a small screen each line is a labelled card', async ({ page, vitrine }) => {
    void vitrine;
    await page.setViewportSize({ width: 375, height: 740 });
    await seedCart(page, [{ ProductVariantId: VARIANT.degressive, Quantity: 1 }]);
    await openCart(page);
    await expect(line(page, 0)).toHaveCSS('display', 'block');
    // The label is the key until the page's strings have come, then the word.
    const label = () =>
      line(page, 0)
        .locator('td[data-label]')
        .first()
        .evaluate((cell) => getComputedStyle(cell, '::before').content);
    await expect.poll(label).toContain('Produit');
    expect(await vitrine.axe()).toEqual([]);
  });
});

test.describe('cart page without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the form still changes quantities and removes lines', async ({ page, vitrine }) => {
    void vitrine;
    await seedCart(page, [
      { ProductVariantId: VARIANT.degressive, Quantity: 1 },
      { ProductVariantId: VARIANT.other, Quantity: 1 },
    ]);
    await page.goto('/fr/shoppingcarts');
    await page.locator('input[type="number"]').first().fill('3');
    await page.getByRole('button', { name: 'Mettre à jour' }).click();
    await expect(page.locator('input[type="number"]').first()).toHaveValue('3');
    await page
      .getByRole('button', { name: /Retirer/ })
      .first()
      .click();
    await expect(page.locator('input[type="number"]')).toHaveCount(1);
    expect((await serverCart(page)).ItemsCount).toBe(1);
  });

  test('a line’s + and − post the form, after the quantity typed', async ({ page, vitrine }) => {
    void vitrine;
    await seedCart(page, [{ ProductVariantId: VARIANT.degressive, Quantity: 2 }]);
    await page.goto('/fr/shoppingcarts');
    const field = page.locator('input[type="number"]').first();
    await field.fill('4');
    await page.getByRole('button', { name: /^Augmenter la quantité/ }).click();
    await expect(field).toHaveValue('5');
    await page.getByRole('button', { name: /^Diminuer la quantité/ }).click();
    await expect(field).toHaveValue('4');
    expect((await serverCart(page)).ItemsCount).toBe(4);
  });

  test('each line shows its product’s picture', async ({ page, vitrine }) => {
    void vitrine;
    await seedCart(page, [{ ProductVariantId: VARIANT.degressive, Quantity: 1 }]);
    await page.goto('/fr/shoppingcarts');
    const cart = await serverCart(page);
    await expect(page.locator('[data-shopping-cart-item-id] img').first()).toHaveAttribute(
      'src',
      cart.Items[0].ImageUrl,
    );
  });
});
