import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { demoPages } from '../../fixtures/pages/catalogue/demoPages.ts';
import { expect, test } from '../support/test.ts';

/** Every widget of the repository: the folders of widgets/ with an index.ts. */
const widgets = readdirSync('widgets')
  .filter((name) => existsSync(join('widgets', name, 'index.ts')))
  .sort();

test.describe('the widget catalogue', () => {
  test('lists every widget with its markup contract and a live example or the page where it runs', async ({
    page,
  }) => {
    await page.goto('/fr/');
    await page.getByRole('button', { name: 'Tout refuser' }).click();
    await page.getByRole('contentinfo').getByRole('link', { name: 'Widgets' }).click();
    await expect(page).toHaveURL(/\/fr\/widgets$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Catalogue des widgets');
    // Read by search engines on a full load (a visit swaps the content, not the head's meta).
    expect(await (await page.request.get('/fr/widgets')).text()).toMatch(
      /<meta name="description" content="[^"]*contrat de balisage/,
    );
    await expect(page.locator('article h2')).toHaveText(widgets);

    const quantity = page.locator('#widget-quantity-input');
    await expect(quantity.locator('.widget-catalogue__contract pre').first()).toContainText(
      '<div data-widget="quantity-input"',
    );
    await expect(quantity.getByRole('columnheader', { name: 'attribute' })).toBeVisible();
    // No entry is left without an example or the address of a page that has the widget.
    const bare = await page
      .locator('.widget-catalogue__example')
      .evaluateAll((examples) =>
        examples
          .filter((e) => !e.querySelector('[data-widget], a, code'))
          .map((e) => e.closest('article')?.id),
      );
    expect(bare).toEqual([]);
  });

  test('its live examples mount and work', async ({ page, vitrine }) => {
    await page.goto('/fr/widgets');
    const quantity = page.locator('#widget-quantity-input [data-widget="quantity-input"]');
    await quantity.scrollIntoViewIfNeeded();
    await expect(quantity).toHaveAttribute('data-widget-mounted', 'quantity-input');
    await quantity.getByLabel('Quantité').fill('11');
    await quantity.getByLabel('Quantité').blur();
    await expect(quantity.getByLabel('Quantité')).toHaveValue('10');

    const qr = page.locator('#widget-qr-code [data-widget="qr-code"]');
    await qr.scrollIntoViewIfNeeded();
    await expect(qr).toHaveAttribute('data-widget-mounted', 'qr-code');
    await expect(qr.getByRole('img', { name: 'Code QR d’une clé de démonstration' })).toBeVisible();

    const size = page.locator('#widget-fake-select [data-widget="fake-select"]');
    await size.scrollIntoViewIfNeeded();
    await expect(size).toHaveAttribute('data-widget-mounted', 'fake-select');
    await size.getByRole('combobox', { name: 'Taille' }).click();
    await size.getByRole('option', { name: 'S', exact: true }).click();
    await expect(size.locator('select')).toHaveValue('S');

    for (const name of ['date-picker', 'select-box', 'copy-to-clipboard', 'countdown']) {
      const example = page.locator(`#widget-${name} [data-widget="${name}"]`);
      await example.scrollIntoViewIfNeeded();
      await expect(example).toHaveAttribute('data-widget-mounted', name);
    }
    expect(vitrine.consoleErrors).toEqual([]);
  });

  test('reads well with assistive technology, its English contracts marked as English', async ({
    page,
    vitrine,
  }) => {
    // axe reads the whole page: 66 widgets with their contracts, on a shared machine.
    test.setTimeout(120_000);
    await page.goto('/fr/widgets');
    await page.getByRole('button', { name: 'Tout refuser' }).click();
    await expect(page.locator('#widget-quantity-input .widget-catalogue__contract > div')).toHaveAttribute(
      'lang',
      'en',
    );
    expect(await vitrine.axe()).toEqual([]);
  });

  test('every shop page it names for a guest has the widget', async ({ page }) => {
    const forGuests = Object.entries(demoPages).filter(([, demo]) => !demo.needs && !demo.testPage);
    const missing: string[] = [];
    for (const [name, demo] of forGuests) {
      const html = await (await page.request.get(`/fr/${demo.path}`)).text();
      if (!new RegExp(`data-widget="[^"]*\\b${name}\\b`).test(html))
        missing.push(`${name} on /fr/${demo.path}`);
    }
    expect(missing).toEqual([]);
  });
});
