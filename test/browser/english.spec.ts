// An English shop gets English: the bundle's own texts (src/i18n/defaults/en.json) when the CMS's
// strings call fails, and the demo CMS's English pages, their server messages and the bundle's
// texts alike. Before en.json, a page of culture "en" showed "Diminuer la quantité" and
// "Ce champ est obligatoire.".
import type { Page } from '@playwright/test';
import en from '../../src/i18n/defaults/en.json' with { type: 'json' };
import fr from '../../src/i18n/defaults/fr.json' with { type: 'json' };
import { skipConsentBanner } from '../support/consent.ts';
import { expect, test } from '../support/test.ts';

const STRINGS = '/api/v1/localization/*/stringresources';

/** Words only French writes: the bundle's French texts for the controls these pages show. */
const FRENCH = [
  fr['Core.DecreaseQuantity'],
  fr['Core.IncreaseQuantity'],
  fr['Core.FieldRequired'],
  'Quantité',
];

/** The page's visible text and accessibility tree hold none of the French words. */
async function expectNoFrench(page: Page): Promise<void> {
  const text = `${await page.locator('body').innerText()}\n${await page.locator('body').ariaSnapshot()}`;
  expect(FRENCH.filter((word) => text.includes(word))).toEqual([]);
}

/** A form the bundle validates with its own message: `data-val-required` left empty. */
async function addBareRequiredField(page: Page): Promise<void> {
  await page.evaluate(() => {
    const form = document.createElement('form');
    form.action = location.pathname;
    // Built with DOM calls: the page enforces Trusted Types, which refuses an HTML string.
    const make = (tag: string, attributes: Record<string, string>, text = '') => {
      const el = document.createElement(tag);
      for (const [name, value] of Object.entries(attributes)) el.setAttribute(name, value);
      el.textContent = text;
      return el;
    };
    form.append(
      make('label', { for: 'bare-name' }, 'Name'),
      make('input', { id: 'bare-name', name: 'Name', 'data-val': 'true', 'data-val-required': '' }),
      make('span', { 'data-valmsg-for': 'Name', 'data-valmsg-replace': 'true' }),
      make('button', { type: 'submit' }, 'Send the bare form'),
    );
    document.querySelector('[data-page-content]')?.append(form);
  });
}

test.describe('an English page', () => {
  test("shows the bundle's English texts when the CMS has no strings call: the quantity's buttons and a required field", async ({
    page,
    vitrine,
  }) => {
    await vitrine.faults({ method: 'GET', path: STRINGS, status: 404, times: 5 });
    await page.goto('/en/__test/quantity');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    const field = page.locator('.quantity').filter({ has: page.getByLabel('Quantity (buttons)') });
    await expect(field.getByRole('button', { name: en['Core.IncreaseQuantity'] })).toBeVisible();
    await expect(field.getByRole('button', { name: 'Decrease the quantity' })).toBeVisible();
    await addBareRequiredField(page);
    await page.getByRole('button', { name: 'Send the bare form' }).click();
    await expect(page.locator('[data-valmsg-for="Name"]')).toHaveText('This field is required.');
    await expect(page.getByLabel('Name', { exact: true })).toHaveAccessibleDescription(
      'This field is required.',
    );
    await expectNoFrench(page);
  });

  test("of the demo shop is in English: the product's quantity, the login form's messages, the language switch", async ({
    page,
  }) => {
    await skipConsentBanner(page);
    await page.goto('/en/security/login');
    await page.locator('#login-email').fill('not-an-e-mail');
    await page.locator('form.login-form button[type="submit"]').click();
    await expect(page.locator('[data-valmsg-for="Email"]')).toHaveText(
      'Please enter a valid e-mail address.',
    );
    await expect(page.locator('[data-valmsg-for="Password"]')).toHaveText('This field is required.');
    await expect(page.getByRole('link', { name: 'English' })).toHaveAttribute('aria-current', 'true');
    await expectNoFrench(page);
    await page.goto('/en/catalog/products/1001');
    const quantity = page.locator('[data-widget~="quantity-input"]').first();
    await quantity.getByRole('button', { name: 'Increase the quantity' }).click();
    await expect(quantity.locator('input[name="Quantity"]')).toHaveValue('2');
    await expectNoFrench(page);
  });
});
