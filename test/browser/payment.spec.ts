import { chunkOf, chunkRequests } from '../support/chunks.ts';
import { skipConsentBanner } from '../support/consent.ts';
import { CARDS, cardValues, fillCard, orderPayments, unpaidOrder } from '../support/payment.ts';
import { expect, type Page, test } from '../support/test.ts';

const PAYMENTS = '/api/v1/payments/*/payments';

async function openPaymentPage(page: Page) {
  await skipConsentBanner(page);
  const order = await unpaidOrder(page);
  await page.goto(order.PaymentUrl);
  await expect(page.locator('[data-test-card]')).toBeVisible();
  return order;
}

/** Counts the card payment calls the page sends. */
function countPayments(page: Page) {
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && /\/api\/v1\/payments\/[^/]+\/payments$/.test(request.url()))
      sent.push(request.url());
  });
  return sent;
}

const payButton = (page: Page) => page.locator('[data-pay-button]');
const summary = (page: Page) => page.locator('[data-error-summary]');

test.describe('make-payment page', () => {
  test('pays the order with an authorising card and opens the done page', async ({ page, vitrine }) => {
    const order = await openPaymentPage(page);
    await fillCard(page, CARDS.authorised);
    await payButton(page).click();
    await expect(page.locator('[data-payment-done]')).toHaveText(
      `Merci : la commande ${order.OrderNumber} est payée.`,
    );
    const payments = await orderPayments(page, order.OrderId);
    expect(payments.map((p) => p.status)).toEqual(['authorised']);
    expect(vitrine.consoleErrors.filter((e) => e.includes('[vitrine]'))).toEqual([]);
  });

  test('an invalid form sends nothing, scrolls to the top and focuses the summary, whose links lead to the fields', async ({
    page,
    vitrine,
  }) => {
    await page.setViewportSize({ width: 360, height: 640 });
    const sent = countPayments(page);
    await openPaymentPage(page);
    await fillCard(page, CARDS.authorised, ['holderName', 'street']);
    await payButton(page).scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
    await payButton(page).click();
    await expect(summary(page)).toBeFocused();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await expect(payButton(page)).not.toHaveAttribute('aria-busy', 'true');
    const links = summary(page).getByRole('link');
    await expect(links).toHaveText([
      'Le nom du titulaire est obligatoire.',
      "L'adresse de facturation est obligatoire : complétez ce champ.",
    ]);
    expect(await vitrine.axe()).toEqual([]);
    await links.first().click();
    await expect(page.locator('[data-card-field="holderName"]')).toBeFocused();
    expect(sent).toEqual([]);
  });

  test('a double click and Enter twice during a slow answer pay once; the button shows loading meanwhile', async ({
    page,
    vitrine,
  }) => {
    const sent = countPayments(page);
    const order = await openPaymentPage(page);
    await vitrine.faults({ method: 'POST', path: PAYMENTS, delay: 3000 });
    await fillCard(page, CARDS.authorised);
    const city = page.locator('[data-card-field="city"]');
    await city.press('Enter');
    await city.press('Enter');
    await payButton(page).dblclick({ force: true });
    await expect(payButton(page)).toHaveAttribute('aria-busy', 'true');
    await expect(page.locator('[data-payment-done]')).toBeVisible();
    expect(sent).toHaveLength(1);
    const payments = await orderPayments(page, order.OrderId);
    expect(payments[0]?.attempts).toEqual([{ resultCode: 'Authorised' }]);
  });

  test('a refused card shows the reason at the top, keeps every field, and another card pays', async ({
    page,
    vitrine,
  }) => {
    void vitrine;
    await openPaymentPage(page);
    await fillCard(page, CARDS.refused);
    const typed = await cardValues(page);
    await payButton(page).click();
    await expect(summary(page)).toBeFocused();
    await expect(summary(page)).toContainText('Votre carte a été refusée : solde insuffisant.');
    expect(await cardValues(page)).toEqual(typed);
    await expect(payButton(page)).toBeEnabled();
    await page.locator('[data-card-field="number"]').fill(CARDS.authorised);
    await payButton(page).click();
    await expect(page.locator('[data-payment-done]')).toBeVisible();
  });

  test('a server failure (500) says so, keeps every field, and the next press pays once', async ({
    page,
    vitrine,
  }) => {
    const order = await openPaymentPage(page);
    await vitrine.faults({ method: 'POST', path: PAYMENTS, status: 500 });
    await fillCard(page, CARDS.authorised);
    const typed = await cardValues(page);
    await payButton(page).click();
    await expect(summary(page)).toContainText("Le paiement n'a pas pu être effectué.");
    expect(await cardValues(page)).toEqual(typed);
    await payButton(page).click();
    await expect(page.locator('[data-payment-done]')).toBeVisible();
    expect((await orderPayments(page, order.OrderId)).map((p) => p.status)).toEqual(['authorised']);
  });

  test('a dropped connection says the service did not answer, keeps every field, and paying again works', async ({
    page,
    vitrine,
  }) => {
    await openPaymentPage(page);
    await vitrine.faults({ method: 'POST', path: PAYMENTS, drop: true, times: 50 });
    await fillCard(page, CARDS.authorised);
    await payButton(page).click();
    await expect(summary(page)).toContainText("Le service de paiement n'a pas répondu.");
    expect((await cardValues(page)).holderName).toBe('Jeanne Martin');
    await page.request.delete('/__fixtures/faults');
    await payButton(page).click();
    await expect(page.locator('[data-payment-done]')).toBeVisible();
  });

  test('leaving the page while paying shows no error', async ({ page, vitrine }) => {
    await openPaymentPage(page);
    await vitrine.faults({ method: 'POST', path: PAYMENTS, delay: 2000 });
    await fillCard(page, CARDS.authorised);
    await payButton(page).click();
    await expect(payButton(page)).toHaveAttribute('aria-busy', 'true');
    await page.locator('a.site-name').click();
    await expect(page).toHaveURL(/\/fr\/$/);
    await page.waitForTimeout(2500);
    await expect(page.locator('.vitrine-error-modal')).toHaveCount(0);
    await expect(page.locator('[data-error-summary]')).toHaveCount(0);
  });

  test('a new amount keeps every typed field', async ({ page, vitrine }) => {
    void vitrine;
    await openPaymentPage(page);
    await expect(page.locator('[data-card-amount]')).toHaveText('Montant à payer : 48,90 €');
    await fillCard(page, CARDS.authorised);
    await page.locator('[data-card-field="country"]').selectOption('NL');
    const typed = await cardValues(page);
    await page
      .locator('form[data-widget~="make-payment"]')
      .evaluate((form) => form.setAttribute('data-amount', '5390'));
    await expect(page.locator('[data-card-amount]')).toHaveText('Montant à payer : 53,90 €');
    expect(await cardValues(page)).toEqual(typed);
  });
});

