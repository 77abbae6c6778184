import { expect } from '@playwright/test';
import { ACCOUNT_JOURNEYS } from './a11yAccountJourneys.ts';
import { PLAIN_JOURNEYS } from './a11yPlainPages.ts';
import { headerMenus, headerReady, hold, type Journey, type StateContext } from './a11yStates.ts';
import { seedCart, VARIANT } from './cart.ts';
import { skipConsentBanner } from './consent.ts';
import { reachFor } from './firstMove.ts';
import { makeImage } from './images.ts';

/**
 * The journeys of the audit of every state (test/browser/a11y-states.spec.ts): the shop's own
 * pages with the states a customer reaches there. The signed-in ones, the cart, checkout and
 * account pages, are in a11yAccountJourneys.ts; the pages with no state of their own in
 * a11yPlainPages.ts.
 */

/** The home page on a first visit: the consent banner and its preferences, then the header's menus. */
async function home(context: StateContext): Promise<void> {
  const { page, audit } = context;
  await seedCart(page, [{ ProductVariantId: VARIANT.degressive, Quantity: 2 }]);
  await page.goto('/fr/');
  const banner = page.getByRole('region', { name: 'Vos préférences cookies' });
  await expect(banner).toBeVisible();
  await audit('consent banner');
  await page.getByRole('button', { name: 'Personnaliser' }).click();
  const modal = page.getByRole('dialog', { name: 'Vos préférences cookies' });
  await expect(modal).toBeVisible();
  await audit('consent preferences open');
  await modal.getByRole('button', { name: 'Enregistrer mes choix' }).click();
  await expect(modal).toBeHidden();
  await headerMenus(context);
}

/** The listing: the filters (behind a button on a phone), a facet ticked while the list loads, the quick view. */
async function listing({ page, audit, phone }: StateContext): Promise<void> {
  await skipConsentBanner(page);
  await page.goto('/fr/catalog');
  await headerReady(page);
  await audit('first state');
  if (phone) {
    await page.getByRole('button', { name: 'Filtres' }).click();
    await expect(page.getByRole('dialog', { name: 'Filtres' }).locator('.facets')).toBeVisible();
    await audit('filter panel open');
  } else {
    await reachFor(page.locator('form.facets'), 'product-filters');
  }
  const loading = await hold(page, (url, method) => method === 'GET' && url.searchParams.has('filter'));
  await page.locator('fieldset[data-facet="Brands"] input[type="checkbox"]').first().check();
  await loading.started();
  await audit('facet ticked, list loading');
  await loading.release();
  await expect(page).toHaveURL(/filter=/);
  await expect(page.locator('.filter-tag')).toHaveCount(1);
  await audit('facet ticked, list filtered');
  if (phone) {
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog', { name: 'Filtres' })).toBeHidden();
  }
  const eye = page.locator('.product-card__quick-view').first();
  await eye.hover();
  await expect(eye).toHaveAttribute('data-widget-mounted', /quick-view/);
  await eye.click();
  await expect(page.locator('dialog.quick-view-modal[open]')).toBeVisible();
  await audit('quick view open');
}

/** The product page: a variant chosen, the add-to-cart dialog. */
async function product({ page, audit }: StateContext): Promise<void> {
  await skipConsentBanner(page);
  await page.goto('/fr/catalog/products/1001');
  await expect(page.locator('[data-widget-mounted~="add-to-cart"]')).toHaveCount(1);
  await expect(page.locator('[data-widget-mounted~="product-variants"]')).toHaveCount(1);
  await audit('first state');
  await page.getByRole('radio', { name: 'M', exact: true }).check();
  await expect(page.locator('[data-bind="SKU"]')).toHaveText('VT-1001-101-203');
  await audit('variant chosen');
  await page.getByRole('button', { name: 'Ajouter au panier' }).click();
  await expect(page.locator('dialog.add-to-cart-dialog')).toBeVisible();
  await audit('add-to-cart dialog open');
}

