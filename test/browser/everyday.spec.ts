import type { Page } from '@playwright/test';
import { expect, test } from '../support/test.ts';

const PAGE = '/fr/__test/everyday';

/** The select widgets load when visible. */
async function openSelects(page: Page) {
  await page.goto(PAGE);
  await page.locator('#size').scrollIntoViewIfNeeded();
}

async function mounted(page: Page, widget: string, count = 1) {
  await expect(page.locator(`[data-widget-mounted~="${widget}"]`)).toHaveCount(count);
}

test.describe('copy-to-clipboard', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

  test('copies the target text and shows a message that fades after 2 s and goes after 2.5 s', async ({
    page,
    vitrine,
  }) => {
    void vitrine;
    await page.clock.install();
    await page.goto(PAGE);
    await mounted(page, 'copy-to-clipboard', 2);
    await page.getByRole('button', { name: 'Copy the code' }).click();
    const message = page.getByRole('status').filter({ hasText: 'Copié dans le presse-papiers' });
    await expect(message).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('SUMMER10');
    const text = page.locator('.vitrine-copy__message');
    await expect(text).not.toHaveClass(/is-fading/);
    await page.clock.runFor(2000);
    await expect(text).toHaveClass(/is-fading/);
    await page.clock.runFor(500);
    await expect(text).toHaveCount(0);
  });

  test('copies a link address instead of following it', async ({ page, vitrine }) => {
    void vitrine;
    await page.goto(PAGE);
    await mounted(page, 'copy-to-clipboard', 2);
    await page.getByRole('link', { name: 'Copy the search link' }).click();
    await expect(page.locator('.vitrine-copy__message')).toHaveText('Copié dans le presse-papiers');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/\/fr\/catalog\?q=lamp$/);
    await expect(page).toHaveURL(/__test\/everyday$/);
  });
});

