import { signIn } from '../support/lists.ts';
import { expect, type Page, test } from '../support/test.ts';

const REFUND = '/fr/sales/order/refundrequest/5002';

async function openRefund(page: Page) {
  await signIn(page, REFUND);
  await expect(page.locator('[data-widget-mounted~="refund-request"]')).toHaveCount(1);
  await expect(page.locator('[data-widget-mounted~="quantity-input"]')).toHaveCount(2);
}

const line = (page: Page, n: number) => page.locator('[data-refund-line]').nth(n);

test.describe('refund request', () => {
  test('a line amount is quantity × unit price with two decimals and a comma: 3 × 19,99 = 59,97', async ({
    page,
    vitrine,
  }) => {
    void vitrine;
    await openRefund(page);
    const quantity = line(page, 0).getByRole('textbox');
    await quantity.fill('3');
    await quantity.press('Enter');
    await expect(line(page, 0).locator('[data-refund-amount]')).toHaveText(/^59,97\s€$/);
    await expect(page.locator('[data-refund-total-items]')).toHaveText('3');
    await expect(page.locator('[data-refund-total-amount]')).toHaveText(/^59,97\s€$/);
  });

  test('the totals are the sums over the lines, updated as a line changes', async ({ page, vitrine }) => {
    void vitrine;
    await openRefund(page);
    const unit = Number(await line(page, 1).getAttribute('data-unit-price'));
    await line(page, 0).getByRole('textbox').fill('1');
    await line(page, 0).getByRole('textbox').press('Enter');
    await line(page, 1)
      .getByRole('button', { name: /augmenter/i })
      .click();
    await line(page, 1)
      .getByRole('button', { name: /augmenter/i })
      .click();
    await expect(page.locator('[data-refund-total-items]')).toHaveText('3');
    const cents = 1999 + 2 * Math.round(unit * 100);
    const expected = `${Math.floor(cents / 100)},${String(cents % 100).padStart(2, '0')}`;
    await expect(page.locator('[data-refund-total-amount]')).toHaveText(new RegExp(`^${expected}\\s€$`));
    await line(page, 0).getByRole('textbox').fill('0');
    await line(page, 0).getByRole('textbox').press('Enter');
    await expect(page.locator('[data-refund-total-items]')).toHaveText('2');
  });

  test('Enter in a quantity settles it and never sends the request', async ({ page, vitrine }) => {
    void vitrine;
    await openRefund(page);
    const posted: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST') posted.push(r.url());
    });
    await line(page, 0).getByRole('textbox').fill('2');
    await line(page, 0).getByRole('textbox').press('Enter');
    await expect(page.locator('[data-refund-total-items]')).toHaveText('2');
    await page.waitForTimeout(300);
    expect(posted).toEqual([]);
    await expect(page.locator('.notice')).toHaveCount(0);
  });

  test('a line never asks more than is refundable (ordered − already refunded)', async ({
    page,
    vitrine,
  }) => {
    void vitrine;
    await openRefund(page);
    const quantity = line(page, 1).getByRole('textbox');
    await quantity.fill('9');
    await quantity.press('Enter');
    await expect(quantity).toHaveValue('3');
    await expect(page.locator('[data-refund-total-items]')).toHaveText('3');
  });

  test('sending the request records it, and what was asked is no longer refundable', async ({
    page,
    vitrine,
  }) => {
    void vitrine;
    await openRefund(page);
    await line(page, 0).getByRole('textbox').fill('2');
    await line(page, 0).getByRole('textbox').press('Enter');
    await page.getByRole('button', { name: 'Envoyer la demande' }).click();
    await expect(page.locator('.notice')).toHaveText('Votre demande de remboursement a été envoyée.');
    await expect(line(page, 0)).toContainText('1 sur 3');
  });

  test('is axe clean', async ({ page, vitrine }) => {
    await openRefund(page);
    expect(await vitrine.axe()).toEqual([]);
  });
});
