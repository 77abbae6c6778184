import { expect, test } from '../support/test.ts';

const tree = (page: import('@playwright/test').Page) => page.getByRole('tree');
const item = (page: import('@playwright/test').Page, name: string) =>
  tree(page)
    .getByRole('treeitem', { name, exact: false })
    .filter({ has: page.locator(`> span a:text-is("${name}")`) });

test.describe('assets library folder tree', () => {
  test('opens the nodes at or above the initial depth, each with its expanded state', async ({
    page,
    vitrine,
  }) => {
    await page.goto('/fr/assetslibrary');
    await expect(tree(page)).toBeVisible();
    await expect(item(page, 'Médiathèque')).toHaveAttribute('aria-expanded', 'true');
    await expect(item(page, 'Produits')).toHaveAttribute('aria-expanded', 'true');
    await expect(item(page, 'Photos')).toBeVisible();
    await expect(item(page, 'Documents')).not.toHaveAttribute('aria-expanded', /./);
    // The browser's own favicon request is a 404 on the fixture server.
    expect(vitrine.consoleErrors.filter((e) => !e.includes('status of 404'))).toEqual([]);
  });

  test('a click on a folder loads its list into the update area and pushes changeFolder', async ({
    page,
  }) => {
    await page.goto('/fr/assetslibrary');
    await expect(tree(page)).toBeVisible();
    await item(page, 'Photos').locator('> span a').click();
    await expect(page.locator('#assets-folder-title')).toHaveText('Photos');
    await expect(page.locator('#assets-list .asset-item')).toHaveCount(2);
    await expect(item(page, 'Photos')).toHaveAttribute('aria-selected', 'true');
    expect(page.url()).toMatch(/\/fr\/assetslibrary$/);
    const pushed = await page.evaluate(() =>
      (window.dataLayer ?? []).filter((e) => (e as { event?: string }).event === 'changeFolder'),
    );
    expect(pushed).toEqual([{ event: 'changeFolder', rootFolderId: 1, targetFolderId: 3 }]);
  });

  test('the root folder is asked for with an empty last segment', async ({ page }) => {
    await page.goto('/fr/assetslibrary/asset/assetsbyfolder/3/1');
    await expect(tree(page)).toBeVisible();
    const asked = page.waitForRequest((r) => r.url().includes('/assetsbyfolder/'));
    await item(page, 'Médiathèque').locator('> span a').click();
    expect(new URL((await asked).url()).pathname).toBe('/fr/assetslibrary/asset/assetsbyfolder/1/');
    await expect(page.locator('#assets-folder-title')).toHaveText('Médiathèque');
  });

  test('the toggle button opens and closes a node', async ({ page }) => {
    await page.goto('/fr/assetslibrary');
    const brand = item(page, 'Marque');
    await expect(brand).toHaveAttribute('aria-expanded', 'true');
    await brand.locator('> span button').click();
    await expect(brand).toHaveAttribute('aria-expanded', 'false');
    await expect(item(page, 'Logos')).toHaveCount(0);
    await brand.locator('> span button').click();
    await expect(item(page, 'Logos')).toBeVisible();
  });

  test('works by keyboard alone: arrows, Home/End, type-ahead, Enter chooses', async ({ page }) => {
    await page.goto('/fr/assetslibrary');
    await expect(tree(page)).toBeVisible();
    await page.locator('#skip-link, a, button').first().focus();
    await item(page, 'Médiathèque').focus();
    await expect(item(page, 'Médiathèque')).toBeFocused();
    await page.keyboard.press('End');
    await expect(item(page, 'Documents')).toBeFocused();
    await page.keyboard.press('Home');
    await page.keyboard.press('ArrowDown');
    await expect(item(page, 'Produits')).toBeFocused();
    await page.keyboard.press('ArrowLeft');
    await expect(item(page, 'Produits')).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect(item(page, 'Photos')).toBeFocused();
    await page.keyboard.press('ArrowLeft');
    await expect(item(page, 'Produits')).toBeFocused();
    await page.keyboard.type('lo');
    await expect(item(page, 'Logos')).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.locator('#assets-folder-title')).toHaveText('Logos');
    await expect(page.locator('#assets-list .asset-item')).toHaveCount(1);
  });

  test('a failing folder list shows the error modal and keeps the current list', async ({
    page,
    vitrine,
  }) => {
    await page.goto('/fr/assetslibrary');
    await expect(tree(page)).toBeVisible();
    await vitrine.faults({ method: 'GET', path: '/fr/assetslibrary/asset/assetsbyfolder/*', status: 500 });
    await item(page, 'Photos').locator('> span a').click();
    await expect(page.locator('dialog.vitrine-error-modal[open]')).toBeVisible();
    await expect(page.locator('#assets-folder-title')).toHaveText('Médiathèque');
    await expect(item(page, 'Photos')).toHaveAttribute('aria-selected', 'false');
  });

  test('without JavaScript the tree is links to each folder page', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/fr/assetslibrary');
    await page.getByRole('link', { name: 'Logos' }).click();
    await expect(page).toHaveURL(/assetsbyfolder\/6\/1$/);
    await expect(page.locator('#assets-folder-title')).toHaveText('Logos');
    await context.close();
  });

  test('has no axe violation', async ({ page, vitrine }) => {
    await page.goto('/fr/assetslibrary');
    await expect(tree(page)).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await vitrine.axe()).toEqual([]);
  });
});
