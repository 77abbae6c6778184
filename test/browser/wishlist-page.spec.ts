import {
  serverListPage,
  serverWishlists,
  signIn,
  signInThroughModal,
  signOutBehind,
} from '../support/lists.ts';
import { noteRenders, renderedAgain, settle, stockedVariants } from '../support/renders.ts';
import { expect, type Page, test } from '../support/test.ts';

const PAGE = '/fr/catalog/wishlist/list?Id=11';

const ready = (page: Page) => expect(page.locator('.wishlists .inline-edit__button').first()).toBeVisible();
const row = (page: Page, name: string) => page.locator('tr.wishlist__item', { hasText: name });
const qtyOf = (page: Page, name: string) => page.getByLabel(`Quantité de ${name}`);

async function openPage(page: Page, path = PAGE) {
  await signIn(page, path);
  await ready(page);
}

test.describe('wishlist page', () => {
  test('the side navigation loads one list in place, takes its address and marks it', async ({
    page,
    vitrine,
  }) => {
    await openPage(page);
    await page.getByRole('link', { name: 'Anniversaire' }).click();
    await expect(page.locator('.wishlist h2')).toContainText('Anniversaire');
    await expect(page).toHaveURL(/\/fr\/catalog\/wishlist\/list\?Id=12$/);
    await expect(page.getByRole('link', { name: 'Anniversaire' })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('link', { name: 'Cuisine' })).not.toHaveAttribute('aria-current', 'page');
    await expect(row(page, 'T-shirt Xenia')).toBeVisible();
    expect((await vitrine.events()).map((e) => e.type)).not.toContain('page-fetch');
  });

  test('a list that fails to load leaves the current one in place with the error modal', async ({
    page,
    vitrine,
  }) => {
    await openPage(page);
    await vitrine.faults({ method: 'GET', path: '/fr/catalog/wishlist/list_item', status: 500 });
    await page.getByRole('link', { name: 'Anniversaire' }).click();
    await expect(page.locator('dialog.vitrine-error-modal[open]')).toBeVisible();
    await expect(page.locator('.wishlist h2')).toContainText('Cuisine');
    await expect(page).toHaveURL(/Id=11$/);
  });

  test('a failed list deletion says why and keeps the list', async ({ page, vitrine }) => {
    await openPage(page);
    await vitrine.faults({ method: 'POST', path: '/api/v1/catalog/wishlist/delete', status: 500 });
    await page.getByRole('button', { name: 'Supprimer cette liste' }).click();
    await page.locator('dialog.vitrine-confirm').getByRole('button', { name: 'Confirmer' }).click();
    await expect(page.locator('#vitrine-growl-assertive')).toContainText(
      'Fault injected by the fixture server: 500',
    );
    await expect(page.locator('.wishlist h2')).toContainText('Cuisine');
  });

  test('signed out meanwhile: a quantity change opens the login, then completes', async ({
    page,
    vitrine,
  }) => {
    void vitrine;
    await openPage(page);
    await signOutBehind(page);
    await qtyOf(page, 'Tasse Opale').fill('9');
    await qtyOf(page, 'Tasse Opale').press('Enter');
    await signInThroughModal(page);
    await expect
      .poll(async () => serverListPage(page, 11))
      .toMatch(/data-item-id="1101"[^>]*data-quantity="9"/);
    await expect(qtyOf(page, 'Tasse Opale')).toHaveValue('9');
  });

  test('inline editing by keyboard: Enter saves the name, Esc cancels the description', async ({
    page,
    vitrine,
  }) => {
    await openPage(page);
    await page.getByRole('button', { name: 'Modifier le nom' }).focus();
    await page.keyboard.press('Enter');
    const field = page.getByLabel('Nom', { exact: true });
    await expect(field).toBeFocused();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('Cuisine neuve');
    await page.keyboard.press('Enter');
    await expect(page.locator('.wishlist h2')).toContainText('Cuisine neuve');
    await expect(page.getByRole('button', { name: 'Modifier le nom' })).toBeFocused();
    await expect(page.getByRole('link', { name: 'Cuisine neuve' })).toBeVisible();
    expect(await serverListPage(page, 11)).toContain('data-name="Cuisine neuve"');
    expect((await vitrine.events()).map((e) => e.type)).toContain('wishlist-changed');

    await page.getByRole('button', { name: 'Modifier la description' }).focus();
    await page.keyboard.press('Enter');
    await page.keyboard.type(' et plus');
    await page.keyboard.press('Escape');
    await expect(page.locator('.wishlist__description')).toContainText('Pour la nouvelle cuisine');
    await expect(page.locator('.wishlist__description')).not.toContainText('et plus');
    await expect(page.getByRole('button', { name: 'Modifier la description' })).toBeFocused();
  });

  test('a refused name restores the text and says why', async ({ page, vitrine }) => {
    void vitrine;
    await openPage(page);
    await page.getByRole('button', { name: 'Modifier le nom' }).click();
    await page.getByLabel('Nom', { exact: true }).fill('   ');
    await page.keyboard.press('Enter');
    await expect(page.locator('.wishlist__name .inline-edit__problem')).toHaveText(
      'Le nom de la liste est obligatoire.',
    );
    await expect(page.locator('.wishlist h2')).toContainText('Cuisine');
  });

  test('a failed description save (500) restores the text with the server message', async ({
    page,
    vitrine,
  }) => {
    await openPage(page);
    await vitrine.faults({ method: 'POST', path: '/api/v1/catalog/wishlist/updatedescription', status: 500 });
    await page.getByRole('button', { name: 'Modifier la description' }).click();
    await page.getByLabel('Description').fill('Autre chose');
    await page.keyboard.press('Enter');
    await expect(page.locator('.wishlist__description .inline-edit__problem')).toHaveText(
      'Fault injected by the fixture server: 500',
    );
    await expect(page.locator('.wishlist__description')).toContainText('Pour la nouvelle cuisine');
  });

  test('the quantity is saved as a positive number', async ({ page, vitrine }) => {
    void vitrine;
    await openPage(page);
    await qtyOf(page, 'Tasse Opale').fill('-5');
    await qtyOf(page, 'Tasse Opale').press('Enter');
    await expect(qtyOf(page, 'Tasse Opale')).toHaveValue('5');
    await expect.poll(async () => serverListPage(page, 11)).toContain('data-quantity="5"');
  });

  test('a saved quantity renders its own row again, not the rest of the list', async ({ page, vitrine }) => {
    void vitrine;
    const lines = stockedVariants(12)
      .slice(4)
      .map((id) => ({ ProductVariantId: id, Quantity: 1 }));
    expect((await page.request.post('/__fixtures/wishlist', { data: { id: 13, lines } })).ok()).toBe(true);
    await openPage(page, '/fr/catalog/wishlist/list?Id=13');
    await expect(page.locator('tr.wishlist__item')).toHaveCount(8);
    await settle(page);
    await noteRenders(page, 'rows', 'tr.wishlist__item');
    const field = page.locator('tr.wishlist__item').nth(2).locator('input[name="Quantity"]');
    await field.fill('4');
    await field.press('Enter');
    await expect.poll(async () => serverListPage(page, 13)).toMatch(/data-quantity="4"/);
    await expect(page.locator('tr.wishlist__item').nth(2)).toHaveAttribute('data-quantity', '4');
    expect(await renderedAgain(page, 'rows', 'tr.wishlist__item')).toEqual([2]);
  });

  test('a failed quantity save says so with the answer’s Message and keeps what was typed, to save again', async ({
    page,
    vitrine,
  }) => {
    await openPage(page);
    await vitrine.faults({ method: 'POST', path: '/api/v1/catalog/wishlist/updatequantity', status: 500 });
    await qtyOf(page, 'Tasse Opale').fill('9');
    await qtyOf(page, 'Tasse Opale').press('Enter');
    // The answer's Message, never the HTTP status text ("Internal Server Error").
    await expect(page.locator('#vitrine-growl-assertive')).toContainText(
      'Fault injected by the fixture server: 500',
    );
    await expect(qtyOf(page, 'Tasse Opale')).toHaveValue('9');
  });

  test('rapid quantity edits end with the page and the server on the last one', async ({ page, vitrine }) => {
    await openPage(page);
    await vitrine.faults({
      method: 'POST',
      path: '/api/v1/catalog/wishlist/updatequantity',
      delay: 600,
      times: 3,
    });
    for (const value of ['3', '4', '6', '8']) {
      await qtyOf(page, 'Tasse Opale').fill(value);
      await qtyOf(page, 'Tasse Opale').press('Enter');
    }
    await expect
      .poll(async () => serverListPage(page, 11), { timeout: 10_000 })
      .toMatch(/data-item-id="1101"[^>]*data-quantity="8"/);
    await page.waitForTimeout(800);
    await expect(qtyOf(page, 'Tasse Opale')).toHaveValue('8');
    expect(await serverListPage(page, 11)).toMatch(/data-item-id="1101"[^>]*data-quantity="8"/);
  });

  test('deleting an item says so and it is gone from the server', async ({ page, vitrine }) => {
    void vitrine;
    await openPage(page);
    await page.getByRole('button', { name: 'Retirer Lampe Jade de la liste' }).click();
    await expect(row(page, 'Lampe Jade')).toHaveCount(0);
    await expect(page.locator('#vitrine-growl-polite')).toContainText(
      'Produit retiré de la liste de souhaits',
    );
    await expect(page.getByRole('navigation', { name: 'Mes listes' })).toContainText('2 produit(s)');
    expect(await serverListPage(page, 11)).not.toContain('data-item-id="1102"');
  });

  test('deleting an item while its quantity saves does not bring it back', async ({ page, vitrine }) => {
    await openPage(page);
    await vitrine.faults({ method: 'POST', path: '/api/v1/catalog/wishlist/updatequantity', delay: 1500 });
    await qtyOf(page, 'Lampe Jade').fill('7');
    await qtyOf(page, 'Lampe Jade').press('Enter');
    await page.getByRole('button', { name: 'Retirer Lampe Jade de la liste' }).click();
    await expect(row(page, 'Lampe Jade')).toHaveCount(0);
    await page.waitForTimeout(2000);
    await expect(row(page, 'Lampe Jade')).toHaveCount(0);
    // The late quantity answer (404: the item is gone) is ignored, not shown as an error.
    await expect(page.locator('#vitrine-growl-assertive .vitrine-growl__item')).toHaveCount(0);
    expect(await serverListPage(page, 11)).not.toContain('data-item-id="1102"');
  });

  test('a failed delete puts the item back with the Message in an error growl', async ({ page, vitrine }) => {
    await openPage(page);
    await vitrine.faults({ method: 'DELETE', path: '/api/v1/catalog/wishlist/deletefromlist', status: 500 });
    await page.getByRole('button', { name: 'Retirer Lampe Jade de la liste' }).click();
    await expect(page.locator('#vitrine-growl-assertive')).toContainText(
      'Fault injected by the fixture server: 500',
    );
    await expect(row(page, 'Lampe Jade')).toBeVisible();
  });

  test('delete from all lists removes the variant from every list', async ({ page, vitrine }) => {
    void vitrine;
    await openPage(page);
    await page.getByRole('button', { name: 'Retirer T-shirt Quartz de toutes mes listes' }).click();
    await expect(row(page, 'T-shirt Quartz')).toHaveCount(0);
    await expect.poll(async () => (await serverWishlists(page)).ProductVariantIds).not.toContain(100101);
    await expect(
      page.getByRole('navigation', { name: 'Mes listes' }).locator('li', { hasText: 'Anniversaire' }),
    ).toContainText('1 produit(s)');
  });

  test('delete list asks first, then shows the remaining lists', async ({ page, vitrine }) => {
    await openPage(page);
    await page.getByRole('button', { name: 'Supprimer cette liste' }).click();
    const dialog = page.locator('dialog.vitrine-confirm[open]');
    await expect(dialog).toContainText('Supprimer la liste « Cuisine » et tout son contenu ?');
    expect(await vitrine.axe()).toEqual([]);
    await dialog.getByRole('button', { name: 'Confirmer' }).click();
    await expect(page).toHaveURL(/\/fr\/catalog\/wishlist\/list$/);
    await expect(page.getByRole('navigation', { name: 'Mes listes' })).not.toContainText('Cuisine');
  });

  test('a list deletion answered after the customer left the page does not take them back', async ({
    page,
    vitrine,
  }) => {
    await openPage(page);
    await vitrine.faults({ method: 'POST', path: '/api/v1/catalog/wishlist/delete', delay: 1000 });
    const settled = page
      .waitForEvent('requestfinished', (r) => r.url().endsWith('/wishlist/delete'))
      .then(() => 'answered')
      .catch(() => 'ended');
    const dropped = page
      .waitForEvent('requestfailed', (r) => r.url().endsWith('/wishlist/delete'))
      .then(() => 'dropped')
      .catch(() => 'ended');
    await page.getByRole('button', { name: 'Supprimer cette liste' }).click();
    await page.locator('dialog.vitrine-confirm[open]').getByRole('button', { name: 'Confirmer' }).click();
    await page.evaluate(() => void window.vitrine?.navigate('/fr'));
    await expect(page).toHaveURL(/\/fr\/$/);
    await expect(page.locator('[data-widget~="wishlist-page"]')).toHaveCount(0);
    // The answer's time, and a little more for what the widget would do with it.
    await Promise.race([settled, dropped]);
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 500)));
    await expect(page).toHaveURL(/\/fr\/$/);
    await expect(page.locator('.vitrine-growl__item')).toHaveCount(0);
    expect((await vitrine.events()).map((e) => e.type)).not.toContain('wishlist-changed');
  });

  test('order all puts the list in the cart, the header count follows and a link leads to the cart', async ({
    page,
    vitrine,
  }) => {
    await openPage(page);
    await page.getByRole('button', { name: 'Tout commander' }).click();
    await expect(page.locator('[data-cart-count]')).toHaveText('6');
    const note = page.locator('.wishlist__ordered');
    await expect(note).toContainText('Les produits de la liste sont dans votre panier.');
    await note.getByRole('link', { name: 'Voir le panier' }).click();
    await expect(page).toHaveURL(/\/fr\/shoppingcarts$/);
    expect((await vitrine.events()).map((e) => e.type)).toContain('cart-changed');
  });

  test('a dropped connection on order all says so and leaves the cart alone', async ({ page, vitrine }) => {
    await openPage(page);
    await vitrine.faults({
      method: 'POST',
      path: '/api/v1/catalog/products/addwishlisttocart',
      drop: true,
      times: 50,
    });
    await page.getByRole('button', { name: 'Tout commander' }).click();
    await expect(page.locator('#vitrine-growl-assertive')).toContainText('Une erreur');
    await expect(page.locator('[data-cart-count]')).toHaveText('0');
  });

  test('signed out meanwhile: a rename opens the login, then completes', async ({ page, vitrine }) => {
    void vitrine;
    await openPage(page);
    await signOutBehind(page);
    await page.getByRole('button', { name: 'Modifier le nom' }).click();
    await page.getByLabel('Nom', { exact: true }).fill('Après connexion');
    await page.keyboard.press('Enter');
    await signInThroughModal(page);
    await expect(page.locator('.wishlist h2')).toContainText('Après connexion');
    expect(await serverListPage(page, 11)).toContain('data-name="Après connexion"');
  });

  test('another tab sees a deletion', async ({ page, context, vitrine }) => {
    void vitrine;
    await openPage(page);
    const other = await context.newPage();
    await other.goto(PAGE);
    await ready(other);
    await page.getByRole('button', { name: 'Retirer Lampe Jade de la liste' }).click();
    await expect(row(other, 'Lampe Jade')).toHaveCount(0);
    await expect(other.locator('[data-wishlist-count]')).toHaveText('4');
  });

  test('is axe clean while editing', async ({ page, vitrine }) => {
    await openPage(page);
    await page.getByRole('button', { name: 'Modifier le nom' }).click();
    expect(await vitrine.axe()).toEqual([]);
  });
});