/** The register and login forms with their errors shown (an empty submit); the product's stock dialogs. */
async function forms({ page, audit }: StateContext): Promise<void> {
  await skipConsentBanner(page);
  await page.goto('/fr/security/register');
  await page.locator('form.form button[type="submit"]').click();
  await expect(page.locator('[data-valmsg-for="AcceptTerms"]')).not.toBeEmpty();
  await audit('errors shown');
  await page.goto('/fr/security/login');
  await page.locator('form.login-form button[type="submit"]').click();
  await expect(page.locator('[data-valmsg-for="Email"]')).not.toBeEmpty();
  await audit('errors shown');
  await page.locator('#login-email').fill('demo@vitrine.test');
  await page.locator('#login-password').fill('pas-le-bon');
  await page.locator('form.login-form button[type="submit"]').click();
  await expect(page.locator('.alert--error[role="alert"]')).toBeVisible();
  await audit('password refused');
  await page.goto('/fr/catalog/products/1001');
  const link = page.getByRole('link', { name: 'Voir le stock par entrepôt' });
  await link.hover();
  await expect(page.locator('.stock [data-widget-mounted~="stock-modal"]')).toHaveCount(1);
  await link.click();
  await expect(page.locator('dialog.stock-modal').getByText('Bruxelles')).toBeVisible();
  await audit('stock by warehouse open');
  await page.goto('/fr/catalog/products/1005?variantId=100504');
  await expect(page.locator('[data-widget-mounted~="stock-notification"]')).toHaveCount(1);
  await page.getByRole('link', { name: 'Me prévenir du retour en stock' }).click();
  await expect(page.locator('dialog.stock-notification-modal')).toBeVisible();
  await audit('back-in-stock dialog open');
}

/** A page no widget answers (a 404) and the error modal over a page whose call failed. */
async function errors({ page, vitrine, audit }: StateContext): Promise<void> {
  await skipConsentBanner(page);
  const answer = await page.goto('/fr/no-such-page');
  expect(answer?.status()).toBe(404);
  await audit('404 page');
  await page.goto('/fr/__test/errors');
  await expect(page.locator('#modal-cart[data-widget-mounted]')).toHaveCount(1);
  await vitrine.faults({ method: 'GET', path: '/fr/shoppingcarts', status: 500 });
  await page.locator('#modal-cart').click();
  await expect(page.locator('dialog.vitrine-error-modal[open]')).toBeVisible();
  await audit('error modal open');
}

/** The CMS's popup, opened by its timer (the test clock runs it on). */
async function popups({ page, audit }: StateContext): Promise<void> {
  await skipConsentBanner(page);
  await page.clock.install();
  await page.goto('/fr/__test/popups');
  await expect(page.locator('[data-widget="popup"][data-widget-mounted]')).toHaveCount(1);
  await page.clock.runFor(3_100);
  await expect(page.getByRole('dialog', { name: 'Nos soldes d’hiver' })).toBeVisible();
  await audit('popup open');
}

/** The assets library's upload: a picture larger than the crop size opens the crop dialog. */
async function uploads({ page, audit }: StateContext): Promise<void> {
  await skipConsentBanner(page);
  await page.goto('/fr/assetslibrary/uploads');
  const widget = page.locator('#single-crop[data-widget-mounted]');
  await page.locator('#single-crop').scrollIntoViewIfNeeded();
  await expect(widget.locator('.asset-upload__island')).toBeVisible();
  await audit('first state');
  await widget.locator('input[type="file"]').setInputFiles(await makeImage(1600, 1200));
  await expect(page.locator('dialog.asset-crop-modal[open]')).toBeVisible();
  await audit('crop dialog open');
}

/** The shop's pages with states of their own, signed out. */
const SHOP_JOURNEYS: Record<string, Journey> = {
  home: { kinds: ['/fr/'], run: home },
  listing: { kinds: ['/fr/catalog'], run: listing },
  product: { kinds: ['/fr/catalog/products/#'], run: product },
  forms: { kinds: ['/fr/security/register', '/fr/security/login'], run: forms },
  errors: { kinds: [], run: errors },
  popups: { kinds: [], run: popups },
  uploads: { kinds: ['/fr/assetslibrary/uploads'], run: uploads },
};

/** Every journey of the audit, by name. */
export const JOURNEYS: Record<string, Journey> = { ...SHOP_JOURNEYS, ...ACCOUNT_JOURNEYS, ...PLAIN_JOURNEYS };

/** The page kinds the journeys audit: the crawl holds every kind it finds to this list. */
export const AUDITED_KINDS: ReadonlySet<string> = new Set(Object.values(JOURNEYS).flatMap((j) => j.kinds));
