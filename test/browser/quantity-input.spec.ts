import { reachFor } from '../support/firstMove.ts';
import { expect, test } from '../support/test.ts';

test.describe('quantity-input', () => {
  test.beforeEach(async ({ page, vitrine }) => {
    void vitrine;
    await page.goto('/fr/__test/quantity');
    await expect(page.locator('[data-widget-mounted="quantity-input"]')).toHaveCount(5);
  });

  async function typeAndSettle(page: import('@playwright/test').Page, label: string, text: string) {
    const field = page.getByLabel(label);
    await field.fill('');
    await field.pressSequentially(text);
    return field;
  }

  test('rounds to the step', async ({ page }) => {
    const field = await typeAndSettle(page, 'Quantité (stepped)', '5');
    await expect(field).toHaveValue('6');
  });

  test('raises the value to the minimum', async ({ page }) => {
    const field = await typeAndSettle(page, 'Quantité (stepped)', '1');
    await expect(field).toHaveValue('2');
    const plain = await typeAndSettle(page, 'Quantité (plain)', '0');
    await expect(plain).toHaveValue('1');
  });

  test('caps the value at the maximum', async ({ page }) => {
    const field = await typeAndSettle(page, 'Quantité (stepped)', '40');
    await expect(field).toHaveValue('10');
  });

  test('has no maximum when none is set', async ({ page }) => {
    const field = await typeAndSettle(page, 'Quantité (plain)', '250');
    await field.blur();
    await expect(field).toHaveValue('250');
  });

  test('turns a non-number into an empty value', async ({ page }) => {
    const field = await typeAndSettle(page, 'Quantité (plain)', 'abc');
    await expect(field).toHaveValue('');
  });

  test('corrects a value that came with no key (pasted, filled in) once it settles', async ({ page }) => {
    const field = page.getByLabel('Quantité (plain)');
    await field.fill('-1');
    await expect(field).toHaveValue('1');
    await expect(field).toBeFocused();
  });

  test('reads Arabic-Indic digits as the number they are', async ({ page }) => {
    const field = await typeAndSettle(page, 'Quantité (stepped)', '٧');
    await expect(field).toHaveValue('8');
  });

  test('waits for typing to settle before correcting', async ({ page }) => {
    const field = await typeAndSettle(page, 'Quantité (stepped)', '7');
    // Right after the keystroke the customer's text is untouched...
    await expect(field).toHaveValue('7', { timeout: 200 });
    // ...and once typing has settled it is corrected.
    await expect(field).toHaveValue('8');
  });

  test('corrects at once when the field loses focus', async ({ page }) => {
    const field = await typeAndSettle(page, 'Quantité (stepped)', '3');
    await page.keyboard.press('Tab');
    await expect(field).toHaveValue('4', { timeout: 300 });
  });

  test('steps with the arrow keys', async ({ page }) => {
    const field = page.getByLabel('Quantité (stepped)');
    await field.focus();
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    await expect(field).toHaveValue('6');
    await page.keyboard.press('ArrowDown');
    await expect(field).toHaveValue('4');
  });

  test('the +/- variant never goes below 0 when negatives are disabled', async ({ page }) => {
    const decrease = page.getByRole('button', { name: 'Diminuer la quantité' }).first();
    await decrease.click();
    await decrease.click();
    await decrease.click();
    await expect(page.getByLabel('Quantité (buttons)')).toHaveValue('0');
    await page.getByRole('button', { name: 'Augmenter la quantité' }).first().click();
    await expect(page.getByLabel('Quantité (buttons)')).toHaveValue('1');
  });

  test('the +/- variant goes below 0 when negatives are allowed', async ({ page }) => {
    await page.getByRole('button', { name: 'Diminuer la quantité' }).nth(1).click();
    await expect(page.getByLabel('Quantité (negative)')).toHaveValue('-1');
  });

  test('the +/- variant turns a non-number into 0', async ({ page }) => {
    const field = await typeAndSettle(page, 'Quantité (buttons)', 'x');
    await expect(field).toHaveValue('0');
  });

  test('a bad option falls back to its default and names the widget and attribute', async ({
    page,
    vitrine,
  }) => {
    await page.reload();
    await expect(page.locator('[data-widget-mounted="quantity-input"]')).toHaveCount(5);
    expect(vitrine.consoleErrors.join('\n')).toMatch(/quantity-input.*data-max/);
    const field = await typeAndSettle(page, 'Quantité (bad-option)', '5000');
    await field.blur();
    await expect(field).toHaveValue('5000');
  });

  test('submits the corrected value with its form', async ({ page }) => {
    await typeAndSettle(page, 'Quantité (stepped)', '9');
    await page.getByLabel('Quantité (stepped)').press('Enter');
    await expect(page).toHaveURL(/Quantity-stepped=10/);
  });

  test('works on the product page', async ({ page }) => {
    await page.goto('/fr/catalog/products/1001');
    const field = page.getByLabel('Quantité', { exact: true });
    // The product page's field waits for the customer (data-widget-load="interaction").
    await reachFor(page.locator('.add-to-cart [data-widget="quantity-input"]'), 'quantity-input');
    await field.fill('');
    await field.pressSequentially('abc');
    // The product's field has − and + (the counter variant): what is no number settles on the lowest quantity.
    await expect(field).toHaveValue('1');
  });
});
