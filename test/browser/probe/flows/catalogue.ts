import { expect, type Page } from '@playwright/test';
import { withoutRefreshOnClick } from '../../../support/facets.ts';
import { reachFor } from '../../../support/firstMove.ts';
import { signIn } from '../../../support/lists.ts';
import type { Flow } from '../flow.ts';

const PRODUCT = '/fr/catalog/products/1001';
const OUT_OF_STOCK = '/fr/catalog/products/1005?variantId=100504';
const searchField = (page: Page) => page.locator('#site-search');
const notifyModal = (page: Page) => page.locator('dialog.stock-notification-modal');

/** The product page with its variant choice running. */
async function product(page: Page, path = PRODUCT): Promise<void> {
  await page.goto(path);
  await expect(page.locator('[data-widget-mounted~="product-variants"]')).toHaveCount(1);
}

/** The listing with refresh-on-click off on the facet form: a box ticked refreshes the facets. */
async function listingWithFacetRefresh(page: Page): Promise<void> {
  await withoutRefreshOnClick(page);
  await page.goto('/fr/catalog');
  await reachFor(page.locator('form.facets'), 'product-filters');
}

/** The catalogue's calls: add to cart, variants, stock, quick view, filters, searches, references. */
export const catalogueFlows: Flow[] = [
  {
    name: 'product page: added to the cart',
    setup: (page) => product(page),
    act: (page) => page.getByRole('button', { name: 'Ajouter au panier' }).click(),
  },
  {
    name: 'product page: a variant chosen',
    setup: (page) => product(page),
    act: (page) => page.getByRole('radio', { name: 'M', exact: true }).click(),
  },
  {
    name: 'product page: a signed-in customer’s variant chosen',
    async setup(page) {
      await signIn(page, PRODUCT);
      await expect(page.locator('[data-widget-mounted~="product-variants"]')).toHaveCount(1);
    },
    act: (page) => page.getByRole('radio', { name: 'M', exact: true }).click(),
  },
  {
    name: 'product page: the stock by warehouse',
    // The modal's code comes at the first sign of interest (the link hovered); a click before it
    // follows the link as HTML does.
    async setup(page) {
      await product(page);
      await page.getByRole('link', { name: 'Voir le stock par entrepôt' }).hover();
      await expect(page.locator('[data-widget-mounted~="stock-modal"]')).toHaveCount(1);
    },
    act: (page) => page.getByRole('link', { name: 'Voir le stock par entrepôt' }).click(),
  },
  {
    name: 'product page: the back-in-stock form opened',
    async setup(page) {
      await product(page, OUT_OF_STOCK);
      await expect(page.locator('[data-widget-mounted~="stock-notification"]')).toHaveCount(1);
    },
    act: (page) => page.getByRole('link', { name: 'Me prévenir du retour en stock' }).click(),
  },
  {
    name: 'product page: a back-in-stock subscription',
    async setup(page) {
      await product(page, OUT_OF_STOCK);
      await expect(page.locator('[data-widget-mounted~="stock-notification"]')).toHaveCount(1);
      await page.getByRole('link', { name: 'Me prévenir du retour en stock' }).click();
      await notifyModal(page).getByLabel('Adresse e-mail').fill('claire@exemple.be');
    },
    act: (page) => notifyModal(page).getByRole('button', { name: 'Me prévenir' }).click(),
    typed: (page) => ({ field: notifyModal(page).getByLabel('Adresse e-mail'), value: 'claire@exemple.be' }),
  },
  {
    name: 'listing: a quick view',
    async setup(page) {
      await page.goto('/fr/catalog');
      // The quick view mounts at the first sign of interest: the eye hovered.
      await page.locator('.product-card').first().locator('.product-card__quick-view').hover();
      await expect(page.locator('.product-card__quick-view[data-widget-mounted]').first()).toBeVisible();
    },
    act: (page) => page.locator('.product-card').first().locator('.product-card__quick-view').click(),
  },
  {
    name: 'listing: a facet ticked',
    setup: listingWithFacetRefresh,
    act: (page) => page.locator('fieldset[data-facet="Categories"] input[value="2"]').check(),
  },
  {
    name: 'search: suggestions for what is typed',
    async setup(page) {
      await page.goto('/fr/');
      await page.locator('.site-search__open').click();
      await expect(page.locator('form.search-form[data-widget-mounted]')).toHaveCount(1);
    },
    act: (page) => searchField(page).pressSequentially('lam'),
    typed: (page) => ({ field: searchField(page), value: 'lam' }),
  },
  {
    name: 'search: the remote typeahead',
    async setup(page) {
      await page.goto('/fr/__test/typeahead');
      await page.locator('#quick-find').focus();
      await expect(page.locator('[data-widget-mounted~="product-typeahead"]')).toHaveCount(1);
    },
    act: (page) => page.locator('#quick-find').pressSequentially('la'),
    typed: (page) => ({ field: page.locator('#quick-find'), value: 'la' }),
  },
  {
    name: 'customer references: a search',
    async setup(page) {
      await signIn(page, '/fr/__test/customer-ref');
      await page.locator('#customer-ref').focus();
      await expect(page.locator('[data-widget="customer-ref-search"][data-widget-mounted]')).toHaveCount(1);
    },
    act: (page) => page.locator('#customer-ref').pressSequentially('cam'),
    typed: (page) => ({ field: page.locator('#customer-ref'), value: 'cam' }),
  },
  {
    name: 'customer references: the edit form opened',
    async setup(page) {
      await signIn(page, '/fr/__test/customer-ref-update');
      await expect(page.locator('[data-widget-mounted~="customer-ref-update"]')).toHaveCount(2);
    },
    act: (page) => page.locator('a.ref-modal').click(),
  },
  {
    name: 'customer references: a reference saved',
    async setup(page) {
      await signIn(page, '/fr/__test/customer-ref-update');
      await expect(page.locator('[data-widget-mounted~="customer-ref-update"]')).toHaveCount(2);
      await page.locator('a.ref-modal').click();
      await page.locator('dialog.customer-ref-modal[open]').getByLabel('Votre référence').fill('REF-9');
    },
    act: (page) =>
      page
        .locator('dialog.customer-ref-modal[open]')
        .getByRole('button', { name: 'Enregistrer la référence' })
        .click(),
    typed: (page) => ({
      field: page.locator('dialog.customer-ref-modal').getByLabel('Votre référence'),
      value: 'REF-9',
    }),
  },
];
