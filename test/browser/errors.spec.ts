import { expect, test } from '../support/test.ts';

test.describe('error policy', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/fr/__test/errors');
    await expect(page.locator('#modal-cart[data-widget-mounted]')).toHaveCount(1);
  });

  test('a 401 opens the login page in a modal with the page asked for as returnUrl', async ({
    page,
    vitrine,
  }) => {
    await vitrine.faults({ method: 'GET', path: '/fr/shoppingcarts', status: 401 });
    await page.locator('#modal-cart').click();
    const modal = page.locator('dialog.login-modal[open]');
    await expect(modal).toBeVisible();
    await expect(modal.locator('input[name="returnUrl"]')).toHaveValue('/fr/shoppingcarts');
    await expect(modal.getByLabel(/e-mail/i)).toBeFocused();
  });

  test('a 500 opens the error modal with its Close button, and the page stays usable', async ({
    page,
    vitrine,
  }) => {
    await vitrine.faults({ method: 'GET', path: '/fr/shoppingcarts', status: 500 });
    await page.locator('#modal-cart').click();
    const modal = page.locator('dialog.vitrine-error-modal[open]');
    await expect(modal).toBeVisible();
    await expect(modal).toContainText('Une erreur inattendue');
    await modal.getByRole('button', { name: 'Fermer' }).last().click();
    await expect(modal).toHaveCount(0);
    await expect(page.locator('#modal-cart')).toBeFocused();
    await page.locator('#modal-cart').click();
    await expect(page.locator('dialog[open]')).toBeVisible();
  });

  test('a dropped connection opens the error modal', async ({ page, vitrine }) => {
    // Chromium silently retries a GET reset on a reused keep-alive socket, once per idle socket of
    // the pool (up to 6 per host), so every attempt is dropped.
    await vitrine.faults({ method: 'GET', path: '/fr/shoppingcarts', drop: true, times: 30 });
    await page.locator('#modal-cart').click();
    await expect(page.locator('dialog.vitrine-error-modal[open]')).toBeVisible();
  });

  test('a 404 is only logged', async ({ page, vitrine }) => {
    await vitrine.faults({ method: 'GET', path: '/fr/shoppingcarts', status: 404 });
    const warnings: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'warning') warnings.push(m.text());
    });
    await page.locator('#modal-cart').click();
    await expect.poll(() => warnings.join('\n')).toContain('failed: 404');
    await expect(page.locator('dialog[open]')).toHaveCount(0);
  });

  test('Esc closes a modal and focus returns to the link', async ({ page, vitrine }) => {
    void vitrine;
    await page.locator('#modal-cart').click();
    await expect(page.locator('dialog[open]')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.locator('dialog[open]')).toHaveCount(0);
    await expect(page.locator('#modal-cart')).toBeFocused();
  });
});
