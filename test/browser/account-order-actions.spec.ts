import { DEMO, signIn } from '../support/lists.ts';
import { expect, type Page, test } from '../support/test.ts';

const REFUSED = 'Cette commande ne peut pas être remboursée : seule une commande livrée peut l’être.';

/** The page at 1280 and at 375 px, for a person to look at. */
async function shoot(page: Page, name: string) {
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    await page.screenshot({ path: test.info().outputPath(`${name}-${width}.png`), fullPage: true });
  }
}

const row = (page: Page, orderId: number) => page.locator(`#orders tr[data-order-id="${orderId}"]`);
const refundLink = (scope: ReturnType<Page['locator']>) =>
  scope.getByRole('link', { name: /Demander un remboursement/ });

test.describe('what a customer can do with a past order', () => {
  test('the list offers a refund only on delivered orders, never on cancelled or not yet delivered ones', async ({
    page,
    vitrine,
  }) => {
    void vitrine;
    await signIn(page, '/fr/sales/order/list');
    await expect(refundLink(row(page, 5002))).toHaveAttribute('href', '/fr/sales/order/refundrequest/5002');
    await expect(row(page, 4997)).toContainText('Annulée');
    await expect(refundLink(row(page, 4997))).toHaveCount(0);
    await expect(refundLink(row(page, 4996))).toHaveCount(0);
    await shoot(page, 'order-list');
    // Every order can still be ordered again.
    await expect(row(page, 4997).getByRole('button', { name: /Commander à nouveau/ })).toBeVisible();
  });

  test('the order page orders again and asks a refund, as the list does', async ({ page, vitrine }) => {
    void vitrine;
    await signIn(page, '/fr/sales/order/5001');
    await expect(page.locator('[data-widget-mounted~="order-add-to-cart"]')).toHaveCount(1);
    await expect(refundLink(page.locator('main'))).toHaveAttribute(
      'href',
      '/fr/sales/order/refundrequest/5001',
    );
    await page.getByRole('button', { name: 'Commander à nouveau CMD-2026-005001' }).click();
    await expect(page.locator('[data-cart-count]')).toHaveText('3');
    await shoot(page, 'order-page');
  });

  test("a cancelled order's page orders again but offers no refund", async ({ page, vitrine }) => {
    void vitrine;
    await signIn(page, '/fr/sales/order/4997');
    await expect(page.locator('[data-widget-mounted~="order-add-to-cart"]')).toHaveCount(1);
    await expect(refundLink(page.locator('main'))).toHaveCount(0);
  });

  test("the server refuses a refund of a cancelled order, in the page's language, with or without the form", async ({
    page,
    vitrine,
  }) => {
    void vitrine;
    await signIn(page, '/fr/sales/order/refundrequest/4997');
    await expect(page.getByRole('alert')).toHaveText(REFUSED);
    await expect(page.getByRole('button', { name: 'Envoyer la demande' })).toHaveCount(0);
    await shoot(page, 'refund-refused');
    const token = await page.evaluate(
      () => JSON.parse(document.getElementById('vitrine-settings')?.textContent ?? '{}').csrfToken as string,
    );
    const answer = await page.request.post('/fr/sales/order/refundrequest/4997', {
      headers: { RequestVerificationToken: token },
      form: { Quantity_100101: '1' },
    });
    expect(answer.status()).toBe(409);
    expect(await answer.text()).toContain('Cette commande ne peut pas être remboursée');
    const paid = await page.request.post('/nl/sales/order/refundrequest/4996', {
      headers: { RequestVerificationToken: token },
      form: {},
    });
    expect(paid.status()).toBe(409);
    expect(await paid.text()).toContain('Deze bestelling kan niet worden terugbetaald');
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('order again on the order page puts the order in the cart and opens it', async ({
      page,
      vitrine,
    }) => {
      void vitrine;
      await page.goto(`/fr/security/login?returnUrl=${encodeURIComponent('/fr/sales/order/5001')}`);
      await page.locator('#login-email').fill(DEMO.email);
      await page.locator('#login-password').fill(DEMO.password);
      await page.locator('form.login-form button[type="submit"]').click();
      await expect(page).toHaveURL(/\/fr\/sales\/order\/5001$/);
      await page.getByRole('button', { name: 'Commander à nouveau CMD-2026-005001' }).click();
      await expect(page).toHaveURL(/\/fr\/shoppingcarts$/);
      await expect(page.locator('main')).toContainText('T-shirt Quartz');
      await expect(page.locator('main')).toContainText('T-shirt Halo');
    });
  });
});
