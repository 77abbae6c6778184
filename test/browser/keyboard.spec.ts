import { skipConsentBanner } from '../support/consent.ts';
import { expect, type LoggedEvent, type Page, test } from '../support/test.ts';

/** The addresses the visits so far left for. */
async function visitsTo(events: () => Promise<LoggedEvent[]>): Promise<string[]> {
  return (await events()).filter((event) => event.type === 'page-leave').map((event) => event.url ?? '');
}

/** Opens the listing with its toolbar mounted (the facets' island comes with the first key on them). */
async function openListing(page: Page): Promise<void> {
  await page.goto('/fr/catalog');
  await expect(page.locator('[data-widget-mounted~="catalog-toolbar"]')).toHaveCount(1);
}

test.describe('the listing by keyboard', () => {
  test.beforeEach(async ({ page, vitrine }) => {
    void vitrine;
    await skipConsentBanner(page);
  });

  test('arrow keys on the sort list only browse its options; Enter applies the sort and focus stays on the list', async ({
    page,
    vitrine,
  }) => {
    await openListing(page);
    const sort = page.locator('#catalog-sort');
    await sort.focus();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await expect(sort).toHaveValue('price-asc');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/sort=price-asc/);
    // One visit, for the chosen sort: the options browsed on the way loaded nothing.
    expect(await visitsTo(vitrine.events)).toEqual([expect.stringContaining('sort=price-asc')]);
    await expect(page.locator('#catalog-sort')).toHaveValue('price-asc');
    await expect(page.locator('#catalog-sort')).toBeFocused();
  });

  test('a sort reached by arrow keys applies when focus leaves the list', async ({ page, vitrine }) => {
    await openListing(page);
    await page.locator('#catalog-sort').focus();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Tab');
    await expect(page).toHaveURL(/sort=price-asc/);
    expect(await visitsTo(vitrine.events)).toEqual([expect.stringContaining('sort=price-asc')]);
  });

  test('a sort picked with the mouse applies at once', async ({ page }) => {
    await openListing(page);
    await page.locator('#catalog-sort').selectOption('price-desc');
    await expect(page).toHaveURL(/sort=price-desc/);
  });

  test('a facet ticked with the space bar reloads the listing with focus still on that box', async ({
    page,
  }) => {
    await openListing(page);
    // On a wide screen the facets are the sidebar: no Filters button to open them.
    await expect(page.locator('[data-widget-mounted~="filter-panel"]')).toHaveCount(1);
    await expect(page.getByRole('button', { name: 'Filtres' })).toBeHidden();
    const box = page.locator('fieldset[data-facet="Brands"] input[type="checkbox"]').first();
    const id = await box.getAttribute('id');
    // Focus on the server's box is the first move: the island takes over with focus on its box,
    // and a space pressed meanwhile is held and made on it.
    await expect(page.locator('form.facets')).not.toHaveAttribute('data-widget-mounted');
    await box.focus();
    await page.keyboard.press('Space');
    await expect(page).toHaveURL(/filter=/);
    await expect(page.locator('.filter-tag')).toHaveCount(1);
    await expect(page.locator(`#${id}`)).toBeChecked();
    await expect(page.locator(`#${id}`)).toBeFocused();
  });
});

test.describe('the consent banner by keyboard', () => {
  test('on a first visit the banner comes right after the skip link, and answering it leaves focus at the start of the page', async ({
    page,
    vitrine,
  }) => {
    void vitrine;
    await page.goto('/fr/');
    await expect(page.locator('[data-widget-mounted~="consent-dialog"]')).toHaveCount(1);
    const banner = page.locator('.consent-banner');
    await expect(banner).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(page.locator('.skip-link')).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(banner.getByRole('button').first()).toBeFocused();
    await banner.getByRole('button', { name: 'Tout refuser' }).focus();
    await page.keyboard.press('Enter');
    await expect(banner).toBeHidden();
    await expect(page.locator('.site-name')).toBeFocused();
  });
});
