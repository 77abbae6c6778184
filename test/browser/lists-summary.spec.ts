import type { Page } from '@playwright/test';
import { signIn } from '../support/lists.ts';
import { expect, test } from '../support/test.ts';

const PRODUCT = '/fr/catalog/products/1001';
const VARIANT = 100101;
const ANNIVERSAIRE = 12;

const heart = (page: Page) => page.locator('a.wishlist-heart[data-widget-mounted~="wishlist-modal"]');
const modal = (page: Page) => page.locator('dialog.wishlist-modal[open]');

/** Whether the server's list holds the variant (the CMS's isinthelist call). */
async function inList(page: Page, listId: number, variantId: number): Promise<boolean> {
  const answer = await page.request.get(
    `/api/v1/catalog/wishlist/isinthelist?wishlistId=${listId}&productVariantId=${variantId}`,
    { headers: { 'X-Requested-With': 'XMLHttpRequest' } },
  );
  return (await answer.json()).IsInTheList;
}

async function openOnList(page: Page, label: string) {
  await signIn(page, PRODUCT);
  await heart(page).click();
  await expect(modal(page)).toBeVisible();
  await modal(page).getByLabel('Liste', { exact: true }).selectOption({ label });
  await expect(modal(page).locator('.wishlist-form__exists')).toHaveText(
    'Ce produit est déjà dans cette liste.',
  );
}

test.describe('the heart and the lists', () => {
  test('the heart takes the variant out of a list it is in', async ({ page }) => {
    await openOnList(page, 'Anniversaire');
    expect(await inList(page, ANNIVERSAIRE, VARIANT)).toBe(true);
    await modal(page).getByRole('button', { name: 'Retirer de cette liste' }).click();
    await expect(modal(page)).toHaveCount(0);
    await expect(page.locator('#vitrine-growl-polite')).toContainText(
      'Produit retiré de la liste de souhaits',
    );
    expect(await inList(page, ANNIVERSAIRE, VARIANT)).toBe(false);
  });

  test('a failed removal follows the error policy and keeps the variant in the list', async ({
    page,
    vitrine,
  }) => {
    await openOnList(page, 'Anniversaire');
    await vitrine.faults({
      method: 'DELETE',
      path: '/api/v1/catalog/wishlist/deletefromlist/*',
      status: 500,
    });
    await modal(page).getByRole('button', { name: 'Retirer de cette liste' }).click();
    await expect(page.locator('dialog.vitrine-error-modal[open]')).toBeVisible();
    expect(await inList(page, ANNIVERSAIRE, VARIANT)).toBe(true);
  });
});

test.describe('the account menu', () => {
  test('leads to the orders, the wish lists and the birth list', async ({ page }) => {
    await signIn(page, '/fr/security/account');
    const menu = page.getByRole('navigation', { name: 'Mon compte' });
    await expect(menu.getByRole('link', { name: 'Mes commandes' })).toHaveAttribute(
      'href',
      '/fr/sales/order/list',
    );
    await expect(menu.getByRole('link', { name: 'Mes listes de souhaits' })).toHaveAttribute(
      'href',
      '/fr/catalog/wishlist/list',
    );
    await menu.getByRole('link', { name: 'Ma liste de naissance' }).click();
    await expect(page).toHaveURL(/\/fr\/birthlists\/birthlist\/list(\/\d+)?$/);
  });
});

test.describe('list items', () => {
  test('a wish list and a birth list show each item with its picture and its variant', async ({ page }) => {
    await signIn(page, '/fr/catalog/wishlist/list?Id=11');
    await expect(page.locator('[data-widget-mounted~="wishlist-page"]')).toHaveCount(1);
    const wish = page.locator('tr.wishlist__item').first();
    await expect(wish.locator('img.wishlist__image')).toHaveAttribute(
      'src',
      /^\/media\/products\/\d+\/\d+\/1\.jpg$/,
    );
    await expect(wish.locator('.wishlist__variant')).toHaveText(/\S/);

    await page.goto('/fr/birthlists/birthlist/list/31');
    await expect(page.locator('[data-widget-mounted~="birthlist-page"]')).toHaveCount(1);
    const birth = page.locator('tr.birthlist__item').first();
    await expect(birth.locator('img.birthlist__image')).toHaveAttribute(
      'src',
      /^\/media\/products\/\d+\/\d+\/1\.jpg$/,
    );
    await expect(birth.locator('.birthlist__variant')).toHaveText(/\S/);
  });
});

test.describe('customer reference on the product page', () => {
  test('a signed-in customer edits the reference in a modal from the product page', async ({ page }) => {
    await signIn(page, '/fr/catalog/products/1001');
    const link = page.locator('.customer-reference a[data-widget-mounted~="customer-ref-update"]');
    await expect(link).toHaveText('Modifier ma référence');
    await link.click();
    const modal = page.locator('dialog.customer-ref-modal[open]');
    await modal.getByLabel('Votre référence').fill('REF-PAGE-1');
    await modal.getByRole('button', { name: 'Enregistrer la référence' }).click();
    await expect(page.locator('dialog.customer-ref-feedback--success[open]')).toContainText(
      'Référence client mise à jour.',
    );
  });
});
