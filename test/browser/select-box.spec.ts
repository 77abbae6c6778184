import { mounted, openSelects } from '../support/everyday.ts';
import { expect, test } from '../support/test.ts';

test.describe('select-box', () => {
  test('adds a search box only above its threshold, never by default', async ({ page, vitrine }) => {
    void vitrine;
    await openSelects(page);
    await mounted(page, 'select-box', 2);
    await expect(page.getByRole('searchbox', { name: 'Filtrer les options' })).toHaveCount(1);
    await expect(page.locator('#brand-plain').locator('xpath=..').getByRole('searchbox')).toHaveCount(0);
  });

  test('filters the options as the customer types, ignoring case and accents', async ({ page, vitrine }) => {
    await openSelects(page);
    await mounted(page, 'select-box', 2);
    const search = page.getByRole('searchbox', { name: 'Filtrer les options' });
    await search.fill('maree');
    const visible = page.locator('#brand-searchable option:not([hidden])');
    await expect(visible).toHaveText(['Nordlys', 'Marée']);
    await search.press('Enter');
    await expect(page.locator('#brand-searchable')).toHaveValue('4');
    await expect(page.locator('#brand-searchable')).toBeFocused();
    await search.fill('zzz');
    await expect(
      page.locator('.vitrine-select-box__status', { hasText: 'Aucune option trouvée' }),
    ).toBeVisible();
    expect(await vitrine.axe()).toEqual([]);
  });
});
