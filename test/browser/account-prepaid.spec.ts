import { signIn, signOutBehind } from '../support/lists.ts';
import { expect, type Page, test } from '../support/test.ts';

const ACCOUNT = '/fr/sales/prepaidaccounts/71';
const NOTIFY = '/api/v1/sales/prepaidaccounts/setnotification';
const TOP_UP = '/api/v1/sales/prepaidaccounts/addtocart';

async function openAccount(page: Page) {
  await signIn(page, ACCOUNT);
  for (const widget of ['prepaid-notification', 'prepaid-topup', 'area-pagination'])
    await expect(page.locator(`[data-widget-mounted~="${widget}"]`)).toHaveCount(1);
}

const toggle = (page: Page) => page.getByLabel('M’avertir par e-mail à chaque utilisation');
const quantity = (page: Page) => page.getByLabel('Nombre d’unités');
const topUpButton = (page: Page) => page.getByRole('button', { name: 'Ajouter au panier et payer' });

test.describe('prepaid usage notification', () => {
  test('a change is sent with IsActivated and PrepaidAccountId, with no loader, and kept', async ({
    page,
    vitrine,
  }) => {
    void vitrine;
    await openAccount(page);
    await expect(toggle(page)).toBeChecked();
    await vitrine.faults({ method: 'POST', path: NOTIFY, delay: 800 });
    const sent = page.waitForRequest((r) => r.url().endsWith(NOTIFY));
    await toggle(page).click();
    // The fixture answers 400 unless IsActivated is true/false and 404 unless PrepaidAccountId is the account.
    expect((await sent).method()).toBe('POST');
    // No loader: the box shows the new value at once and stays usable.
    await expect(toggle(page)).not.toBeChecked();
    await expect(toggle(page)).toBeEnabled();
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    await page.waitForResponse((r) => r.url().endsWith(NOTIFY));
    await page.reload();
    await expect(toggle(page)).not.toBeChecked();
  });

  test('a failed call puts the box back and says so (5xx, dropped connection)', async ({ page, vitrine }) => {
    await openAccount(page);
    await vitrine.faults({ method: 'POST', path: NOTIFY, status: 500 });
    await toggle(page).click();
    await expect(page.locator('.vitrine-growl__item--error')).toContainText(
      'Le réglage de notification n’a pas pu être enregistré.',
    );
    await expect(toggle(page)).toBeChecked();
    await expect(page.locator('.vitrine-error-modal')).toHaveCount(0);
    await vitrine.faults({ method: 'POST', path: NOTIFY, drop: true, times: 50 });
    await toggle(page).click();
    await expect(page.locator('.vitrine-growl__item--error')).toHaveCount(2, { timeout: 15_000 });
    await expect(toggle(page)).toBeChecked();
  });

  test('signed out meanwhile, the box goes back and the login modal opens', async ({ page, vitrine }) => {
    void vitrine;
    await openAccount(page);
    await signOutBehind(page);
    await toggle(page).click();
    await expect(page.locator('dialog.login-modal')).toBeVisible();
    await expect(toggle(page)).toBeChecked();
  });
});

test.describe('prepaid top-up', () => {
  test('without a quantity, Sales.QuantityIsMandatory shows and nothing is sent', async ({
    page,
    vitrine,
  }) => {
    void vitrine;
    await openAccount(page);
    let calls = 0;
    page.on('request', (r) => {
      if (r.url().endsWith(TOP_UP)) calls++;
    });
    await topUpButton(page).click();
    await expect(page.locator('[data-valmsg-for="Quantity"]')).toHaveText('La quantité est obligatoire.');
    await expect(quantity(page)).toHaveAttribute('aria-invalid', 'true');
    await expect(quantity(page)).toBeFocused();
    await quantity(page).fill('0');
    await topUpButton(page).click();
    await page.waitForTimeout(300);
    expect(calls).toBe(0);
    expect(new URL(page.url()).pathname).toBe(ACCOUNT);
  });

  test('a negative or non-whole quantity says the rule at the field and sends nothing', async ({
    page,
    vitrine,
  }) => {
    void vitrine;
    await openAccount(page);
    let calls = 0;
    page.on('request', (r) => {
      if (r.url().endsWith(TOP_UP)) calls++;
    });
    for (const typed of ['-1', '1.5']) {
      await quantity(page).fill(typed);
      await topUpButton(page).click();
      await expect(page.locator('[data-valmsg-for="Quantity"]')).toHaveText(
        'Saisissez un nombre entier d’unités, à partir de 1.',
      );
      await expect(quantity(page)).toHaveAttribute('aria-invalid', 'true');
      await expect(quantity(page)).toHaveValue(typed);
    }
    expect(calls).toBe(0);
    expect(new URL(page.url()).pathname).toBe(ACCOUNT);
  });

  test('a quantity is sent and the answer URL is followed to the prepaid payment page; paying credits the account', async ({
    page,
    vitrine,
  }) => {
    void vitrine;
    await openAccount(page);
    await quantity(page).fill('2');
    const sent = page.waitForRequest((r) => r.url().endsWith(TOP_UP));
    await topUpButton(page).click();
    // The fixture answers 400/404 unless Quantity and PrepaidAccountId are sent; 2 units show as 25,00 €.
    expect((await sent).method()).toBe('POST');
    await expect(page).toHaveURL(/\/fr\/sales\/prepaidaccounts\/payment\/71$/);
    await expect(page.locator('h1')).toHaveText('Paiement de la recharge');
    await expect(page.locator('.prepaid-payment__amount')).toHaveText(/^25,00\s€$/);
    expect(await vitrine.axe()).toEqual([]);
    await page.getByRole('button', { name: 'Payer' }).click();
    await expect(page.locator('.prepaid-balance')).toHaveText('Solde : 20 unité(s)');
    await expect(page.locator('.notice')).toHaveText('Recharge payée : le solde est à jour.');
  });

  test('an answer URL the policy refuses (javascript:) is not followed', async ({ page, vitrine }) => {
    await openAccount(page);
    await page.route(`**${TOP_UP}`, (route) =>
      route.fulfill({
        status: 200,
        contentType: 'application/json',
        body: JSON.stringify('javascript:alert(1)'),
      }),
    );
    await quantity(page).fill('1');
    await topUpButton(page).click();
    await expect.poll(() => vitrine.consoleErrors.some((e) => e.includes('refused to navigate'))).toBe(true);
    expect(new URL(page.url()).pathname).toBe(ACCOUNT);
    await expect(topUpButton(page)).toBeEnabled();
  });

  test('a failed top-up keeps the quantity typed and shows the error modal; slow, the button is busy', async ({
    page,
    vitrine,
  }) => {
    await openAccount(page);
    await vitrine.faults({ method: 'POST', path: TOP_UP, status: 503, delay: 1000 });
    await quantity(page).fill('4');
    await topUpButton(page).click();
    await expect(topUpButton(page)).toHaveAttribute('aria-busy', 'true');
    await expect(page.locator('.vitrine-error-modal')).toBeVisible();
    await expect(quantity(page)).toHaveValue('4');
    await expect(topUpButton(page)).toBeEnabled();
  });

  test('signed out meanwhile, the login modal opens', async ({ page, vitrine }) => {
    void vitrine;
    await openAccount(page);
    await signOutBehind(page);
    await quantity(page).fill('1');
    await topUpButton(page).click();
    await expect(page.locator('dialog.login-modal')).toBeVisible();
    await expect(quantity(page)).toHaveValue('1');
  });
});

