import { signIn, signInThroughModal, signOutBehind } from '../support/lists.ts';
import { expect, type Page, test } from '../support/test.ts';

const PAGE = '/fr/birthlists/birthlist/list/31';
const PRODUCT = '/fr/catalog/products/1002';

const ready = (page: Page) =>
  expect(page.locator('.birthlist table, .birthlist__empty').first()).toBeVisible();
const row = (page: Page, name: string) => page.locator('tr.birthlist__item', { hasText: name });
const priority = (page: Page, name: string) => page.getByLabel(`${name} prioritaire`);
const server = async (page: Page) => (await page.request.get(PAGE)).text();

async function openPage(page: Page, path = PAGE) {
  await signIn(page, path);
  await ready(page);
  await expect(page.locator('.birthlist h1')).toBeVisible();
  await expect(row(page, 'Lampe Yuma').getByRole('button', { name: /Modifier la quantité/ })).toBeVisible();
}

test.describe('birth list page', () => {
  test('the priority checkbox saves the priority', async ({ page, vitrine }) => {
    await openPage(page);
    await priority(page, 'Lampe Yuma').check();
    await expect.poll(() => server(page)).toMatch(/data-item-id="3102"[^>]*data-priority="true"/);
    expect((await vitrine.events()).map((e) => e.type)).toContain('wishlist-changed');
  });

  test('rapid priority toggles end with the page and the server on the last one', async ({
    page,
    vitrine,
  }) => {
    await openPage(page);
    // The first calls are slow: sent side by side, the last toggle's call would land first.
    await vitrine.faults({
      method: 'POST',
      path: '/api/v1/birthlists/birthlist/updatePriority',
      delay: 700,
      times: 2,
    });
    for (let i = 0; i < 3; i += 1) await priority(page, 'Tasse Borea').click();
    await expect(priority(page, 'Tasse Borea')).not.toBeChecked();
    await page.waitForTimeout(2500);
    await expect(priority(page, 'Tasse Borea')).not.toBeChecked();
    expect(await server(page)).toMatch(/data-item-id="3101"[^>]*data-priority="false"/);
  });

  test('a failed priority save puts the box back and says why', async ({ page, vitrine }) => {
    await openPage(page);
    await vitrine.faults({
      method: 'POST',
      path: '/api/v1/birthlists/birthlist/updatePriority',
      status: 500,
    });
    // The box goes back at once, so a plain click (uncheck() would insist the state changed).
    await priority(page, 'Tasse Borea').click();
    await expect(page.locator('#vitrine-growl-assertive')).toContainText(
      'Fault injected by the fixture server: 500',
    );
    await expect(priority(page, 'Tasse Borea')).toBeChecked();
  });

  test('the quantity modal saves a positive quantity and closes', async ({ page, vitrine }) => {
    await openPage(page);
    await row(page, 'Lampe Yuma').getByRole('button', { name: 'Modifier la quantité de Lampe Yuma' }).click();
    const modal = page.locator('dialog.birthlist-quantity-modal[open]');
    await expect(modal).toBeVisible();
    expect(await vitrine.axe()).toEqual([]);
    await modal.getByLabel('Quantité').fill('-5');
    await modal.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(modal).toHaveCount(0);
    await expect(row(page, 'Lampe Yuma').locator('.birthlist__quantity')).toHaveText('5');
    expect(await server(page)).toMatch(/data-item-id="3102"[^>]*data-quantity="5"/);
  });

  test('a quantity that is no positive number gets its rule at the field and is not sent', async ({
    page,
    vitrine,
  }) => {
    void vitrine;
    await openPage(page);
    let calls = 0;
    page.on('request', (r) => {
      if (r.url().includes('/birthlist/updatequantity')) calls++;
    });
    await row(page, 'Lampe Yuma').getByRole('button', { name: 'Modifier la quantité de Lampe Yuma' }).click();
    const modal = page.locator('dialog.birthlist-quantity-modal[open]');
    const field = modal.getByLabel('Quantité');
    for (const typed of ['abc', '0', '1e309', '']) {
      await field.fill(typed);
      await modal.getByRole('button', { name: 'Enregistrer' }).click();
      await expect(field).toHaveAttribute('aria-invalid', 'true');
      await expect(field).toHaveAccessibleDescription('La quantité doit être un nombre positif.');
      await expect(field).toHaveValue(typed);
    }
    expect(calls).toBe(0);
    await expect(row(page, 'Lampe Yuma').locator('.birthlist__quantity')).toHaveText('1');
  });

  test('a quantity typed in Arabic-Indic digits is read as the number it is', async ({ page, vitrine }) => {
    void vitrine;
    await openPage(page);
    await row(page, 'Lampe Yuma').getByRole('button', { name: 'Modifier la quantité de Lampe Yuma' }).click();
    const modal = page.locator('dialog.birthlist-quantity-modal[open]');
    await modal.getByLabel('Quantité').fill('٣');
    await modal.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(modal).toHaveCount(0);
    await expect(row(page, 'Lampe Yuma').locator('.birthlist__quantity')).toHaveText('3');
    expect(await server(page)).toMatch(/data-item-id="3102"[^>]*data-quantity="3"/);
  });

  test('a failed quantity save says so with the answer’s Message and keeps the modal with what was typed', async ({
    page,
    vitrine,
  }) => {
    await openPage(page);
    await vitrine.faults({
      method: 'POST',
      path: '/api/v1/birthlists/birthlist/updatequantity',
      status: 503,
    });
    await row(page, 'Lampe Yuma').getByRole('button', { name: 'Modifier la quantité de Lampe Yuma' }).click();
    const modal = page.locator('dialog.birthlist-quantity-modal[open]');
    await modal.getByLabel('Quantité').fill('7');
    await modal.getByRole('button', { name: 'Enregistrer' }).click();
    // The answer's Message, never the HTTP status text ("Service Unavailable").
    await expect(page.locator('#vitrine-growl-assertive')).toContainText(
      'Fault injected by the fixture server: 503',
    );
    await expect(modal.getByLabel('Quantité')).toHaveValue('7');
    await expect(row(page, 'Lampe Yuma').locator('.birthlist__quantity')).toHaveText('1');
  });

  test('a dropped quantity save toasts the translated generic error', async ({ page, vitrine }) => {
    await openPage(page);
    await vitrine.faults({
      method: 'POST',
      path: '/api/v1/birthlists/birthlist/updatequantity',
      drop: true,
      times: 50,
    });
    await row(page, 'Lampe Yuma').getByRole('button', { name: 'Modifier la quantité de Lampe Yuma' }).click();
    const modal = page.locator('dialog.birthlist-quantity-modal[open]');
    await modal.getByLabel('Quantité').fill('3');
    await modal.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(page.locator('#vitrine-growl-assertive')).toContainText('Une erreur');
  });

  test('the update-info form saves name and message, and says why when refused', async ({
    page,
    vitrine,
  }) => {
    void vitrine;
    await openPage(page);
    await page.getByLabel('Nom de la liste').fill('Naissance de Léa et Tom');
    await page.getByLabel('Message aux invités').fill('À bientôt');
    await page.getByRole('button', { name: 'Enregistrer les informations' }).click();
    await expect(page.locator('.birthlist h1')).toHaveText('Naissance de Léa et Tom');
    await expect(page.locator('#vitrine-growl-polite')).toContainText(
      'Informations de la liste enregistrées.',
    );
    expect(await server(page)).toContain('Naissance de Léa et Tom');
    await page.getByLabel('Nom de la liste').fill('');
    await page.getByRole('button', { name: 'Enregistrer les informations' }).click();
    await expect(page.locator('.birthlist__info .field-validation-error')).toHaveText(
      'Le nom de la liste est obligatoire.',
    );
    await expect(page.getByLabel('Nom de la liste')).toHaveValue('');
  });

  test('a dropped update-info save says so and keeps what was typed', async ({ page, vitrine }) => {
    await openPage(page);
    await vitrine.faults({
      method: 'POST',
      path: '/fr/birthlists/birthlist/updateinfo',
      drop: true,
      times: 50,
    });
    await page.getByLabel('Nom de la liste').fill('Autre nom');
    await page.getByRole('button', { name: 'Enregistrer les informations' }).click();
    await expect(page.locator('.birthlist__info .field-validation-error')).toContainText('Une erreur');
    await expect(page.getByLabel('Nom de la liste')).toHaveValue('Autre nom');
    await expect(page.locator('.birthlist h1')).toHaveText('Naissance de Léa');
  });

  test('the search form shows the matching items (q)', async ({ page, vitrine }) => {
    void vitrine;
    await openPage(page);
    await page.getByLabel('Chercher dans la liste').fill('tasse');
    await page.getByRole('button', { name: 'Chercher', exact: true }).click();
    await expect(page).toHaveURL(/q=tasse/);
    await expect(row(page, 'Tasse Borea')).toBeVisible();
    await expect(row(page, 'Lampe Yuma')).toHaveCount(0);
  });

  test('deleting an item says so; deleting the list goes to the answer Uri', async ({ page, vitrine }) => {
    void vitrine;
    await openPage(page);
    await row(page, 'Lampe Yuma').getByRole('button', { name: 'Retirer Lampe Yuma de la liste' }).click();
    await expect(row(page, 'Lampe Yuma')).toHaveCount(0);
    await expect(page.locator('#vitrine-growl-polite')).toContainText(
      'Produit retiré de la liste de naissance',
    );
    expect(await server(page)).not.toContain('data-item-id="3102"');
    await page.getByRole('button', { name: 'Supprimer la liste de naissance' }).click();
    await page.locator('dialog.vitrine-confirm').getByRole('button', { name: 'Confirmer' }).click();
    await expect(page).toHaveURL(/\/fr\/birthlists\/birthlist\/list$/);
    await expect(page.locator('main')).not.toContainText('Naissance de Léa');
  });

  test('deleting an item while its priority saves does not bring it back', async ({ page, vitrine }) => {
    await openPage(page);
    await vitrine.faults({
      method: 'POST',
      path: '/api/v1/birthlists/birthlist/updatePriority',
      delay: 1500,
    });
    await priority(page, 'Lampe Yuma').check();
    await row(page, 'Lampe Yuma').getByRole('button', { name: 'Retirer Lampe Yuma de la liste' }).click();
    await page.waitForTimeout(2000);
    await expect(row(page, 'Lampe Yuma')).toHaveCount(0);
    await expect(page.locator('#vitrine-growl-assertive .vitrine-growl__item')).toHaveCount(0);
    expect(await server(page)).not.toContain('data-item-id="3102"');
  });

  test('signed out meanwhile: a priority change opens the login, then completes', async ({
    page,
    vitrine,
  }) => {
    void vitrine;
    await openPage(page);
    await signOutBehind(page);
    await priority(page, 'Lampe Yuma').click();
    await signInThroughModal(page);
    await expect.poll(() => server(page)).toMatch(/data-item-id="3102"[^>]*data-priority="true"/);
    await expect(priority(page, 'Lampe Yuma')).toBeChecked();
  });

  test('another tab sees a priority change', async ({ page, context, vitrine }) => {
    void vitrine;
    await openPage(page);
    const other = await context.newPage();
    await other.goto(PAGE);
    await ready(other);
    await expect(
      row(other, 'Lampe Yuma').getByRole('button', { name: /Modifier la quantité/ }),
    ).toBeVisible();
    await priority(page, 'Lampe Yuma').check();
    await expect(priority(other, 'Lampe Yuma')).toBeChecked();
  });
});

