import { countCalls, seedCart, serverCart, VARIANT } from '../support/cart.ts';
import { openCheckout, placeButton } from '../support/checkout.ts';
import { chunkOf, chunkRequests, recordRuns } from '../support/chunks.ts';
import { signIn } from '../support/lists.ts';
import { expect, test } from '../support/test.ts';

test.describe('one-step checkout', () => {
  test('a checkout only looked at runs no React (its code is fetched ahead); a shipping method picked first is saved and summed up', async ({
    page,
  }) => {
    const react = chunkOf('node_modules/react-dom/');
    await seedCart(page, [{ ProductVariantId: VARIANT.degressive, Quantity: 2 }]);
    await signIn(page, '/fr/checkout');
    // A fresh load with the pointer away from the form (the login's click left it there).
    await page.mouse.move(0, 0);
    const fetched = chunkRequests(page);
    const runs = await recordRuns(page);
    await page.reload();
    const form = page.locator('form.checkout-form');
    await expect(form).toHaveAttribute('data-widget-mounted', 'checkout');
    await expect.poll(() => fetched.includes(react)).toBe(true);
    await page.waitForLoadState('networkidle');
    expect(await runs()).not.toContain(react);
    await expect(page.locator('.checkout-summary')).toHaveAttribute(
      'data-widget-deferred',
      'checkout-summary',
    );
    await expect(page.locator('.checkout-shipping__methods')).toHaveAttribute(
      'data-widget-deferred',
      'checkout-shipping',
    );
    // The click is the first move on the methods: the server's radio takes it at once, and the
    // island, when it comes, takes the form's state and saves the method; the summary follows.
    const express = page.getByRole('radio', { name: /^Express 24 h/ });
    await express.click();
    await expect.poll(async () => (await serverCart(page)).ShippingMethodId).toBe(2);
    await expect(express).toBeChecked();
    await expect(page.locator('.checkout-summary')).toContainText('Express 24 h');
  });

  test('places the order and shows its number; the cart is empty in the header', async ({ page }) => {
    await openCheckout(page);
    await page.getByLabel("J'accepte les conditions générales de vente").check();
    await placeButton(page).click();
    await expect(page).toHaveURL(/\/fr\/checkout\/confirmation\/\d+$/);
    await expect(page.locator('.order-number')).toHaveText(/^CMD-\d{4}-\d{6}$/);
    await expect(page.locator('[data-widget~="cart-count"]').first()).toHaveText(/0|^$/);
    expect((await serverCart(page)).ItemsCount).toBe(0);
  });

  test('a double click places one order', async ({ page }) => {
    await openCheckout(page);
    const calls = countCalls(page, 'POST', /^\/fr\/checkout$/);
    await page.getByLabel("J'accepte les conditions générales de vente").check();
    await placeButton(page).dblclick();
    await expect(page).toHaveURL(/\/fr\/checkout\/confirmation\/\d+$/);
    expect(calls.count).toBe(1);
  });

  test('Enter twice in a field places one order', async ({ page, vitrine }) => {
    await openCheckout(page);
    await vitrine.faults({ method: 'POST', path: '/fr/checkout', delay: 1500 }); // the second Enter comes while placing
    const calls = countCalls(page, 'POST', /^\/fr\/checkout$/);
    await page.getByLabel("J'accepte les conditions générales de vente").check();
    await page.locator('#BillingVAT').focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/fr\/checkout\/confirmation\/\d+$/);
    expect(calls.count).toBe(1);
  });

  test('a checkout without problems never shows the error summary: its box stays hidden from the start', async ({
    page,
  }) => {
    // What the error summary holds each time it is shown (hidden turned off), from the page's start.
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as { __summaryShown?: string[] }).__summaryShown = seen;
      new MutationObserver((records) => {
        for (const record of records) {
          const el = record.target as HTMLElement;
          if (el.classList?.contains('checkout-errors') && !el.hidden) seen.push(el.innerText.trim());
        }
      }).observe(document, { attributes: true, attributeFilter: ['hidden'], subtree: true });
    });
    await openCheckout(page);
    const shown = await page.evaluate(() => (window as { __summaryShown?: string[] }).__summaryShown);
    expect(shown ?? []).toEqual([]);
    // The server's summary (a hidden template without problems) is never shown.
    await expect(page.getByText('Corrigez ces points pour commander')).toBeHidden();
  });

  test('an invalid form scrolls to the top and its error summary links each error to its field', async ({
    page,
  }) => {
    await openCheckout(page);
    await placeButton(page).click();
    const summary = page.locator('.checkout-errors__box');
    await expect(summary).toBeFocused();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    const link = summary.getByRole('link', { name: 'Acceptez les conditions générales pour commander.' });
    await link.click();
    await expect(page.locator('#AcceptTerms')).toBeFocused();
    await expect(placeButton(page)).toBeEnabled();
  });

  test('bank transfer shows its block, the other methods hide it', async ({ page }) => {
    await openCheckout(page);
    await expect(page.locator('.checkout-bank-transfer')).toBeVisible();
    await page.getByLabel('Compte prépayé', { exact: true }).check();
    await expect(page.locator('.checkout-bank-transfer')).toBeHidden();
    await page.getByLabel('Virement bancaire').check();
    await expect(page.locator('.checkout-bank-transfer')).toBeVisible();
  });
});
