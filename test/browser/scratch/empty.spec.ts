import { expect, test } from '@playwright/test';
import { seedCart, VARIANT } from '../../support/cart.ts';
import { holdChunk } from '../../support/chunks.ts';

test('empty before code, DELETE 500', async ({ page }) => {
  await seedCart(page, [{ ProductVariantId: VARIANT.degressive, Quantity: 2 }]);
  const a = await holdChunk(page, 'widgets/cart-page/');
  const b = await holdChunk(page, 'widgets/cart-island/');
  await page.goto('/fr/shoppingcarts');
  await expect(page.getByRole('button', { name: 'Vider le panier' })).toBeVisible({ timeout: 10_000 });
  const seen: string[] = [];
  page.on('request', (r) => {
    if (!r.url().includes('/dist/'))
      seen.push(`${r.method()} ${new URL(r.url()).pathname} ${r.resourceType()}`);
  });
  await page.route('**/api/v1/shoppingcarts', (route) =>
    route.request().method() === 'DELETE' ? route.fulfill({ status: 500, body: '' }) : route.continue(),
  );
  await page.getByRole('button', { name: 'Vider le panier' }).click();
  a();
  b();
  await page.getByRole('button', { name: 'Confirmer' }).click();
  await page.waitForTimeout(3000);
  console.log(seen.join('\n'));
  console.log(await page.locator('dialog[open]').allInnerTexts());
  await page.screenshot({ path: '/tmp/empty500.png' });
});
