import { mounted, openSelects } from '../support/everyday.ts';
import { expect, test } from '../support/test.ts';

test.describe('fake-select', () => {
  test('shows the native value and keeps the native select in the form', async ({ page, vitrine }) => {
    void vitrine;
    await openSelects(page);
    await mounted(page, 'fake-select');
    const combo = page.getByRole('combobox', { name: 'Size' });
    await expect(combo).toHaveText('Medium');
    await expect(page.locator('#size')).toBeHidden();
    await combo.click();
    await page.getByRole('option', { name: 'Extra large' }).click();
    await expect(combo).toHaveText('Extra large');
    await expect(page.locator('#size')).toHaveValue('XL');
    await page.getByRole('button', { name: 'OK' }).click();
    await expect(page).toHaveURL(/size=XL/);
  });

  test('is driven by the keyboard, skipping unavailable options', async ({ page, vitrine }) => {
    await openSelects(page);
    await mounted(page, 'fake-select');
    const combo = page.getByRole('combobox', { name: 'Size' });
    await combo.focus();
    await page.keyboard.press('ArrowDown');
    await expect(combo).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('listbox')).toBeVisible();
    expect(await vitrine.axe()).toEqual([]);
    await page.keyboard.press('ArrowDown');
    await expect(combo).toHaveAttribute('aria-activedescendant', /opt-3$/);
    await page.keyboard.press('Enter');
    await expect(combo).toHaveAttribute('aria-expanded', 'false');
    await expect(page.locator('#size')).toHaveValue('XL');
    await page.keyboard.press('s');
    await page.keyboard.press('Enter');
    await expect(page.locator('#size')).toHaveValue('S');
    await page.keyboard.press('Space');
    await page.keyboard.press('End');
    await page.keyboard.press('Escape');
    await expect(combo).toHaveAttribute('aria-expanded', 'false');
    await expect(page.locator('#size')).toHaveValue('S');
  });

  test('follows changes made to the native select', async ({ page, vitrine }) => {
    void vitrine;
    await openSelects(page);
    await mounted(page, 'fake-select');
    await page.evaluate(() => {
      const select = document.querySelector<HTMLSelectElement>('#size');
      if (!select) return;
      select.value = 'S';
      select.dispatchEvent(new Event('change', { bubbles: true }));
    });
    await expect(page.getByRole('combobox', { name: 'Size' })).toHaveText('Small');
  });
});
