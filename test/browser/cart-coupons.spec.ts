import type { Page } from '@playwright/test';
import { countCalls, openCart, seedCart, serverCart, VARIANT } from '../support/cart.ts';
import { expect, test } from '../support/test.ts';

const COUPON = '/api/v1/shoppingcarts/coupon';
const field = (page: Page) => page.getByLabel('Code promo');
const errors = (page: Page) => page.locator('#vitrine-growl-assertive .vitrine-growl__item');
const notices = (page: Page) => page.locator('#vitrine-growl-polite .vitrine-growl__item');

async function cartPage(page: Page) {
  await seedCart(page, [{ ProductVariantId: VARIANT.degressive, Quantity: 2 }]);
  await openCart(page);
}

test.describe('coupons', () => {
  test('a valid code shows the coupons-valid notice and the cart takes the reduction', async ({
    page,
    vitrine,
  }) => {
    void vitrine;
    await cartPage(page);
    const before = await page.locator('[data-cart-amount-incl]').textContent();
    await field(page).fill('bienvenue10');
    await page.getByRole('button', { name: 'Appliquer' }).click();
    await expect(notices(page)).toContainText('Le coupon a été appliqué.');
    await expect(page.locator('[data-cart-discount]')).toBeVisible();
    await expect(page.locator('[data-cart-amount-incl]')).not.toHaveText(before ?? '');
    await expect(page.locator('.cart-coupon__tag')).toHaveText(/BIENVENUE10/);
    expect((await serverCart(page)).CouponCode).toBe('BIENVENUE10');
  });

  test('Enter in the code field applies it', async ({ page, vitrine }) => {
    void vitrine;
    await cartPage(page);
    await field(page).fill('BIENVENUE10');
    await field(page).press('Enter');
    await expect(notices(page)).toContainText('Le coupon a été appliqué.');
    expect(new URL(page.url()).pathname).toBe('/fr/shoppingcarts');
  });

  test('an empty code is not sent, and with no coupon applied there is nothing to remove', async ({
    page,
    vitrine,
  }) => {
    void vitrine;
    await cartPage(page);
    const posts = countCalls(page, 'POST', /\/api\/v1\/shoppingcarts\/coupon$/);
    await field(page).fill('   ');
    await field(page).press('Enter');
    await page.getByRole('button', { name: 'Appliquer' }).click();
    await page.waitForTimeout(300);
    expect(posts.count).toBe(0);
    await expect(errors(page)).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Retirer le coupon' })).toHaveCount(0);
  });

  test('Remove shows once a coupon is applied and goes with it, focus back on the code field', async ({
    page,
    vitrine,
  }) => {
    void vitrine;
    await cartPage(page);
    const remove = page.getByRole('button', { name: 'Retirer le coupon' });
    await expect(remove).toHaveCount(0);
    await field(page).fill('BIENVENUE10');
    await field(page).press('Enter');
    await expect(remove).toBeVisible();
    await remove.click();
    await expect(page.locator('[data-cart-discount]')).toHaveCount(0);
    await expect(remove).toHaveCount(0);
    await expect(field(page)).toBeFocused();
  });

  test('an unknown code shows the error titled Coupons with no coupon available', async ({
    page,
    vitrine,
  }) => {
    void vitrine;
    await cartPage(page);
    await field(page).fill('INCONNU');
    await page.getByRole('button', { name: 'Appliquer' }).click();
    await expect(errors(page)).toContainText('Coupons');
    await expect(errors(page)).toContainText('Aucun coupon disponible pour ce code.');
    expect((await serverCart(page)).CouponCode).toBeNull();
  });

  test("the error's title keeps its word whole beside the message, on a phone as on a desktop", async ({
    page,
    vitrine,
  }) => {
    void vitrine;
    await cartPage(page);
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      await field(page).fill('INCONNU');
      await page.getByRole('button', { name: 'Appliquer' }).click();
      const title = errors(page).last().locator('strong');
      await expect(title).toHaveText('Coupons');
      // One line: as high as its line, not a letter column ("Coupo / ns").
      const { height, line } = await title.evaluate((el) => ({
        height: el.getBoundingClientRect().height,
        line: Number.parseFloat(getComputedStyle(el).lineHeight) || 24,
      }));
      expect(height, `at ${width} px`).toBeLessThan(line * 1.5);
      await page.screenshot({ path: test.info().outputPath(`coupon-error-${width}.png`) });
    }
  });

  for (const [code, message] of [
    ['NOEL2020', 'Ce coupon a expiré.'],
    ['MERCI5', 'Vous avez déjà utilisé ce coupon.'],
    ['GRAND20', 'Votre panier ne remplit pas les conditions de ce coupon.'],
  ] as const) {
    test(`a refused code (${code}) shows the server's own message`, async ({ page, vitrine }) => {
      void vitrine;
      await cartPage(page);
      await field(page).fill(code);
      await page.getByRole('button', { name: 'Appliquer' }).click();
      await expect(errors(page)).toContainText(message);
      await expect(errors(page)).not.toContainText('Une erreur est survenue');
    });
  }

  test('removing the coupon takes the reduction off', async ({ page, vitrine }) => {
    void vitrine;
    await cartPage(page);
    await field(page).fill('BIENVENUE10');
    await field(page).press('Enter');
    await expect(page.locator('[data-cart-discount]')).toBeVisible();
    await page.getByRole('button', { name: 'Retirer le coupon' }).click();
    await expect(page.locator('[data-cart-discount]')).toHaveCount(0);
    expect((await serverCart(page)).CouponCode).toBeNull();
  });

  for (const [name, fault] of [
    ['a server error', { status: 500 }],
    ['a dropped connection', { drop: true, times: 50 }],
  ] as const) {
    test(`${name} while applying shows the growl 'A error has occurred'`, async ({ page, vitrine }) => {
      await cartPage(page);
      await vitrine.faults({ method: 'POST', path: COUPON, ...fault });
      await field(page).fill('BIENVENUE10');
      await page.getByRole('button', { name: 'Appliquer' }).click();
      await expect(errors(page)).toContainText('Une erreur est survenue avec le coupon.');
      await expect(field(page)).toHaveValue('BIENVENUE10');
    });
  }

  test("a server error while removing shows the growl 'A error has occurred'", async ({ page, vitrine }) => {
    await cartPage(page);
    await field(page).fill('BIENVENUE10');
    await field(page).press('Enter');
    await expect(page.locator('[data-cart-discount]')).toBeVisible();
    await vitrine.faults({ method: 'DELETE', path: COUPON, status: 500 });
    await page.getByRole('button', { name: 'Retirer le coupon' }).click();
    await expect(errors(page)).toContainText('Une erreur est survenue avec le coupon.');
  });

  test('a 401 while applying opens the login modal', async ({ page, vitrine }) => {
    await cartPage(page);
    await vitrine.faults({ method: 'POST', path: COUPON, status: 401 });
    await field(page).fill('BIENVENUE10');
    await page.getByRole('button', { name: 'Appliquer' }).click();
    await expect(page.locator('dialog.login-modal')).toBeVisible();
  });

  test('a slow answer shows the button busy, then the notice', async ({ page, vitrine }) => {
    await cartPage(page);
    await vitrine.faults({ method: 'POST', path: COUPON, delay: 2500 });
    await field(page).fill('BIENVENUE10');
    const apply = page.getByRole('button', { name: 'Appliquer' });
    await apply.click();
    await expect(apply).toHaveAttribute('aria-busy', 'true');
    await expect(notices(page)).toContainText('Le coupon a été appliqué.');
    await expect(apply).not.toHaveAttribute('aria-busy', 'true');
  });

  test('the coupon list opens in a modal that passes axe', async ({ page, vitrine }) => {
    await cartPage(page);
    await page.getByRole('link', { name: 'Voir les coupons disponibles' }).click();
    const modal = page.locator('dialog.coupon-list-modal');
    await expect(modal).toBeVisible();
    await expect(modal.getByRole('heading')).toHaveText('Coupons');
    await expect(modal).toContainText('BIENVENUE10');
    await expect(modal).not.toContainText('MERCI5');
    expect(await vitrine.axe()).toEqual([]);
  });

  test('a signed-in customer sees the coupons open to them and applies one with a press', async ({
    page,
    vitrine,
  }) => {
    void vitrine;
    await page.goto('/fr/security/login');
    await page.getByLabel('E-mail').fill('demo@vitrine.test');
    await page.getByLabel('Mot de passe').fill('demo');
    await page.getByRole('button', { name: /connexion|connecter/i }).click();
    await page.waitForURL((url) => !url.pathname.includes('login'));
    await cartPage(page);
    const mine = page.locator('.cart-coupon__mine');
    await expect(mine).toContainText('BIENVENUE10');
    await mine.getByRole('button', { name: 'BIENVENUE10' }).click();
    await expect(notices(page)).toContainText('Le coupon a été appliqué.');
  });
});
