import { openCheckout, placeButton } from '../support/checkout.ts';
import { expect, test } from '../support/test.ts';

test.describe('checkout steps, keyboard and layout', () => {
  test('a shipping method changes the summary total; its info is in a popover; the pickup slot follows the choice', async ({
    page,
  }) => {
    await openCheckout(page);
    const total = page.locator('.checkout-summary__total');
    const before = await total.textContent();
    await page.getByRole('radio', { name: /Express 24 h/ }).click();
    await expect(total).not.toHaveText(before ?? '');
    await expect(page.locator('.checkout-summary__shipping')).toHaveText(/9,95/);
    const shown = page.locator('.checkout-pickup-slot:not([hidden])');
    await expect(shown).toHaveCount(1);
    await expect(shown).toHaveAttribute('data-shipping-method-id', '2');
    await page.getByRole('button', { name: 'Informations sur Express 24 h' }).click();
    await expect(page.getByText('Commandé avant 15 h, livré le lendemain.')).toBeVisible();
  });

  test('every shipping method’s "i" opens by its button a popover that says something', async ({ page }) => {
    await openCheckout(page);
    const buttons = page.locator('.checkout-shipping__info');
    const count = await buttons.count();
    expect(count).toBeGreaterThan(0);
    for (let i = 0; i < count; i += 1) {
      const button = buttons.nth(i);
      const popover = page.locator(`[id="${await button.getAttribute('popovertarget')}"]`);
      await button.click();
      await expect(popover).toBeVisible();
      expect((await popover.textContent())?.trim(), (await button.getAttribute('aria-label')) ?? '').not.toBe(
        '',
      );
      await page.keyboard.press('Escape');
      await expect(popover).toBeHidden();
    }
  });

  test('a keyboard alone goes from the cart to the confirmation', async ({ page }) => {
    await openCheckout(page);
    await page.goto('/fr/shoppingcarts');
    await page.getByRole('link', { name: 'Commander' }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/fr\/checkout$/);
    await expect(page.locator('form[data-widget-mounted~="checkout"]')).toHaveCount(1);
    const terms = page.locator('#AcceptTerms');
    for (let i = 0; i < 60 && !(await terms.evaluate((el) => el === document.activeElement)); i += 1)
      await page.keyboard.press('Tab');
    await expect(terms).toBeFocused();
    await page.keyboard.press('Space');
    await expect(terms).toBeChecked();
    await page.keyboard.press('Tab');
    await expect(placeButton(page)).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/fr\/checkout\/confirmation\/\d+$/);
  });

  test('axe finds nothing on the checkout, nor with the address modal open', async ({ page, vitrine }) => {
    test.setTimeout(120_000); // three axe runs on a busy machine
    await openCheckout(page);
    expect(await vitrine.axe()).toEqual([]);
    await placeButton(page).click();
    await expect(page.locator('.checkout-errors__box')).toBeFocused();
    expect(await vitrine.axe()).toEqual([]);
    await page
      .locator('fieldset[data-address-picker="Billing"]')
      .getByRole('link', { name: 'Ajouter une adresse' })
      .click();
    await expect(page.locator('dialog.address-modal[open]')).toBeVisible();
    expect(await vitrine.axe()).toEqual([]);
  });

  test('at 320 px nothing in the checkout overflows the screen, and the address modal fits', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    await openCheckout(page);
    const wide = await page.evaluate(() =>
      [...document.querySelectorAll('form.checkout-form *')]
        .filter((el) => el.getClientRects().length > 0 && el.getBoundingClientRect().right > 320)
        .map((el) => el.outerHTML.slice(0, 80)),
    );
    expect(wide).toEqual([]);
    const box = await placeButton(page).boundingBox();
    expect(box && box.x + box.width).toBeLessThanOrEqual(320);
    await page
      .locator('fieldset[data-address-picker="Billing"]')
      .getByRole('link', { name: 'Ajouter une adresse' })
      .click();
    const modal = await page.locator('dialog.address-modal[open]').boundingBox();
    expect(modal && modal.x >= 0 && modal.x + modal.width <= 320).toBe(true);
  });
});

test.describe('checkout without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('each step posts the plain form and the page comes back with the choices; the order is placed', async ({
    page,
    vitrine,
  }) => {
    void vitrine;
    await page.request.post('/__fixtures/cart', {
      data: { lines: [{ ProductVariantId: 100101, Quantity: 2 }] },
    });
    await page.goto('/fr/security/login?returnUrl=%2Ffr%2Fcheckout');
    await page.locator('#login-email').fill('demo@vitrine.test');
    await page.locator('#login-password').fill('demo');
    await page.locator('form.login-form button[type="submit"]').click();
    await expect(page).toHaveURL(/\/fr\/checkout$/);
    await page.getByRole('radio', { name: /Express 24 h/ }).click();
    await page.getByRole('button', { name: 'Mettre à jour' }).click();
    await expect(page.getByRole('radio', { name: /Express 24 h/ })).toBeChecked();
    await expect(page.locator('.checkout-summary__shipping')).toHaveText(/9,95/);
    await page.getByRole('button', { name: 'Commander' }).click();
    await expect(page.locator('.checkout-errors')).toContainText(
      'Acceptez les conditions générales pour commander.',
    );
    await page.getByLabel("J'accepte les conditions générales de vente").check();
    await page.getByRole('button', { name: 'Commander' }).click();
    await expect(page).toHaveURL(/\/fr\/checkout\/confirmation\/\d+$/);
    await expect(page.locator('.order-number')).toHaveText(/^CMD-/);
  });
});
