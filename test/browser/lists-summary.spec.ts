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
