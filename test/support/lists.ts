import { expect, type Page } from '@playwright/test';

/** The demo customer's account (fixtures/data/customers.ts). */
export const DEMO = { email: 'demo@vitrine.test', password: 'demo' };

/** Signs the demo customer in through the login page, landing on `returnUrl`. */
export async function signIn(page: Page, returnUrl = '/fr/'): Promise<void> {
  await page.goto(`/fr/security/login?returnUrl=${encodeURIComponent(returnUrl)}`);
  await page.locator('#login-email').fill(DEMO.email);
  await page.locator('#login-password').fill(DEMO.password);
  await page.locator('form.login-form button[type="submit"]').click();
  await expect(page).toHaveURL((url) => url.pathname + url.search === returnUrl);
  await page.waitForFunction(() => window.vitrine?.navigator !== undefined, undefined, { timeout: 5_000 });
}

/** Fills and submits the login form of the 401 modal. */
export async function signInThroughModal(page: Page): Promise<void> {
  const modal = page.locator('dialog.login-modal[open]');
  await expect(modal).toBeVisible();
  await modal.locator('input[name="Email"]').fill(DEMO.email);
  await modal.locator('input[name="Password"]').fill(DEMO.password);
  await modal.locator('button[type="submit"]').click();
}

/** The server's view of the customer's wishlists (through the page's cookie). */
export async function serverWishlists(page: Page): Promise<{ Count: number; ProductVariantIds: number[] }> {
  const response = await page.request.get('/api/v1/catalog/wishlist/products/count', {
    headers: { 'X-Requested-With': 'XMLHttpRequest' },
  });
  return response.json();
}

/** The signed-in customer's wishlist page HTML as the server renders it (no JS). */
export async function serverListPage(page: Page, id: number): Promise<string> {
  const response = await page.request.get(`/fr/catalog/wishlist/list?Id=${id}`);
  return response.text();
}

/** Signs the customer out behind the page's back (POST logoff with the page's anti-forgery token). */
export async function signOutBehind(page: Page): Promise<void> {
  const token = await page.evaluate(
    () => JSON.parse(document.getElementById('vitrine-settings')?.textContent ?? '{}').csrfToken as string,
  );
  await page.request.post('/fr/security/logoff', { headers: { RequestVerificationToken: token } });
}

/**
 * Signs the demo customer in behind the page's back (the login form's POST, with the visitor's
 * anti-forgery token from the login page's settings): no page is shown, none is loaded.
 */
export async function signInBehind(page: Page): Promise<void> {
  const login = await (await page.request.get('/fr/security/login')).text();
  const token = /"csrfToken":"([^"]+)"/.exec(login)?.[1];
  if (!token) throw new Error('the login page carries no anti-forgery token');
  const response = await page.request.post('/fr/security/login', {
    headers: { RequestVerificationToken: token },
    form: { Email: DEMO.email, Password: DEMO.password },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(303);
}