test.describe('add to birth list', () => {
  const form = (page: Page) => page.locator('form.birthlist-add');
  /** The product page, signed in, once the add widget runs (it mounts when idle; until then the form posts). */
  const openProduct = async (page: Page) => {
    await signIn(page, PRODUCT);
    await expect(form(page)).toHaveAttribute('data-widget-mounted', /birthlist-add/);
  };

  test('adds the variant, then offers return to shopping and go to birth list', async ({ page, vitrine }) => {
    await openProduct(page);
    await form(page).getByLabel('Quantité').fill('2');
    await expect(form(page)).toBeVisible();
    await page.waitForFunction(() => document.querySelector('form.birthlist-add') !== null);
    await form(page).getByRole('button', { name: 'Ajouter à la liste de naissance' }).click();
    const dialog = page.locator('dialog.birthlist-added[open]');
    await expect(dialog).toContainText('T-shirt Halo a été ajouté à « Naissance de Léa ».');
    expect(await vitrine.axe()).toEqual([]);
    await expect(dialog.getByRole('link', { name: 'Voir la liste de naissance' })).toHaveAttribute(
      'href',
      '/fr/birthlists/birthlist/list/31',
    );
    await dialog.getByRole('link', { name: 'Voir la liste de naissance' }).click();
    await expect(page).toHaveURL(/\/fr\/birthlists\/birthlist\/list\/31$/);
    await expect(row(page, 'T-shirt Halo')).toBeVisible();
  });

  test('the quantity typed for the birth list is the list’s: it refreshes no variant', async ({
    page,
    vitrine,
  }) => {
    void vitrine;
    await openProduct(page);
    const calls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/productvariants')) calls.push(new URL(request.url()).search);
    });
    // Before the fix, this change refreshed the variant (with the cart's quantity, 1) and replaced
    // the fragment holding this form: the 3 was gone, and a click meanwhile hit a removed button.
    await form(page).getByLabel('Quantité').fill('3');
    await form(page).getByLabel('Quantité').press('Tab');
    // The cart's quantity is the product's: its change is the one refresh.
    const refreshed = page.waitForResponse((response) => response.url().includes('/productvariants'));
    const cartQuantity = page.locator('.add-to-cart input[name="Quantity"]');
    await cartQuantity.fill('2');
    await cartQuantity.press('Tab');
    await refreshed;
    expect(calls).toHaveLength(1);
    expect(calls[0]).toContain('Quantity=2');
  });

  test('a failure toasts the answer Message', async ({ page, vitrine }) => {
    await openProduct(page);
    await vitrine.faults({
      method: 'POST',
      path: '/api/v1/birthlists/birthlist/addproductvariant',
      status: 500,
    });
    await form(page).getByRole('button', { name: 'Ajouter à la liste de naissance' }).click();
    await expect(page.locator('#vitrine-growl-assertive')).toContainText(
      'Fault injected by the fixture server: 500',
    );
    await expect(page.locator('dialog.birthlist-added')).toHaveCount(0);
  });

  test('openBirthlist opens the add dialog', async ({ page, vitrine }) => {
    await signIn(page, `${PRODUCT}?openBirthlist=1`);
    await expect(page.locator('dialog.birthlist-add-modal[open] form.birthlist-add')).toBeVisible();
    expect(await vitrine.axe()).toEqual([]);
  });

  test('signed out meanwhile: the add opens the login, then goes through', async ({ page, vitrine }) => {
    void vitrine;
    await openProduct(page);
    await form(page).getByLabel('Quantité').fill('3');
    await signOutBehind(page);
    await form(page).getByRole('button', { name: 'Ajouter à la liste de naissance' }).click();
    await signInThroughModal(page);
    await expect(page.locator('dialog.birthlist-added[open]')).toContainText('T-shirt Halo a été ajouté');
    expect(await server(page)).toMatch(/data-variant-id="100201" data-quantity="3"/);
  });
});

test.describe('birth list without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('plain forms set the priority and change the quantity', async ({ page, vitrine }) => {
    void vitrine;
    await page.goto(`/fr/security/login?returnUrl=${encodeURIComponent(PAGE)}`);
    await page.locator('#login-email').fill('demo@vitrine.test');
    await page.locator('#login-password').fill('demo');
    await page.locator('form.login-form button[type="submit"]').click();
    await priority(page, 'Lampe Yuma').check();
    await row(page, 'Lampe Yuma').getByRole('button', { name: 'Enregistrer' }).click();
    await expect(priority(page, 'Lampe Yuma')).toBeChecked();
    await page.getByRole('link', { name: 'Modifier la quantité de Lampe Yuma' }).click();
    await page.getByLabel('Quantité').fill('6');
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(row(page, 'Lampe Yuma')).toContainText('6');
  });
});
