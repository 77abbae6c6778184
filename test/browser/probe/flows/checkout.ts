import { expect, type Page } from '@playwright/test';
import { openCheckout, placeButton } from '../../../support/checkout.ts';
import { CARDS, fillCard, unpaidOrder } from '../../../support/payment.ts';
import { cartWithPickup, openPickupModal, pickupModal, searchAddress } from '../../../support/pickup.ts';
import type { Flow } from '../flow.ts';

const TERMS = "J'accepte les conditions générales de vente";
const vat = (page: Page) => page.locator('#BillingVAT');
const addressModal = (page: Page) => page.locator('dialog.address-modal[open]');

/** The checkout with the terms accepted, paying by card with a card typed in. */
async function checkoutByCard(page: Page, card = CARDS.authorised): Promise<void> {
  await openCheckout(page);
  await page.getByLabel('Carte bancaire').check();
  await page.getByLabel(TERMS).check();
  await fillCard(page, card);
}

/** The payment page of the visitor's unpaid order, its card typed in. */
async function paymentPage(page: Page, card: string): Promise<void> {
  await page.goto((await unpaidOrder(page)).PaymentUrl);
  await expect(page.locator('[data-test-card]')).toBeVisible();
  await fillCard(page, card);
}

/** The checkout, the pickup, the payment page. */
export const checkoutFlows: Flow[] = [
  {
    name: 'checkout: the order placed (bank transfer)',
    async setup(page) {
      await openCheckout(page);
      await page.getByLabel(TERMS).check();
    },
    act: (page) => placeButton(page).click(),
  },
  {
    name: 'checkout: the order placed and paid by card',
    setup: (page) => checkoutByCard(page),
    act: (page) => placeButton(page).click(),
  },
  {
    name: 'checkout: a VAT number checked',
    setup: (page) => openCheckout(page),
    async act(page) {
      await vat(page).fill('BE0123456789');
      await vat(page).blur();
    },
    typed: (page) => ({ field: vat(page), value: 'BE0123456789' }),
  },
  {
    name: 'checkout: a shipping method chosen',
    setup: (page) => openCheckout(page),
    act: (page) => page.getByRole('radio', { name: /^Express 24 h/ }).click(),
  },
  {
    name: 'checkout: another billing address chosen',
    setup: (page) => openCheckout(page),
    act: (page) =>
      page
        .locator('fieldset[data-address-picker="Billing"]')
        .getByLabel(/Atelier Dubois/)
        .check(),
  },
  {
    name: 'checkout: the address form opened',
    setup: (page) => openCheckout(page),
    act: (page) =>
      page
        .locator('fieldset[data-address-picker="Billing"]')
        .getByRole('link', { name: 'Ajouter une adresse' })
        .click(),
  },
  {
    name: 'checkout: a new address saved',
    async setup(page) {
      await openCheckout(page);
      await page
        .locator('fieldset[data-address-picker="Billing"]')
        .getByRole('link', { name: 'Ajouter une adresse' })
        .click();
      const modal = addressModal(page);
      await modal.getByLabel('Utilisation').selectOption('Both');
      const fields: [string, string][] = [
        ['Prénom', 'Alex'],
        ['Rue', 'Rue Neuve'],
        ['Numéro', '7'],
        ['Code postal', '1000'],
        ['Ville', 'Bruxelles'],
      ];
      for (const [label, value] of fields) await modal.getByLabel(label, { exact: true }).fill(value);
      await modal.getByLabel('Nom', { exact: true }).fill('Martin');
    },
    act: (page) => addressModal(page).getByRole('button', { name: "Enregistrer l'adresse" }).click(),
    typed: (page) => ({
      field: page.locator('dialog.address-modal').getByLabel('Rue', { exact: true }),
      value: 'Rue Neuve',
    }),
  },
  {
    name: 'pickup: the modal opened',
    setup: (page) => cartWithPickup(page),
    act: (page) => openPickupModal(page).then(() => {}),
  },
  {
    name: 'pickup: an address searched',
    async setup(page) {
      await cartWithPickup(page);
      await openPickupModal(page);
    },
    act: (page) => searchAddress(page, 'Avenue Louise'),
    typed: (page) => ({ field: pickupModal(page).getByLabel('Adresse ou ville'), value: 'Avenue Louise' }),
  },
  {
    name: 'pickup: a point chosen',
    async setup(page) {
      await cartWithPickup(page);
      await openPickupModal(page);
      await searchAddress(page, 'Liège');
      await pickupModal(page).getByRole('radio').nth(2).check();
    },
    act: (page) =>
      page
        .getByRole('button', { name: /^Choisir/ })
        .last()
        .click(),
  },
  {
    name: 'payment page: a card paid',
    setup: (page) => paymentPage(page, CARDS.authorised),
    act: (page) => page.getByRole('button', { name: /Payer/ }).click(),
  },
  {
    name: 'payment page: a card paid after 3-D Secure',
    async setup(page) {
      await paymentPage(page, CARDS.challenge);
      await page.getByRole('button', { name: /Payer/ }).click();
      await page.locator('dialog[data-payment-challenge]').getByLabel('Code de vérification').fill('1234');
    },
    act: (page) =>
      page.locator('dialog[data-payment-challenge]').getByRole('button', { name: 'Confirmer' }).click(),
  },
];
