import type { Page } from '@playwright/test';

/** The visitor's unpaid order (fixture server), with its payment page. */
export interface UnpaidOrderInfo {
  OrderId: number;
  OrderNumber: string;
  PaymentUrl: string;
}

export async function unpaidOrder(page: Page, culture = 'fr'): Promise<UnpaidOrderInfo> {
  return (await page.request.get(`/__fixtures/unpaid-order?culture=${culture}`)).json();
}

/** The order's payments and their attempts, as the test PSP recorded them. */
export async function orderPayments(
  page: Page,
  orderId: number,
): Promise<{ status: string; attempts: { resultCode: string }[] }[]> {
  return (await (await page.request.get(`/__fixtures/payments/${orderId}`)).json()).payments;
}

/** Card numbers of the test PSP (src/payment/README.md). */
export const CARDS = {
  authorised: '4111 1111 4555 1142',
  refused: '4000 0200 0000 0000',
  challenge: '4212 3456 7891 0006',
  error: '4000 0000 0000 0119',
};

/** Every field of the test provider's form but the card number: a valid expiry, code, holder and billing address. */
export const CARD_FIELDS: Readonly<Record<string, string>> = {
  expiry: '03/30',
  cvc: '737',
  holderName: 'Jeanne Martin',
  street: 'Rue Neuve',
  houseNumber: '12',
  postalCode: '1000',
  city: 'Bruxelles',
};

/** Types a whole card and billing address into the test provider's fields. */
export async function fillCard(page: Page, number: string, skip: string[] = []): Promise<void> {
  const values: Record<string, string> = { number, ...CARD_FIELDS };
  for (const [field, value] of Object.entries(values)) {
    if (!skip.includes(field)) await page.locator(`[data-card-field="${field}"]`).fill(value);
  }
}

/** Every card field's value, to compare before and after. */
export function cardValues(page: Page): Promise<Record<string, string>> {
  return page
    .locator('[data-card-field]')
    .evaluateAll((els) =>
      Object.fromEntries(
        els.map((el) => [el.getAttribute('data-card-field'), (el as HTMLInputElement).value]),
      ),
    );
}
