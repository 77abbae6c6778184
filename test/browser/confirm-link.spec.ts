import { EVERYDAY_PAGE, mounted } from '../support/everyday.ts';
import { expect, test } from '../support/test.ts';

test.describe('confirm-link', () => {
  test('stays on the page when the customer goes back', async ({ page, vitrine }) => {
    void vitrine;
    await page.goto(EVERYDAY_PAGE);
    await mounted(page, 'confirm-link');
    await page.getByRole('link', { name: 'Delete and go to the cart' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('Êtes-vous sûr de vouloir supprimer cet élément ?');
    await dialog.getByRole('button', { name: 'Retour' }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/__test\/everyday$/);
  });

  test('follows the link when the customer confirms', async ({ page, vitrine }) => {
    await page.goto(EVERYDAY_PAGE);
    await mounted(page, 'confirm-link');
    await page.getByRole('link', { name: 'Delete and go to the cart' }).click();
    expect(await vitrine.axe()).toEqual([]);
    await page.getByRole('dialog').getByRole('button', { name: 'Confirmer' }).click();
    await expect(page).toHaveURL(/\/fr\/shoppingcarts$/);
  });
});
