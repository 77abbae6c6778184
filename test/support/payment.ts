import type { Page } from '@playwright/test';
import { CARD_FIELDS } from './testCards.ts';

export { CARD_FIELDS, CARDS } from './testCards.ts';

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

/**
 * Types a whole card into the test provider's fields, and its billing address when the form asks
 * for it (a checkout's card takes the billing address chosen above, its fields hidden).
 */
export async function fillCard(page: Page, number: string, skip: string[] = []): Promise<void> {
  const values: Record<string, string> = { number, ...CARD_FIELDS };
  await page.locator('[data-card-field="number"]').waitFor();
  for (const [field, value] of Object.entries(values)) {
    const control = page.locator(`[data-card-field="${field}"]`);
    if (!skip.includes(field) && (await control.isVisible())) await control.fill(value);
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
