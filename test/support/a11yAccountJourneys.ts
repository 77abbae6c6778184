import { expect } from '@playwright/test';
import { hold, type Journey, type StateContext } from './a11yStates.ts';
import { openCart, seedCart, VARIANT } from './cart.ts';
import { openCheckout, placeButton } from './checkout.ts';
import { skipConsentBanner } from './consent.ts';
import { signIn } from './lists.ts';
import { CARDS, fillCard } from './payment.ts';
import { openPickupModal, pickupModal, searchAddress } from './pickup.ts';

/**
 * The journeys of the audit of every state (test/browser/a11y-states.spec.ts) through the cart,
 * the checkout and the customer's account: a quantity saving, a coupon refused, the pickup points
 * listed, the checkout's errors and a refused card, and the account's dialogs.
 */

/** The cart: empty, then a quantity being saved (its answer held), a coupon refused, the pickup modal with points listed. */
async function cart({ page, audit }: StateContext): Promise<void> {
  await skipConsentBanner(page);
  await page.goto('/fr/shoppingcarts');
  await expect(page.locator('.empty-state')).toBeVisible();
  await audit('empty');
  await seedCart(page, [{ ProductVariantId: VARIANT.lowStock, Quantity: 1 }]);
  await openCart(page);
  await audit('first state');
  const saving = await hold(
    page,
    (url, method) => method === 'PUT' && /shoppingcartitems/.test(url.pathname),
  );
  const quantity = page.locator('.cart-line').first().getByRole('spinbutton');
  await quantity.fill('2');
  await quantity.press('Enter');
  await expect(page.locator('.cart-line').first()).toHaveAttribute('aria-busy', 'true');
  await audit('quantity saving');
  await saving.release();
  await expect(page.locator('.cart-line[aria-busy]')).toHaveCount(0);
  await page.getByLabel('Code promo').fill('INCONNU');
  await page.getByRole('button', { name: 'Appliquer' }).click();
  await expect(page.locator('#vitrine-growl-assertive .vitrine-growl__item')).toContainText('Aucun coupon');
  await audit('coupon refused');
  await page.getByLabel('Code promo').fill('BIENVENUE10');
  await page.getByRole('button', { name: 'Appliquer' }).click();
  await expect(page.locator('.cart-coupon__tag')).toHaveText(/BIENVENUE10/);
  await audit('coupon applied');
  await page.getByRole('radio', { name: /^Point relais/ }).click();
  await expect(page.locator('.pickup-slot[data-widget-mounted~="pickup-point"]')).toHaveCount(1);
  await audit('pickup method chosen');
  const modal = await openPickupModal(page);
  await searchAddress(page, 'Gand');
  await expect(modal.getByRole('radio')).toHaveCount(14);
  await audit('pickup modal with points listed');
  await expect(pickupModal(page)).toBeVisible();
}

/** The checkout: its error summary after an empty submit, a refused card, the 3-D Secure challenge, the address modal. */
async function checkout({ page, audit }: StateContext): Promise<void> {
  await skipConsentBanner(page);
  await openCheckout(page);
  await audit('first state');
  await placeButton(page).click();
  await expect(page.locator('.checkout-errors__box')).toBeFocused();
  await audit('error summary shown');
  await page.getByLabel('Carte bancaire').check();
  await page.getByLabel("J'accepte les conditions générales de vente").check();
  await fillCard(page, CARDS.refused);
  await placeButton(page).click();
  await expect(page.locator('.checkout-errors__box')).toContainText('solde insuffisant');
  await audit('card refused');
  await page.locator('[data-card-field="number"]').fill(CARDS.challenge);
  await placeButton(page).click();
  await expect(page.locator('dialog[data-payment-challenge]')).toBeVisible();
  await audit('3-D Secure challenge open');
  await page.keyboard.press('Escape');
  await expect(page.locator('dialog[data-payment-challenge]')).toBeHidden();
  const billing = page.locator('fieldset[data-address-picker="Billing"]');
  await billing.getByRole('link', { name: 'Ajouter une adresse' }).click();
  await expect(page.locator('dialog.address-modal[open]')).toBeVisible();
  await audit('address modal open');
}

