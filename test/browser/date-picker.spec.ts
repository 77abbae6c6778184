import { mounted, openSelects } from '../support/everyday.ts';
import { expect, test } from '../support/test.ts';

test.describe('date-picker', () => {
  test('opens on the field date with month and day names in the culture', async ({ page, vitrine }) => {
    await openSelects(page);
    await mounted(page, 'date-picker');
    await page.getByRole('button', { name: 'Choisir une date' }).click();
    const dialog = page.getByRole('dialog', { name: 'mars 2026' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('columnheader').first()).toHaveAttribute('abbr', 'lundi');
    await expect(dialog.getByRole('gridcell', { name: 'dimanche 15 mars 2026' })).toBeFocused();
    await expect(dialog.getByRole('gridcell', { name: 'dimanche 15 mars 2026' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(await vitrine.axe()).toEqual([]);
  });

  test('is navigated with the keyboard and writes DD/MM/YYYY into the field', async ({ page, vitrine }) => {
    void vitrine;
    await openSelects(page);
    await mounted(page, 'date-picker');
    const button = page.getByRole('button', { name: 'Choisir une date' });
    await button.click();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('gridcell', { name: 'lundi 23 mars 2026' })).toBeFocused();
    await page.keyboard.press('PageDown');
    await expect(page.getByRole('dialog', { name: 'avril 2026' })).toBeVisible();
    await expect(page.getByRole('gridcell', { name: 'jeudi 23 avril 2026' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(page.getByLabel('Delivery date')).toHaveValue('23/04/2026');
    await expect(button).toBeFocused();
  });

  test('keeps days before the minimum out of reach and closes with Esc', async ({ page, vitrine }) => {
    void vitrine;
    await openSelects(page);
    await mounted(page, 'date-picker');
    const button = page.getByRole('button', { name: 'Choisir une date' });
    await button.click();
    await expect(page.getByRole('gridcell', { name: 'lundi 9 mars 2026' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await page.keyboard.press('ArrowUp');
    await expect(page.getByRole('gridcell', { name: 'mardi 10 mars 2026' })).toBeFocused();
    // Playwright waits for aria-disabled cells to be enabled; a customer can still click one.
    await page.getByRole('gridcell', { name: 'lundi 9 mars 2026' }).click({ force: true });
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(button).toBeFocused();
    await expect(page.getByLabel('Delivery date')).toHaveValue('15/03/2026');
  });

  test('accepts a typed date and opens the calendar on it', async ({ page, vitrine }) => {
    void vitrine;
    await page.goto('/nl/__test/everyday');
    await page.locator('#size').scrollIntoViewIfNeeded();
    await mounted(page, 'date-picker');
    const field = page.getByLabel('Delivery date');
    await field.fill('2/1/2027');
    await field.press('Tab');
    await expect(field).toHaveValue('02/01/2027');
    await page.getByRole('button', { name: 'Kies een datum' }).click();
    await expect(page.getByRole('dialog', { name: 'januari 2027' })).toBeVisible();
    await page.getByRole('button', { name: 'Volgende maand' }).click();
    await expect(page.getByRole('dialog', { name: 'februari 2027' })).toBeVisible();
  });
});