test.describe('provider chunk', () => {
  test("the test provider is downloaded with the card form, and Adyen's library never", async ({
    page,
    vitrine,
  }) => {
    void vitrine;
    const chunks = chunkRequests(page);
    await openPaymentPage(page);
    expect(chunks).toContain(chunkOf('src/payment/test-provider/TestProvider.ts'));
    expect(chunks).not.toContain(chunkOf('node_modules/@adyen/adyen-web'));
  });

  test('when the provider cannot be downloaded, the form says card payment is unavailable and sends nothing', async ({
    page,
    vitrine,
  }) => {
    void vitrine;
    const sent = countPayments(page);
    await page.route(`**/dist/chunks/${chunkOf('src/payment/test-provider/TestProvider.ts')}`, (route) =>
      route.abort(),
    );
    await skipConsentBanner(page);
    await page.goto((await unpaidOrder(page)).PaymentUrl);
    await expect(page.locator('[data-card-unavailable]')).toHaveText(
      "Le paiement par carte n'est pas disponible pour le moment. Réessayez plus tard ou choisissez un autre moyen de paiement.",
    );
    await payButton(page).click();
    await expect(summary(page)).toBeFocused();
    await expect(summary(page)).toContainText("Le paiement par carte n'est pas disponible");
    expect(sent).toEqual([]);
  });
});

test.describe('3-D Secure challenge', () => {
  test('fits a 320 px screen, is keyboard usable and axe clean, and the right code pays', async ({
    page,
    vitrine,
  }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    await openPaymentPage(page);
    await fillCard(page, CARDS.challenge);
    await page.locator('[data-card-field="city"]').press('Enter');
    const dialog = page.locator('dialog[data-payment-challenge]');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('heading')).toHaveText('Vérification de votre banque (3-D Secure)');
    const code = dialog.getByLabel('Code de vérification');
    await expect(code).toBeFocused();
    const box = await dialog.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 320).toBe(true);
    expect(await dialog.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    expect(await vitrine.axe()).toEqual([]);
    await page.keyboard.press('Enter');
    await expect(dialog.locator('.test-card__error')).toHaveText('Saisissez le code reçu de votre banque.');
    await expect(code).toBeFocused();
    await page.keyboard.type('1234');
    await page.keyboard.press('Enter');
    await expect(page.locator('[data-payment-done]')).toBeVisible();
  });

  test('Escape cancels the challenge: refused, nothing charged, every field kept', async ({
    page,
    vitrine,
  }) => {
    void vitrine;
    const order = await openPaymentPage(page);
    await fillCard(page, CARDS.challenge);
    const typed = await cardValues(page);
    await payButton(page).click();
    await expect(page.locator('dialog[data-payment-challenge]')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(summary(page)).toContainText('Vous avez annulé la vérification');
    expect(await cardValues(page)).toEqual(typed);
    expect((await orderPayments(page, order.OrderId)).map((p) => p.status)).toEqual(['refused']);
  });

  test('a wrong code is refused', async ({ page, vitrine }) => {
    void vitrine;
    await openPaymentPage(page);
    await fillCard(page, CARDS.challenge);
    await payButton(page).click();
    const dialog = page.locator('dialog[data-payment-challenge]');
    await dialog.getByLabel('Code de vérification').fill('0000');
    await dialog.getByRole('button', { name: 'Confirmer' }).click();
    await expect(summary(page)).toContainText('La vérification par votre banque a échoué.');
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the plain form pays the order', async ({ page }) => {
    const order = await unpaidOrder(page);
    await page.goto(order.PaymentUrl);
    await page.getByLabel('Numéro de carte').fill(CARDS.authorised);
    await page.getByLabel("Date d'expiration (MM/AA)").fill('03/30');
    await page.getByLabel('Code de sécurité (CVC)').fill('737');
    await page.getByLabel('Nom du titulaire de la carte').fill('Jeanne Martin');
    await page.getByLabel('Rue').fill('Rue Neuve');
    await page.getByLabel('Numéro', { exact: true }).fill('12');
    await page.getByLabel('Code postal').fill('1000');
    await page.getByLabel('Ville').fill('Bruxelles');
    await page.getByRole('button', { name: /Payer/ }).click();
    await expect(page.locator('[data-payment-done]')).toContainText(order.OrderNumber);
  });
});
