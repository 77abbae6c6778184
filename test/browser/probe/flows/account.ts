import { expect, type Page } from '@playwright/test';
import { openCheckout, placeButton } from '../../../support/checkout.ts';
import { signIn } from '../../../support/lists.ts';
import type { Flow } from '../flow.ts';

const ACCOUNT = '/fr/sales/prepaidaccounts/71';
const units = (page: Page) => page.getByLabel('Nombre d’unités');
const customerModal = (page: Page) => page.locator('dialog.prepaid-customer-modal[open]');
const deliveryModal = (page: Page) => page.locator('dialog.delivery-change-modal[open]');

/** The demo customer's prepaid account page, its widgets running. */
async function prepaidAccount(page: Page): Promise<void> {
  await signIn(page, ACCOUNT);
  await expect(page.locator('[data-widget-mounted~="prepaid-topup"]')).toHaveCount(1);
}

/** An order just placed, its page open with the delivery change form. */
async function placedOrder(page: Page): Promise<void> {
  await openCheckout(page);
  await page.getByLabel("J'accepte les conditions générales de vente").check();
  await placeButton(page).click();
  await expect(page).toHaveURL(/\/fr\/checkout\/confirmation\/\d+$/);
  await page.getByRole('link', { name: 'Voir la commande' }).click();
  await expect(page.locator('form[data-widget-mounted~="delivery-address-change"]')).toHaveCount(1);
}

/** The account pages' calls: prepaid, orders, the delivery change, two-factor. */
export const accountFlows: Flow[] = [
  {
    name: 'prepaid account: a top-up',
    setup: prepaidAccount,
    async act(page) {
      await units(page).fill('3');
      await page.getByRole('button', { name: 'Ajouter au panier et payer' }).click();
    },
    typed: (page) => ({ field: units(page), value: '3' }),
  },
  {
    name: 'prepaid account: the usage notice switched',
    setup: prepaidAccount,
    act: (page) => page.getByLabel('M’avertir par e-mail à chaque utilisation').click(),
  },
  {
    name: 'prepaid account: a page of its history',
    setup: prepaidAccount,
    async act(page) {
      await units(page).fill('7');
      await page.locator('#prepaid-history').getByRole('link', { name: 'Page 3' }).click();
    },
    typed: (page) => ({ field: units(page), value: '7' }),
  },
  {
    name: 'prepaid account: the customer modal opened',
    setup: prepaidAccount,
    act: (page) => page.getByRole('link', { name: 'Changer de client' }).click(),
  },
  {
    name: 'prepaid account: a customer searched',
    async setup(page) {
      await prepaidAccount(page);
      await page.getByRole('link', { name: 'Changer de client' }).click();
      await expect(customerModal(page).locator('[data-widget-mounted~="customer-picker"]')).toHaveCount(1, {
        timeout: 10_000,
      });
      await customerModal(page).getByRole('combobox').fill('');
    },
    act: (page) => customerModal(page).getByRole('combobox').pressSequentially('jan'),
    typed: (page) => ({ field: customerModal(page).getByRole('combobox'), value: 'jan' }),
  },
  {
    name: 'orders: a page of the list',
    async setup(page) {
      await signIn(page, '/fr/sales/order/list');
      await expect(page.locator('[data-widget-mounted~="area-pagination"]')).toHaveCount(1);
    },
    act: (page) => page.locator('#orders nav.pagination').getByRole('link', { name: 'Page 2' }).click(),
  },
  {
    name: 'orders: an order bought again',
    async setup(page) {
      await signIn(page, '/fr/sales/order/list');
      await expect(page.locator('[data-widget-mounted~="order-add-to-cart"]').first()).toBeAttached();
    },
    act: (page) => page.getByRole('button', { name: 'Commander à nouveau CMD-2026-005001' }).click(),
  },
  {
    name: 'order: the delivery change form opened',
    setup: placedOrder,
    act: (page) => page.locator('.delivery-change-trigger__button').click(),
  },
  {
    name: 'order: a delivery change asked',
    async setup(page) {
      await placedOrder(page);
      await page.locator('.delivery-change-trigger__button').click();
      await deliveryModal(page)
        .getByLabel('Nouvelle adresse de livraison')
        .fill('Rue Neuve 1, 1000 Bruxelles');
    },
    act: (page) => deliveryModal(page).getByRole('button', { name: 'Envoyer' }).click(),
    typed: (page) => ({
      field: page.locator('dialog.delivery-change-modal').getByLabel('Nouvelle adresse de livraison'),
      value: 'Rue Neuve 1, 1000 Bruxelles',
    }),
  },
  {
    name: 'account: the two-factor modal opened',
    async setup(page) {
      await signIn(page, '/fr/security/account');
      await expect(page.locator('[data-widget="two-factor-modal"][data-widget-mounted]')).toHaveCount(1);
    },
    act: (page) => page.getByRole('link', { name: 'Authentification à deux facteurs' }).click(),
  },
  {
    name: 'account: the two-factor set-up step',
    async setup(page) {
      await signIn(page, '/fr/security/account');
      await expect(page.locator('[data-widget="two-factor-modal"][data-widget-mounted]')).toHaveCount(1);
      await page.getByRole('link', { name: 'Authentification à deux facteurs' }).click();
      await expect(page.getByRole('dialog', { name: 'Authentification à deux facteurs' })).toBeVisible();
    },
    act: (page) => page.getByRole('link', { name: 'Configurer une application d’authentification' }).click(),
  },
];

accountFlows.push({
  name: 'account: a two-factor code sent',
  async setup(page) {
    await signIn(page, '/fr/security/account');
    await expect(page.locator('[data-widget="two-factor-modal"][data-widget-mounted]')).toHaveCount(1);
    await page.getByRole('link', { name: 'Authentification à deux facteurs' }).click();
    await page
      .getByRole('dialog')
      .getByRole('link', { name: 'Configurer une application d’authentification' })
      .click();
    const setUp = page.getByRole('dialog', { name: 'Configurer une application d’authentification' });
    await setUp.getByLabel('Code de vérification (6 chiffres)').fill('000000');
  },
  act: (page) =>
    page
      .getByRole('dialog', { name: 'Configurer une application d’authentification' })
      .getByRole('button', { name: 'Vérifier' })
      .click(),
});