test.describe('wishlist page without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('plain forms change the quantity and delete an item', async ({ page, vitrine }) => {
    void vitrine;
    await page.goto(`/fr/security/login?returnUrl=${encodeURIComponent(PAGE)}`);
    await page.locator('#login-email').fill('demo@vitrine.test');
    await page.locator('#login-password').fill('demo');
    await page.locator('form.login-form button[type="submit"]').click();
    await page.getByLabel('Quantité de Tasse Opale').fill('4');
    await row(page, 'Tasse Opale').getByRole('button', { name: 'Mettre à jour' }).click();
    await expect(page.getByLabel('Quantité de Tasse Opale')).toHaveValue('4');
    await page.getByRole('button', { name: 'Retirer Lampe Jade de la liste' }).click();
    await expect(page.getByRole('status')).toContainText('Produit retiré de la liste de souhaits');
    await expect(row(page, 'Lampe Jade')).toHaveCount(0);
  });
});

test.describe('list pages while their words are on their way', () => {
  // The strings answer 1.5 s late (a slow network): until they come, each list page shows the
  // server's words, never a key of the bundle's (Wishlists.EditName) in their place.
  for (const path of [PAGE, '/fr/birthlists/birthlist/list/31']) {
    test(`${path} shows no key while its strings load`, async ({ page }) => {
      await page.route('**/api/v1/localization/*/stringresources', async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 1_500));
        await route.continue().catch(() => undefined);
      });
      const keysShown: string[] = [];
      const lookForKeys = async () => {
        const text = await page
          .locator('main')
          .innerText()
          .catch(() => '');
        keysShown.push(...(text.match(/\b(?:Wishlists|BirthLists|Catalog|Core)\.[A-Z]\w+/g) ?? []));
      };
      await signIn(page, path);
      for (let i = 0; i < 12; i++) {
        await lookForKeys();
        await page.waitForTimeout(150);
      }
      await expect(page.locator('main [data-widget-mounted]').first()).toBeAttached();
      await lookForKeys();
      expect(keysShown).toEqual([]);
    });
  }
});