/** The order page's delivery change modal, and the login modal when the session ended meanwhile. */
async function orders({ page, vitrine, audit }: StateContext): Promise<void> {
  await skipConsentBanner(page);
  await signIn(page, '/fr/sales/order/5002');
  await expect(page.locator('form[data-widget-mounted~="delivery-address-change"]')).toHaveCount(1);
  await audit('first state');
  await page.locator('.delivery-change-trigger__button').click();
  await expect(page.locator('dialog.delivery-change-modal[open]')).toBeVisible();
  await audit('delivery change modal open');
  await page.goto('/fr/sales/order/list');
  await expect(page.locator('[data-widget-mounted~="area-pagination"]')).toHaveCount(1);
  await audit('first state');
  const loading = await hold(page, (url) => url.pathname === '/fr/sales/order/list' && url.search !== '');
  await page.locator('#orders nav.pagination').getByRole('link', { name: 'Page 2' }).click();
  await loading.started();
  await audit('next page loading');
  await loading.release();
  const pager = page.locator(
    '#orders nav.pagination[data-current-page="2"][data-widget-mounted~="area-pagination"]',
  );
  await expect(pager).toHaveCount(1);
  // Two: the pointer rests over the swapped area, and the navigator may fetch a pager link's page
  // ahead on hover in the moment before the new pager's widget mounts and claims its links; that
  // fetch may take one 401, the click's call must still meet the other.
  await vitrine.faults({ method: 'GET', path: '/fr/sales/order/list', status: 401, times: 2 });
  await pager.getByRole('link', { name: 'Précédente' }).click();
  await expect(page.locator('dialog.login-modal')).toBeVisible();
  await audit('login modal open');
}

/** The refund request with a quantity typed, the two-factor set-up, the prepaid account's change-of-customer modal, the wish-list modal. */
async function account({ page, audit }: StateContext): Promise<void> {
  await skipConsentBanner(page);
  await signIn(page, '/fr/sales/order/refundrequest/5002');
  await expect(page.locator('[data-widget-mounted~="refund-request"]')).toHaveCount(1);
  const line = page.locator('[data-refund-line]').first().getByRole('textbox');
  await line.fill('1');
  await line.press('Enter');
  await expect(page.locator('[data-refund-total-items]')).toHaveText('1');
  await audit('quantity chosen');
  await page.goto('/fr/security/account');
  await expect(page.locator('[data-widget="two-factor-modal"][data-widget-mounted]')).toHaveCount(1);
  await page.getByRole('link', { name: 'Authentification à deux facteurs' }).click();
  const twoFactor = page.getByRole('dialog', { name: 'Authentification à deux facteurs' });
  await twoFactor.getByRole('link', { name: 'Configurer une application d’authentification' }).click();
  await expect(page.locator('.two-factor-key code')).toBeVisible();
  await audit('two-factor set-up open');
  await page.goto('/fr/sales/prepaidaccounts/71');
  await audit('first state');
  await page.getByRole('link', { name: 'Changer de client' }).click();
  await expect(page.locator('dialog.prepaid-customer-modal[open]')).toBeVisible();
  await audit('change of customer modal open');
  await page.goto('/fr/catalog/products/1002');
  await expect(page.locator('a.wishlist-heart')).toHaveAttribute('aria-haspopup', 'dialog');
  await page.locator('a.wishlist-heart').click();
  await expect(page.locator('dialog.wishlist-modal[open]')).toBeVisible();
  await audit('wish-list modal open');
}

/** The journeys through the cart, the checkout and the account. */
export const ACCOUNT_JOURNEYS: Record<string, Journey> = {
  cart: { kinds: ['/fr/shoppingcarts'], run: cart },
  checkout: { kinds: ['/fr/checkout'], run: checkout },
  orders: { kinds: ['/fr/sales/order/#', '/fr/sales/order/list'], run: orders },
  account: {
    kinds: ['/fr/sales/order/refundrequest/#', '/fr/sales/prepaidaccounts/#'],
    run: account,
  },
};