test.describe('confirm-link', () => {
  test('stays on the page when the customer goes back', async ({ page, vitrine }) => {
    void vitrine;
    await page.goto(PAGE);
    await mounted(page, 'confirm-link');
    await page.getByRole('link', { name: 'Delete and go to the cart' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('Êtes-vous sûr de vouloir supprimer cet élément ?');
    await dialog.getByRole('button', { name: 'Retour' }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/__test\/everyday$/);
  });

  test('follows the link when the customer confirms', async ({ page, vitrine }) => {
    await page.goto(PAGE);
    await mounted(page, 'confirm-link');
    await page.getByRole('link', { name: 'Delete and go to the cart' }).click();
    expect(await vitrine.axe()).toEqual([]);
    await page.getByRole('dialog').getByRole('button', { name: 'Confirmer' }).click();
    await expect(page).toHaveURL(/\/fr\/shoppingcarts$/);
  });
});

test.describe('social-share', () => {
  test('opens the network in a sized popup with the encoded page address and title', async ({
    page,
    vitrine,
  }) => {
    void vitrine;
    await page.goto(`${PAGE}?ref=a b`);
    await mounted(page, 'social-share', 2);
    await page.evaluate(() => {
      (window as unknown as { opened: string[][] }).opened = [];
      window.open = (url, name, features) => {
        (window as unknown as { opened: unknown[] }).opened.push([String(url), name, features]);
        return null;
      };
    });
    const share = page.locator('#share-popup');
    await expect(share.getByRole('link')).toHaveText([
      'Partager sur Facebook',
      'Partager sur X',
      'Partager sur LinkedIn',
      'Partager sur WhatsApp',
      'Partager par e-mail',
    ]);
    await share.getByRole('link', { name: 'Partager sur X' }).click();
    const opened = await page.evaluate(() => (window as unknown as { opened: string[][] }).opened);
    const [url = '', , features] = opened[0] ?? [];
    const shared = new URL(url);
    expect(shared.origin).toBe('https://x.com');
    expect(shared.searchParams.get('url')).toBe(page.url());
    expect(shared.searchParams.get('text')).toBe(await page.title());
    expect(features).toMatch(/width=600,height=500/);
    await expect(page).toHaveURL(/__test\/everyday/);
  });

  test('in link mode, lets the share links open in a new tab', async ({ page, vitrine }) => {
    void vitrine;
    await page.goto(PAGE);
    await mounted(page, 'social-share', 2);
    const facebook = page.locator('#share-link').getByRole('link', { name: 'Facebook' });
    await expect(facebook).toHaveAttribute(
      'href',
      `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(page.url())}`,
    );
    await expect(facebook).toHaveAttribute('target', '_blank');
    await expect(
      page.locator('#share-link').getByRole('link', { name: 'Partager par e-mail' }),
    ).toHaveAttribute('href', /^mailto:\?subject=.+&body=http/);
  });
});

test.describe('click-tracking', () => {
  test('pushes emailClick and phoneClick to the dataLayer', async ({ page, vitrine }) => {
    void vitrine;
    await page.goto(PAGE);
    await mounted(page, 'click-tracking');
    // Keep the test browser from handing mailto:/tel: to the system.
    await page.evaluate(() =>
      document.addEventListener('click', (event) => {
        if ((event.target as Element).closest('a[href^="mailto:"], a[href^="tel:"]')) event.preventDefault();
      }),
    );
    await page.getByRole('link', { name: 'shop@vitrine.test' }).click();
    await page.getByRole('link', { name: '+32 2 123 45 67' }).click();
    await page
      .locator('[data-widget~="click-tracking"]')
      .getByRole('link', { name: 'Contact', exact: true })
      .click();
    const pushed = await page.evaluate(() =>
      (window.dataLayer ?? []).filter((e) => (e as { event?: string }).event),
    );
    expect(pushed).toEqual([
      { event: 'emailClick', email: 'shop@vitrine.test' },
      { event: 'phoneClick', phone: '+3221234567' },
    ]);
  });
});

test.describe('scroll-in and lazy-image', () => {
  test('reveals the block and loads the image when they scroll into view', async ({ page, vitrine }) => {
    await page.goto(PAGE);
    await mounted(page, 'scroll-in');
    await mounted(page, 'lazy-image');
    const block = page.locator('#reveal');
    const image = page.locator('#lazy');
    await expect(block).toHaveClass(/vitrine-scroll-in/);
    await expect(block).not.toHaveClass(/is-visible/);
    await expect(image).not.toHaveAttribute('src');
    await block.scrollIntoViewIfNeeded();
    await expect(block).toHaveClass(/is-visible/);
    await image.scrollIntoViewIfNeeded();
    await expect(image).toHaveAttribute('src', '/media/products/1001/100101/1.svg');
    await expect(image).toHaveAttribute('srcset', /2\.svg 2x/);
    await expect(image).toHaveClass(/is-loaded/);
    expect(await vitrine.axe()).toEqual([]);
  });

  test.describe('with reduced motion', () => {
    test.use({ reducedMotion: 'reduce' });

    test('shows the content at once, without animation', async ({ page, vitrine }) => {
      void vitrine;
      await page.goto(PAGE);
      await mounted(page, 'scroll-in');
      const block = page.locator('#reveal');
      await expect(block).toHaveClass(/is-visible/);
      await expect(block).not.toHaveClass(/vitrine-scroll-in/);
      await expect(block).toHaveCSS('opacity', '1');
      await page.locator('#lazy').scrollIntoViewIfNeeded();
      await expect(page.locator('#lazy')).toHaveCSS('opacity', '1');
      await expect(page.locator('#lazy')).not.toHaveClass(/vitrine-lazy/);
    });
  });
});

test.describe('select-box', () => {
  test('adds a search box only above its threshold, never by default', async ({ page, vitrine }) => {
    void vitrine;
    await openSelects(page);
    await mounted(page, 'select-box', 2);
    await expect(page.getByRole('searchbox', { name: 'Filtrer les options' })).toHaveCount(1);
    await expect(page.locator('#brand-plain').locator('xpath=..').getByRole('searchbox')).toHaveCount(0);
  });

  test('filters the options as the customer types, ignoring case and accents', async ({ page, vitrine }) => {
    await openSelects(page);
    await mounted(page, 'select-box', 2);
    const search = page.getByRole('searchbox', { name: 'Filtrer les options' });
    await search.fill('maree');
    const visible = page.locator('#brand-searchable option:not([hidden])');
    await expect(visible).toHaveText(['Nordlys', 'Marée']);
    await search.press('Enter');
    await expect(page.locator('#brand-searchable')).toHaveValue('4');
    await expect(page.locator('#brand-searchable')).toBeFocused();
    await search.fill('zzz');
    await expect(page.getByRole('status').filter({ hasText: 'Aucune option trouvée' })).toBeVisible();
    expect(await vitrine.axe()).toEqual([]);
  });
});

test.describe('fake-select', () => {
  test('shows the native value and keeps the native select in the form', async ({ page, vitrine }) => {
    void vitrine;
    await openSelects(page);
    await mounted(page, 'fake-select');
    const combo = page.getByRole('combobox', { name: 'Size' });
    await expect(combo).toHaveText('Medium');
    await expect(page.locator('#size')).toBeHidden();
    await combo.click();
    await page.getByRole('option', { name: 'Extra large' }).click();
    await expect(combo).toHaveText('Extra large');
    await expect(page.locator('#size')).toHaveValue('XL');
    await page.getByRole('button', { name: 'OK' }).click();
    await expect(page).toHaveURL(/size=XL/);
  });

  test('is driven by the keyboard, skipping unavailable options', async ({ page, vitrine }) => {
    await openSelects(page);
    await mounted(page, 'fake-select');
    const combo = page.getByRole('combobox', { name: 'Size' });
    await combo.focus();
    await page.keyboard.press('ArrowDown');
    await expect(combo).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('listbox')).toBeVisible();
    expect(await vitrine.axe()).toEqual([]);
    await page.keyboard.press('ArrowDown');
    await expect(combo).toHaveAttribute('aria-activedescendant', /opt-3$/);
    await page.keyboard.press('Enter');
    await expect(combo).toHaveAttribute('aria-expanded', 'false');
    await expect(page.locator('#size')).toHaveValue('XL');
    await page.keyboard.press('s');
    await page.keyboard.press('Enter');
    await expect(page.locator('#size')).toHaveValue('S');
    await page.keyboard.press('Space');
    await page.keyboard.press('End');
    await page.keyboard.press('Escape');
    await expect(combo).toHaveAttribute('aria-expanded', 'false');
    await expect(page.locator('#size')).toHaveValue('S');
  });

  test('follows changes made to the native select', async ({ page, vitrine }) => {
    void vitrine;
    await openSelects(page);
    await mounted(page, 'fake-select');
    await page.evaluate(() => {
      const select = document.querySelector<HTMLSelectElement>('#size');
      if (!select) return;
      select.value = 'S';
      select.dispatchEvent(new Event('change', { bubbles: true }));
    });
    await expect(page.getByRole('combobox', { name: 'Size' })).toHaveText('Small');
  });
});

test.describe('date-picker', () => {
  test('opens on the field date with month and day names in the culture', async ({ page, vitrine }) => {
    await openSelects(page);
    await mounted(page, 'date-picker');
    await page.getByRole('button', { name: 'Choisir une date' }).click();
    const dialog = page.getByRole('dialog', { name: 'mars 2026' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('columnheader').first()).toHaveAttribute('abbr', 'lundi');
    await expect(dialog.getByRole('gridcell', { name: 'dimanche 15 mars 2026' })).toBeFocused();
    await expect(dialog.getByRole('gridcell', { name: 'dimanche 15 mars 2026' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(await vitrine.axe()).toEqual([]);
  });

  test('is navigated with the keyboard and writes DD/MM/YYYY into the field', async ({ page, vitrine }) => {
    void vitrine;
    await openSelects(page);
    await mounted(page, 'date-picker');
    const button = page.getByRole('button', { name: 'Choisir une date' });
    await button.click();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('gridcell', { name: 'lundi 23 mars 2026' })).toBeFocused();
    await page.keyboard.press('PageDown');
    await expect(page.getByRole('dialog', { name: 'avril 2026' })).toBeVisible();
    await expect(page.getByRole('gridcell', { name: 'jeudi 23 avril 2026' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(page.getByLabel('Delivery date')).toHaveValue('23/04/2026');
    await expect(button).toBeFocused();
  });

  test('keeps days before the minimum out of reach and closes with Esc', async ({ page, vitrine }) => {
    void vitrine;
    await openSelects(page);
    await mounted(page, 'date-picker');
    const button = page.getByRole('button', { name: 'Choisir une date' });
    await button.click();
    await expect(page.getByRole('gridcell', { name: 'lundi 9 mars 2026' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await page.keyboard.press('ArrowUp');
    await expect(page.getByRole('gridcell', { name: 'mardi 10 mars 2026' })).toBeFocused();
    // Playwright waits for aria-disabled cells to be enabled; a customer can still click one.
    await page.getByRole('gridcell', { name: 'lundi 9 mars 2026' }).click({ force: true });
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(button).toBeFocused();
    await expect(page.getByLabel('Delivery date')).toHaveValue('15/03/2026');
  });

  test('accepts a typed date and opens the calendar on it', async ({ page, vitrine }) => {
    void vitrine;
    await page.goto('/nl/__test/everyday');
    await page.locator('#size').scrollIntoViewIfNeeded();
    await mounted(page, 'date-picker');
    const field = page.getByLabel('Delivery date');
    await field.fill('2/1/2027');
    await field.press('Tab');
    await expect(field).toHaveValue('02/01/2027');
    await page.getByRole('button', { name: 'Kies een datum' }).click();
    await expect(page.getByRole('dialog', { name: 'januari 2027' })).toBeVisible();
    await page.getByRole('button', { name: 'Volgende maand' }).click();
    await expect(page.getByRole('dialog', { name: 'februari 2027' })).toBeVisible();
  });
});
