import type { Page } from '@playwright/test';
import { holdChunk } from '../support/chunks.ts';
import { expect, test } from '../support/test.ts';

async function searchField(page: Page) {
  await page.goto('/fr/');
  // The header's search form is hidden until its toggle opens it.
  await expect(page.locator('[data-widget="search-toggle"][data-widget-mounted]')).toHaveCount(1);
  await page.locator('.site-search__open').click();
  await expect(page.locator('#site-search')).toBeFocused();
  await expect(page.locator('form.search-form[data-widget-mounted]')).toHaveCount(1);
  return page.locator('#site-search');
}

test.describe('search suggestions', () => {
  test('from two characters, five suggestions with name and photo in a combobox', async ({
    page,
    vitrine,
  }) => {
    void vitrine;
    const input = await searchField(page);
    await expect(input).toHaveAttribute('role', 'combobox');
    await expect(input).toHaveAttribute('aria-expanded', 'false');
    await input.pressSequentially('ta');
    const options = page.getByRole('option');
    await expect(options).toHaveCount(5);
    await expect(input).toHaveAttribute('aria-expanded', 'true');
    await expect(options.first().locator('img')).toHaveAttribute('src', /\/media\/products\//);
    await expect(options.first()).not.toHaveText('');
    await expect(page.locator('#vitrine-announcer')).toContainText('5 suggestion');
    await expect(page.locator('.vitrine-combobox__header')).toHaveText('Produits trouvés');
  });

  test('one character asks for nothing', async ({ page, vitrine }) => {
    void vitrine;
    const input = await searchField(page);
    let calls = 0;
    page.on('request', (r) => {
      if (r.url().includes('/search/suggestions')) calls++;
    });
    await input.pressSequentially('t');
    await page.waitForTimeout(600); // longer than the debounce: no call may follow
    expect(calls).toBe(0);
    await expect(page.getByRole('listbox')).toBeHidden();
  });

  test('arrow keys move through the suggestions and Enter opens the product', async ({ page, vitrine }) => {
    void vitrine;
    const input = await searchField(page);
    await input.pressSequentially('ta');
    await expect(page.getByRole('option')).toHaveCount(5);
    await input.press('ArrowDown');
    await input.press('ArrowDown');
    const second = page.getByRole('option').nth(1);
    await expect(second).toHaveAttribute('aria-selected', 'true');
    await expect(input).toHaveAttribute('aria-activedescendant', (await second.getAttribute('id')) ?? '');
    const name = (await second.textContent())?.trim() ?? '';
    await input.press('Enter');
    await expect(page).toHaveURL(/\/fr\/catalog\/products\/\d+/);
    await expect(page.locator('h1')).toHaveText(name);
  });

  test('clicking a suggestion opens its product', async ({ page, vitrine }) => {
    void vitrine;
    const input = await searchField(page);
    await input.pressSequentially('ta');
    await page.getByRole('option').first().click();
    await expect(page).toHaveURL(/\/fr\/catalog\/products\/\d+/);
  });

  test('Escape closes the suggestions', async ({ page, vitrine }) => {
    void vitrine;
    const input = await searchField(page);
    await input.pressSequentially('ta');
    await expect(page.getByRole('option')).toHaveCount(5);
    await input.press('Escape');
    await expect(page.getByRole('listbox')).toBeHidden();
    await expect(input).toHaveAttribute('aria-expanded', 'false');
    await expect(input).toHaveValue('ta');
  });

  test('nothing found shows the no-product text under the found-products header', async ({
    page,
    vitrine,
  }) => {
    void vitrine;
    const input = await searchField(page);
    await input.pressSequentially('qxzwv');
    await expect(page.locator('.vitrine-combobox__empty')).toHaveText('Aucun produit trouvé');
    await expect(page.locator('.vitrine-combobox__header')).toHaveText('Produits trouvés');
    await expect(page.locator('#vitrine-announcer')).toContainText('Aucun produit trouvé');
  });

  test('only the latest text counts: an earlier slow answer is dropped', async ({ page, vitrine }) => {
    const input = await searchField(page);
    await vitrine.faults({ path: '^/api/v1/catalog/search/suggestions\\?q=ta&', delay: 1500 });
    const slowAsked = page.waitForRequest((r) => r.url().includes('q=ta&'));
    // The earlier call is aborted in the page: its request then ends as failed (or, if the server
    // had answered first, finished); either way it is over before the check below.
    const slowOver = page.waitForEvent('requestfailed', (r) => r.url().includes('q=ta&'));
    await input.pressSequentially('ta');
    await slowAsked;
    await input.fill('zzqq');
    await input.pressSequentially('');
    await input.fill('lampe');
    await expect(page.getByRole('option').first()).toContainText(/lamp/i);
    await slowOver;
    for (const text of await page.getByRole('option').allTextContents())
      expect(text.toLowerCase()).toContain('lamp');
  });

  test('a failed call shows nothing and no error modal', async ({ page, vitrine }) => {
    const input = await searchField(page);
    await vitrine.faults({ path: '/api/v1/catalog/search/suggestions', status: 500, times: 5 });
    await input.pressSequentially('ta');
    await page.waitForResponse((r) => r.url().includes('/search/suggestions'));
    await expect(page.getByRole('listbox')).toBeHidden();
    await expect(page.locator('dialog[open]')).toHaveCount(0);
  });

  test('has no accessibility violation with the suggestions open', async ({ page, vitrine }) => {
    const input = await searchField(page);
    await input.pressSequentially('ta');
    await expect(page.getByRole('option')).toHaveCount(5);
    await input.press('ArrowDown');
    expect(await vitrine.axe()).toEqual([]);
  });
});

test.describe('customer reference search', () => {
  async function login(page: Page) {
    await page.goto('/fr/security/login?returnUrl=%2Ffr%2F__test%2Fcustomer-ref');
    await page.locator('#login-email').fill('demo@vitrine.test');
    await page.locator('#login-password').fill('demo');
    await page.locator('#login-password').press('Enter');
    await expect(page).toHaveURL(/__test\/customer-ref/);
  }

  test("finds the customer's own references and opens the product", async ({ page, vitrine }) => {
    void vitrine;
    await login(page);
    const input = page.locator('#customer-ref');
    await input.focus();
    await expect(page.locator('[data-widget="customer-ref-search"][data-widget-mounted]')).toHaveCount(1);
    await input.pressSequentially('mug');
    const options = page.getByRole('option');
    await expect(options.first()).toContainText('CAM-MUG-');
    await input.press('ArrowDown');
    await input.press('Enter');
    await expect(page).toHaveURL(/\/fr\/catalog\/products\/\d+\?variantId=\d+/);
  });

  test('what is typed before the search is ready is searched once it is', async ({ page, vitrine }) => {
    void vitrine;
    // The widget's code comes ahead when the page is idle, or at the first focus: hold it back
    // until the reference is typed.
    const release = await holdChunk(page, 'widgets/customer-ref-search/index.ts');
    await login(page);
    const input = page.locator('#customer-ref');
    await input.focus();
    await input.pressSequentially('mug');
    await expect(page.locator('[data-widget="customer-ref-search"][data-widget-mounted]')).toHaveCount(0);
    release();
    await expect(page.getByRole('option').first()).toContainText('CAM-MUG-');
    await expect(input).toHaveValue('mug');
  });

  test('signed out, the search opens the login prompt', async ({ page, vitrine }) => {
    void vitrine;
    await page.goto('/fr/__test/customer-ref');
    const input = page.locator('#customer-ref');
    await input.focus();
    await input.pressSequentially('mug');
    await expect(page.locator('dialog.login-modal[open]')).toBeVisible();
  });
});

test.describe('search text cap', () => {
  test('a 100,000-character text is capped: the field takes 200 characters and the call sends no more', async ({
    page,
    vitrine,
  }) => {
    void vitrine;
    const input = await searchField(page);
    await expect(input).toHaveAttribute('maxlength', '200');
    const asked: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/search/suggestions')) asked.push(request.url());
    });
    // A script (or a paste into a field without maxlength) can still set a longer value.
    await input.evaluate((el: HTMLInputElement) => {
      el.removeAttribute('maxlength');
      el.value = `lampe${'x'.repeat(99_995)}`;
      el.dispatchEvent(new Event('input', { bubbles: true }));
    });
    // The server answers the capped text instead of refusing a 100 KB address.
    await expect(page.getByRole('option').first()).toContainText('Lampe');
    expect(asked.length).toBeGreaterThan(0);
    for (const url of asked) expect(new URL(url).searchParams.get('q')?.length).toBeLessThanOrEqual(200);
  });
});
