import { chunkOf, holdChunk } from '../support/chunks.ts';
import { serverWishlists, signIn, signInThroughModal, signOutBehind } from '../support/lists.ts';
import { expect, type Page, test } from '../support/test.ts';

const PRODUCT = '/fr/catalog/products/1002';
const VARIANT = 100201;

const heart = (page: Page) => page.locator('a.wishlist-heart');
const modal = (page: Page) => page.locator('dialog.wishlist-modal[open]');
const listSelect = (page: Page) => modal(page).getByLabel('Liste', { exact: true });

async function openModal(page: Page) {
  await expect(heart(page)).toHaveAttribute('aria-haspopup', 'dialog');
  await heart(page).click();
  await expect(modal(page)).toBeVisible();
  await expect(listSelect(page)).toBeVisible();
}

test.describe('wishlist add modal', () => {
  test('adds the variant to the chosen list: modals close, dialog, analytics, heart, event', async ({
    page,
    vitrine,
  }) => {
    await signIn(page, PRODUCT);
    await expect(heart(page)).toContainText('Ajouter à la liste de souhaits');
    await openModal(page);
    await listSelect(page).selectOption({ label: 'Bureau' });
    await modal(page).getByLabel('Quantité').fill('-3');
    await modal(page).getByRole('button', { name: 'Ajouter à la liste de souhaits' }).click();

    await expect(modal(page)).toHaveCount(0);
    const done = page.locator('dialog.wishlist-added[open]');
    await expect(done).toContainText('T-shirt Halo a été ajouté à la liste « Bureau ».');
    // Said once, by the dialog: no toast repeating it (a growl would have come before the dialog, so
    // counting now is enough, and a waiting assertion would only see it go after its 5 s).
    expect(await page.locator('.vitrine-growl__item', { hasText: 'a été ajouté' }).count()).toBe(0);
    await expect(done.getByRole('link', { name: 'Voir ma liste de souhaits' })).toHaveAttribute(
      'href',
      '/fr/catalog/wishlist/list?Id=13',
    );
    await expect(heart(page)).toContainText('Déjà dans la liste de souhaits');
    await expect(heart(page)).toHaveAttribute('data-exists', 'true');
    const layer = await page.evaluate(() => window.dataLayer ?? []);
    expect(layer).toContainEqual(expect.objectContaining({ event: 'add_to_wishlist' }));
    expect((await vitrine.events()).map((e) => e.type)).toContain('wishlist-changed');
    expect((await serverWishlists(page)).ProductVariantIds).toContain(VARIANT);
    // The quantity went as a positive number: -3 became 3.
    const list = await page.request.get('/fr/catalog/wishlist/list_item?wishlistid=13');
    expect(await list.text()).toContain('data-quantity="3"');

    await done.getByRole('button', { name: 'Retour aux achats' }).click();
    await expect(done).toHaveCount(0);
  });

  test('the first click opens the modal while its code is still coming, the heart busy meanwhile', async ({
    page,
    vitrine,
  }) => {
    void vitrine;
    await signIn(page, PRODUCT);
    await expect(heart(page)).toHaveAttribute('aria-haspopup', 'dialog');
    const release = await holdChunk(page, 'widgets/wishlist-modal/openWishlistModal.tsx');
    await heart(page).click();
    await expect(heart(page)).toHaveAttribute('aria-busy', 'true');
    release();
    await expect(modal(page)).toBeVisible();
    await expect(listSelect(page)).toBeVisible();
    await expect(heart(page)).not.toHaveAttribute('aria-busy', 'true');
    await expect(page).toHaveURL(new RegExp(`${PRODUCT}$`));
  });

  test('when the dialog’s code cannot come, a notice says the product was added', async ({
    page,
    vitrine,
  }) => {
    void vitrine;
    await page.route(`**/dist/chunks/${chunkOf('src/lists/listAddedDialogView.ts')}`, (route) =>
      route.abort(),
    );
    await signIn(page, PRODUCT);
    await openModal(page);
    await listSelect(page).selectOption({ label: 'Bureau' });
    await modal(page).getByRole('button', { name: 'Ajouter à la liste de souhaits' }).click();
    await expect(modal(page)).toHaveCount(0);
    await expect(page.locator('.vitrine-growl__item--success')).toContainText(
      'T-shirt Halo a été ajouté à la liste « Bureau ».',
    );
    expect((await serverWishlists(page)).ProductVariantIds).toContain(VARIANT);
  });

  test('go to wishlist opens that list', async ({ page, vitrine }) => {
    void vitrine;
    await signIn(page, PRODUCT);
    await openModal(page);
    await listSelect(page).selectOption({ label: 'Anniversaire' });
    await modal(page).getByRole('button', { name: 'Ajouter à la liste de souhaits' }).click();
    await page
      .locator('dialog.wishlist-added')
      .getByRole('link', { name: 'Voir ma liste de souhaits' })
      .click();
    await expect(page).toHaveURL(/\/fr\/catalog\/wishlist\/list\?Id=12$/);
    await expect(page.locator('.wishlist h2')).toContainText('Anniversaire');
  });

  test('choosing another list checks again whether the product is in it', async ({ page, vitrine }) => {
    void vitrine;
    await signIn(page, '/fr/catalog/products/1001');
    await openModal(page);
    const note = modal(page).locator('.wishlist-form__exists');
    await listSelect(page).selectOption({ label: 'Bureau' });
    await expect(note).toHaveText('');
    await listSelect(page).selectOption({ label: 'Anniversaire' });
    await expect(note).toHaveText('Ce produit est déjà dans cette liste.');
    await listSelect(page).selectOption({ label: 'Bureau' });
    await expect(note).toHaveText('');
  });

  test('the form shows loading while it is sent and comes back usable', async ({ page, vitrine }) => {
    await signIn(page, PRODUCT);
    await openModal(page);
    await vitrine.faults({
      method: 'POST',
      path: '/api/v1/catalog/wishlist/addproductvariant',
      status: 500,
      delay: 2500,
    });
    const form = modal(page).locator('form.wishlist-form');
    await expect(form).toHaveAttribute('data-state', 'idle');
    const button = modal(page).getByRole('button', { name: 'Ajouter à la liste de souhaits' });
    await button.click();
    await expect(form).toHaveAttribute('data-state', 'loading');
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(button).toBeDisabled();
    await expect(form).toHaveAttribute('data-state', 'idle', { timeout: 10_000 });
    await expect(button).toBeEnabled();
  });

  test('a failure shows the answer Message in an error growl and keeps the choices', async ({
    page,
    vitrine,
  }) => {
    await signIn(page, PRODUCT);
    await openModal(page);
    await listSelect(page).selectOption({ label: 'Bureau' });
    await modal(page).getByLabel('Quantité').fill('4');
    await vitrine.faults({ method: 'POST', path: '/api/v1/catalog/wishlist/addproductvariant', status: 500 });
    await modal(page).getByRole('button', { name: 'Ajouter à la liste de souhaits' }).click();
    await expect(page.locator('#vitrine-growl-assertive')).toContainText(
      'Fault injected by the fixture server: 500',
    );
    await expect(listSelect(page)).toHaveValue('13');
    await expect(modal(page).getByLabel('Quantité')).toHaveValue('4');
    expect((await serverWishlists(page)).ProductVariantIds).not.toContain(VARIANT);
  });

  test('a dropped connection shows the error modal and keeps the modal open', async ({ page, vitrine }) => {
    await signIn(page, PRODUCT);
    await openModal(page);
    // Chromium retries a request whose reused connection was reset, so every attempt is dropped.
    await vitrine.faults({
      method: 'POST',
      path: '/api/v1/catalog/wishlist/addproductvariant',
      drop: true,
      times: 50,
    });
    await modal(page).getByRole('button', { name: 'Ajouter à la liste de souhaits' }).click();
    await expect(page.locator('dialog.vitrine-error-modal[open]')).toBeVisible();
    await expect(page.locator('dialog.wishlist-modal')).toHaveCount(1);
  });

  test('an answer that is not an object is shown as HTML in the modal (a new list without a name)', async ({
    page,
    vitrine,
  }) => {
    void vitrine;
    await signIn(page, PRODUCT);
    await openModal(page);
    await listSelect(page).selectOption({ label: 'Nouvelle liste' });
    await modal(page).getByRole('button', { name: 'Ajouter à la liste de souhaits' }).click();
    await expect(modal(page).locator('.wishlist-form__error')).toHaveText(
      'Le nom de la liste est obligatoire.',
    );
    await expect(page.locator('#vitrine-alerter')).toContainText('Le nom de la liste est obligatoire.');
    await modal(page).getByLabel('Nom de la nouvelle liste').fill('Cadeaux');
    await modal(page).getByRole('button', { name: 'Ajouter à la liste de souhaits' }).click();
    await expect(page.locator('dialog.wishlist-added[open]')).toContainText('« Cadeaux »');
  });

  test('opens from the address when openWishlist is the variant id', async ({ page, vitrine }) => {
    void vitrine;
    await signIn(page, `${PRODUCT}?openWishlist=${VARIANT}`);
    await expect(modal(page)).toBeVisible();
  });

  test('does not open from the address for another variant', async ({ page, vitrine }) => {
    void vitrine;
    await signIn(page, `${PRODUCT}?openWishlist=999`);
    await expect(heart(page)).toHaveAttribute('aria-haspopup', 'dialog');
    await page.waitForTimeout(600);
    await expect(modal(page)).toHaveCount(0);
  });

  test('signed out: the heart opens the login, and after it the modal comes back', async ({
    page,
    vitrine,
  }) => {
    void vitrine;
    await page.goto(PRODUCT);
    // Before the widget runs, the heart is the popup page's link (the no-JavaScript way).
    await expect(page.locator('a.wishlist-heart[data-widget-mounted~="wishlist-modal"]')).toHaveCount(1);
    await heart(page).click();
    await signInThroughModal(page);
    await expect(page).toHaveURL(new RegExp(`openWishlist=${VARIANT}`));
    await expect(modal(page)).toBeVisible();
  });

  test('a 401 on the add opens the login, then the same add goes through with nothing lost', async ({
    page,
    vitrine,
  }) => {
    void vitrine;
    await signIn(page, PRODUCT);
    await openModal(page);
    await listSelect(page).selectOption({ label: 'Nouvelle liste' });
    await modal(page).getByLabel('Nom de la nouvelle liste').fill('Après connexion');
    await modal(page).getByLabel('Quantité').fill('2');
    await signOutBehind(page);
    await modal(page).getByRole('button', { name: 'Ajouter à la liste de souhaits' }).click();
    await signInThroughModal(page);
    await expect(page.locator('dialog.wishlist-added[open]')).toContainText('« Après connexion »');
    const lists = await page.request.get('/fr/catalog/wishlist/list');
    expect(await lists.text()).toContain('Après connexion');
  });

  test("the header count is the server's at load: a page without hearts asks nothing for it", async ({
    page,
    vitrine,
  }) => {
    void vitrine;
    await signIn(page, '/fr/');
    const asked: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/wishlist/products/count')) asked.push(request.url());
    });
    await page.goto('/fr/');
    await expect(page.locator('[data-widget-mounted~="wishlist-count"]')).toHaveCount(1);
    await page.waitForLoadState('networkidle');
    await expect(page.locator('[data-wishlist-count]')).toHaveText('5');
    expect(asked).toEqual([]);
  });

  test('the heart and the header count follow an add, in this tab and another', async ({
    page,
    context,
    vitrine,
  }) => {
    void vitrine;
    await signIn(page, PRODUCT);
    const other = await context.newPage();
    await other.goto(PRODUCT);
    await expect(heart(other)).toHaveAttribute('aria-haspopup', 'dialog');
    await openModal(page);
    await modal(page).getByRole('button', { name: 'Ajouter à la liste de souhaits' }).click();
    await expect(heart(page)).toContainText('Déjà dans la liste de souhaits');
    await expect(heart(other)).toContainText('Déjà dans la liste de souhaits');
    await expect(page.locator('[data-wishlist-count]')).toHaveText('6');
    await expect(other.locator('[data-wishlist-count]')).toHaveText('6');
  });

  test('is axe clean with the modal and the success dialog open', async ({ page, vitrine }) => {
    await signIn(page, PRODUCT);
    await openModal(page);
    expect(await vitrine.axe()).toEqual([]);
    await modal(page).getByRole('button', { name: 'Ajouter à la liste de souhaits' }).click();
    await expect(page.locator('dialog.wishlist-added[open]')).toBeVisible();
    expect(await vitrine.axe()).toEqual([]);
  });
});
