// A tag manager that breaks (its dataLayer.push throws) costs the shop its statistics, never a sale:
// the customer's action goes through, and the failure is a console warning, not an error.
import { expect, test } from '../support/test.ts';

test('a dataLayer that throws: adding to the cart still works, and only a warning is logged', async ({
  page,
  vitrine,
}) => {
  await page.addInitScript(() => {
    const broken: unknown[] = [];
    broken.push = () => {
      throw new Error('tag manager down');
    };
    (window as { dataLayer?: unknown[] }).dataLayer = broken;
  });
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  await page.goto('/fr/catalog/products/1001');
  await expect(page.locator('[data-widget-mounted~="add-to-cart"]')).toHaveCount(1);
  await page.getByRole('button', { name: 'Ajouter au panier' }).click();
  await expect(page.locator('dialog.add-to-cart-dialog')).toBeVisible();
  await expect(page.locator('[data-cart-count]')).toHaveText('1');
  expect(warnings.some((text) => text.includes('dataLayer push failed'))).toBe(true);
  expect(vitrine.consoleErrors).toEqual([]);
});