test.describe('prepaid history', () => {
  test('a page link refreshes only the history area, and what was typed elsewhere stays', async ({
    page,
    vitrine,
  }) => {
    void vitrine;
    await openAccount(page);
    await quantity(page).fill('7');
    const history = page.locator('#prepaid-history');
    await expect(history.locator('tbody tr')).toHaveCount(10);
    const asked = page.waitForRequest((r) => r.url().endsWith(`${ACCOUNT}?pagenbr=3`));
    await history.getByRole('link', { name: 'Page 3' }).click();
    await asked;
    await expect(history.locator('.pagination__status')).toHaveText('Page 3 sur 3');
    await expect(history.locator('tbody tr')).toHaveCount(3);
    await expect(quantity(page)).toHaveValue('7');
    await expect(page.locator('#prepaid-history')).toBeFocused();
  });
});

test.describe('prepaid edit-customer modal', () => {
  test('the picker searches from 2 characters, shows Email and keeps CustomerId', async ({
    page,
    vitrine,
  }) => {
    void vitrine;
    await openAccount(page);
    await page.getByRole('link', { name: 'Changer de client' }).click();
    const modal = page.locator('dialog.prepaid-customer-modal[open]');
    await expect(modal).toBeVisible();
    await expect(modal.locator('[data-widget-mounted~="customer-picker"]')).toHaveCount(1, {
      timeout: 10_000,
    });
    const field = modal.getByRole('combobox');
    let calls = 0;
    page.on('request', (r) => {
      if (r.url().includes('/api/v1/sales/customers')) calls++;
    });
    await field.fill('');
    await field.pressSequentially('j');
    await page.waitForTimeout(500);
    expect(calls).toBe(0);
    await field.pressSequentially('an');
    const options = modal.getByRole('option');
    await expect(options.first()).toHaveText(/@atelier\.test$/);
    expect(await vitrine.axe()).toEqual([]);
    await field.press('ArrowDown');
    const chosen = (await options.first().textContent()) ?? '';
    await field.press('Enter');
    await expect(field).toHaveValue(chosen);
    await expect(modal.locator('input[name="CustomerId"]')).not.toHaveValue('');
    await modal.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(page.locator('.prepaid-used-by__email')).toHaveText(chosen);
  });

  test('a failed search shows the answer Message in a growl', async ({ page, vitrine }) => {
    await openAccount(page);
    await page.getByRole('link', { name: 'Changer de client' }).click();
    const modal = page.locator('dialog.prepaid-customer-modal[open]');
    await expect(modal.locator('[data-widget-mounted~="customer-picker"]')).toHaveCount(1, {
      timeout: 10_000,
    });
    await vitrine.faults({ method: 'GET', path: '/api/v1/sales/customers', status: 500 });
    const field = modal.getByRole('combobox');
    await field.fill('');
    await field.pressSequentially('ja');
    await expect(page.locator('.vitrine-growl__item--error')).toContainText(
      'Fault injected by the fixture server: 500',
    );
    await expect(field).toHaveValue('ja');
  });

  test('the accounts page and the account page are axe clean', async ({ page, vitrine }) => {
    await openAccount(page);
    expect(await vitrine.axe()).toEqual([]);
    await page.goto('/fr/sales/prepaidaccounts');
    await expect(page.getByRole('link', { name: 'Atelier couture' })).toBeVisible();
    expect(await vitrine.axe()).toEqual([]);
  });
});
