import type { Page } from '@playwright/test';
import { placeButton } from '../support/checkout.ts';
import { signIn } from '../support/lists.ts';
import { CARDS, fillCard } from '../support/payment.ts';
import { pickupModal, searchAndList } from '../support/pickup.ts';
import { expect, test } from '../support/test.ts';

declare global {
  interface Window {
    __violations?: string[];
  }
}

const STRICT =
  /^script-src 'nonce-([A-Za-z0-9+/=]+)' 'strict-dynamic'; object-src 'none'; base-uri 'none'; form-action 'self'; frame-src 'none'; require-trusted-types-for 'script'; trusted-types vitrine default theme$/;

/** Records every `securitypolicyviolation` of every document the page shows. */
async function recordViolations(page: Page): Promise<void> {
  await page.addInitScript(() => {
    window.__violations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      window.__violations?.push(`${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}`);
    });
  });
}

/** The violations of the document on screen, kept across its visits. */
const violations = (page: Page) => page.evaluate(() => window.__violations ?? []);

/** Grants every consent category, so the site's gated tags run too. */
async function grantAll(page: Page): Promise<void> {
  const record = { stamp: '2026-11', preferences: true, statistics: true, marketing: true };
  const value = encodeURIComponent(JSON.stringify(record));
  await page.context().addCookies([{ name: 'VitrineCookieConsent', value, url: 'http://127.0.0.1/' }]);
}

test.describe('the shop under its strict nonce CSP', () => {
  test('every page type answers the strict policy, with a nonce of its own on each answer', async ({
    page,
  }) => {
    const paths = [
      '/fr/',
      '/fr/catalog',
      '/fr/catalog/products/1001',
      '/fr/shoppingcarts',
      '/fr/security/login',
      '/fr/news',
      '/fr/no-such-page',
    ];
    const nonces = new Set<string>();
    for (const path of paths) {
      for (let i = 0; i < 2; i += 1) {
        const response = await page.request.get(path);
        const nonce = STRICT.exec(response.headers()['content-security-policy'] ?? '')?.[1];
        expect(nonce, path).toBeDefined();
        expect(await response.text(), path).toContain(`nonce="${nonce}"`);
        nonces.add(nonce ?? '');
      }
    }
    expect(nonces.size).toBe(paths.length * 2);
  });

  test('a whole purchase, from the home page to the confirmation, reports no violation', async ({
    page,
    vitrine,
  }) => {
    await recordViolations(page);
    await grantAll(page);
    const policies: string[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'document' && response.status() < 300) {
        policies.push(response.headers()['content-security-policy'] ?? 'none');
      }
    });
    await signIn(page, '/fr/');
    await page.locator('.main-nav__list a[href="/fr/catalog"]').first().click();
    await expect(page).toHaveURL(/\/fr\/catalog$/);
    await page.locator('.product-card a[href*="/catalog/products/"]').first().click();
    await expect(page.locator('[data-widget-mounted~="add-to-cart"]')).toHaveCount(1);
    await page.getByRole('button', { name: 'Ajouter au panier' }).click();
    await expect(page.locator('dialog.add-to-cart-dialog')).toBeVisible();
    await page.keyboard.press('Escape');
    await page.locator('a.cart-link').click();
    await expect(page).toHaveURL(/\/fr\/shoppingcarts$/);
    await expect(page.locator('[data-widget-mounted~="cart-page"]')).toHaveCount(1);
    await page.locator('.cart-form__actions a[href="/fr/checkout"], a[href="/fr/checkout"]').first().click();
    await expect(page.locator('form[data-widget-mounted~="checkout"]')).toHaveCount(1);
    await page.getByRole('radio', { name: /^Point relais/ }).click();
    await page.getByRole('link', { name: 'Choisir un point relais' }).click();
    await expect(pickupModal(page)).toBeVisible();
    await searchAndList(page, 'Namur');
    await expect(pickupModal(page).locator('.leaflet-container')).toBeVisible();
    await page.keyboard.press('Escape');
    await page.getByLabel('Carte bancaire').check();
    await page.getByLabel("J'accepte les conditions générales de vente").check();
    await fillCard(page, CARDS.challenge);
    await placeButton(page).click();
    const challenge = page.locator('dialog[data-payment-challenge]');
    await challenge.getByLabel('Code de vérification').fill('1234');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/fr\/checkout\/confirmation\/\d+$/);
    await expect(page.locator('.order-number')).toHaveText(/^CMD-/);
    expect(await violations(page)).toEqual([]);
    expect(vitrine.consoleErrors).toEqual([]);
    expect(policies.length).toBeGreaterThan(0);
    for (const policy of policies) expect(policy).toMatch(STRICT);
  });
});
