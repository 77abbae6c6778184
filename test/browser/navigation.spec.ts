import type { Page } from '@playwright/test';
import { expect, test } from '../support/test.ts';

const LARGE = { width: 1280, height: 800 };
const SMALL = { width: 600, height: 800 };

async function open(page: Page, path = '/fr/__test/navigation') {
  await page.goto(path);
  await expect(page.locator('.main-nav[data-widget-mounted~="main-nav"]')).toHaveCount(1);
  await expect(page.locator('[data-widget-mounted~="search-toggle"]')).toHaveCount(1);
}

const fire = (page: Page, name: string) =>
  page.evaluate(
    (type) => document.dispatchEvent(new CustomEvent(type, { detail: { url: location.href } })),
    name,
  );

test.describe('main navigation on a large screen', () => {
  test.use({ viewport: LARGE });

  test('opens a dropdown on hover and closes it when the pointer leaves', async ({ page, vitrine }) => {
    void vitrine;
    await open(page);
    const nav = page.getByRole('navigation', { name: 'Navigation principale' });
    const allProducts = nav.getByRole('link', { name: 'Tous les produits' });
    await expect(allProducts).toBeHidden();
    await nav.getByRole('link', { name: 'Catalogue', exact: true }).hover();
    await expect(allProducts).toBeVisible();
    await expect(nav.getByRole('button', { name: 'Sous-menu Catalogue' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await page.getByRole('heading', { name: 'Navigation' }).hover();
    await expect(allProducts).toBeHidden();
  });

  test('opens with Enter or Space on the toggle and closes with Esc, focus back on the toggle', async ({
    page,
    vitrine,
  }) => {
    void vitrine;
    await open(page);
    const toggle = page.getByRole('button', { name: 'Sous-menu Marques' });
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('link', { name: 'Nordlys' })).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Nordlys' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toBeFocused();
    await page.keyboard.press('Space');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  });

  test('closes an open dropdown when the customer leaves the page', async ({ page, vitrine }) => {
    void vitrine;
    await open(page);
    const toggle = page.getByRole('button', { name: 'Sous-menu Catalogue' });
    await toggle.click();
    await expect(page.getByRole('link', { name: 'Tous les produits' })).toBeVisible();
    await fire(page, 'vitrine:page-leave');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('link', { name: 'Tous les produits' })).toBeHidden();
  });

  test('hides the burger and has no violation with a dropdown open', async ({ page, vitrine }) => {
    await open(page);
    await expect(page.getByRole('button', { name: 'Menu', exact: true })).toBeHidden();
    await page.getByRole('button', { name: 'Sous-menu Catalogue' }).click();
    expect(await vitrine.axe()).toEqual([]);
  });
});

test.describe('main navigation on a small screen', () => {
  test.use({ viewport: SMALL });

  test('does not open dropdowns on hover but by click', async ({ page, vitrine }) => {
    void vitrine;
    await open(page);
    const burger = page.getByRole('button', { name: 'Menu', exact: true });
    await burger.click();
    const panel = page.locator('#main-nav-mobile');
    await panel.getByRole('link', { name: 'Catalogue', exact: true }).hover();
    await expect(panel.getByRole('link', { name: 'Tous les produits' })).toBeHidden();
    await panel.getByRole('button', { name: 'Sous-menu Catalogue' }).click();
    await expect(panel.getByRole('link', { name: 'Tous les produits' })).toBeVisible();
  });

  test('creates the mobile menu on the first burger toggle, then toggles the body class', async ({
    page,
    vitrine,
  }) => {
    void vitrine;
    await open(page);
    await expect(page.locator('.main-nav__list').first()).toBeHidden();
    await expect(page.locator('#main-nav-mobile')).toHaveCount(0);
    const burger = page.getByRole('button', { name: 'Menu', exact: true });
    await burger.click();
    await expect(page.locator('body')).toHaveClass(/\bnav-open\b/);
    await expect(burger).toHaveAttribute('aria-expanded', 'true');
    await expect(page.locator('#main-nav-mobile').getByRole('link', { name: 'Accueil' })).toBeFocused();
    await burger.click();
    await expect(page.locator('body')).not.toHaveClass(/\bnav-open\b/);
    await expect(page.locator('#main-nav-mobile')).toBeHidden();
    await burger.click();
    await expect(page.locator('#main-nav-mobile')).toHaveCount(1);
    await expect(page.locator('#main-nav-mobile')).toBeVisible();
  });

  test('closes the mobile menu when the page changes', async ({ page, vitrine }) => {
    void vitrine;
    await open(page);
    const burger = page.getByRole('button', { name: 'Menu', exact: true });
    for (const event of ['vitrine:page-leave', 'vitrine:page-swap']) {
      await burger.click();
      await expect(page.locator('body')).toHaveClass(/\bnav-open\b/);
      await fire(page, event);
      await expect(page.locator('body')).not.toHaveClass(/\bnav-open\b/);
      await expect(burger).toHaveAttribute('aria-expanded', 'false');
    }
  });

  test('closes the mobile menu on a same-page anchor', async ({ page, vitrine }) => {
    void vitrine;
    await open(page);
    // A CMS menu entry pointing to an anchor of the current page.
    await page.evaluate(() => {
      const item = document.createElement('li');
      const link = document.createElement('a');
      link.href = '#tags';
      link.textContent = 'Tags';
      item.append(link);
      document.querySelector('.main-nav__list')?.append(item);
    });
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    await page.locator('#main-nav-mobile').getByRole('link', { name: 'Tags' }).click();
    await expect(page.locator('body')).not.toHaveClass(/\bnav-open\b/);
    await expect(page).toHaveURL(/#tags$/);
  });

  test('closes the mobile menu when a modal opens', async ({ page, vitrine }) => {
    void vitrine;
    await open(page);
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    await expect(page.locator('body')).toHaveClass(/\bnav-open\b/);
    await page.evaluate(() => {
      const dialog = document.createElement('dialog');
      dialog.setAttribute('aria-label', 'Test');
      dialog.textContent = 'Hello';
      document.body.append(dialog);
      dialog.showModal();
    });
    await expect(page.locator('body')).not.toHaveClass(/\bnav-open\b/);
  });

  test('has no violation with the mobile menu and a dropdown open', async ({ page, vitrine }) => {
    await open(page);
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    await page.locator('#main-nav-mobile').getByRole('button', { name: 'Sous-menu Marques' }).click();
    expect(await vitrine.axe()).toEqual([]);
  });
});

test.describe('search toggle', () => {
  test('hides the form on load and shows it with the toggle, focus in the field', async ({
    page,
    vitrine,
  }) => {
    void vitrine;
    await open(page);
    const field = page.getByLabel('Rechercher un produit');
    await expect(field).toBeHidden();
    const toggle = page.getByRole('button', { name: 'Ouvrir la recherche' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    await expect(field).toBeFocused();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await page.getByRole('button', { name: 'Fermer la recherche' }).click();
    await expect(field).toBeHidden();
    await expect(toggle).toBeFocused();
  });

  test('closes with Esc and on each page swap', async ({ page, vitrine }) => {
    void vitrine;
    await open(page);
    const field = page.getByLabel('Rechercher un produit');
    await page.getByRole('button', { name: 'Ouvrir la recherche' }).click();
    await page.keyboard.press('Escape');
    await expect(field).toBeHidden();
    await page.getByRole('button', { name: 'Ouvrir la recherche' }).click();
    await expect(field).toBeVisible();
    await fire(page, 'vitrine:page-swap');
    await expect(field).toBeHidden();
  });

  test('ignores an empty term', async ({ page, vitrine }) => {
    void vitrine;
    await open(page);
    await page.getByRole('button', { name: 'Ouvrir la recherche' }).click();
    const field = page.getByLabel('Rechercher un produit');
    await field.fill('   ');
    await field.press('Enter');
    await expect(field).toBeFocused();
    await expect(page).toHaveURL(/\/fr\/__test\/navigation$/);
  });

  test('goes to the catalogue search of the culture', async ({ page, vitrine }) => {
    void vitrine;
    await open(page, '/nl/__test/navigation');
    await page.getByRole('button', { name: 'Zoekfunctie openen' }).click();
    await page.getByLabel('Product zoeken').fill(' lamp ');
    await page.getByRole('button', { name: 'Zoeken', exact: true }).click();
    await expect(page).toHaveURL(/\/nl\/catalog\?q=lamp$/);
    await expect(page.getByLabel('Product zoeken')).toBeHidden();
  });
});

test.describe('language switch', () => {
  test('reloads the same page in the chosen language, keeping query and hash', async ({ page, vitrine }) => {
    void vitrine;
    await open(page, '/fr/__test/navigation?x=1#tags');
    await expect(page.locator('[data-widget-mounted~="language-switch"]')).toHaveCount(1);
    await page.getByRole('link', { name: 'Nederlands' }).click();
    await expect(page).toHaveURL(/\/nl\/__test\/navigation\?x=1#tags$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'nl');
  });

  test('links follow the current address when hovered or focused, for new tabs', async ({
    page,
    vitrine,
  }) => {
    void vitrine;
    await open(page);
    await expect(page.locator('[data-widget-mounted~="language-switch"]')).toHaveCount(1);
    const deutsch = page.getByRole('link', { name: 'Deutsch' });
    // A page swap or a widget (filters, sort) changed the address after the header was rendered.
    await page.evaluate(() => history.pushState({}, '', '/fr/catalog?sort=price-asc'));
    await deutsch.hover();
    await expect(deutsch).toHaveAttribute('href', /\/de\/catalog\?sort=price-asc$/);
    await page.evaluate(() => history.replaceState({}, '', '/fr/brands?page=2'));
    await page.getByRole('link', { name: 'Italiano' }).focus();
    await expect(page.getByRole('link', { name: 'Italiano' })).toHaveAttribute(
      'href',
      /\/it\/brands\?page=2$/,
    );
    // A middle click opens the current page in German in a new tab. The tab is read from the
    // address it asks for: Chromium's headless shell (150) kills the renderer of a tab opened by a
    // middle click, any page, before it can be read.
    await page.evaluate(() => history.replaceState({}, '', '/fr/catalog/products/1001'));
    const [tab, opened] = await Promise.all([
      page.context().waitForEvent('page'),
      page
        .context()
        .waitForEvent('request', (request) => request.isNavigationRequest() && /\/de\//.test(request.url())),
      deutsch.click({ button: 'middle' }),
    ]);
    expect(opened.url()).toMatch(/\/de\/catalog\/products\/1001$/);
    await tab.close();
  });
});

test.describe('tag search', () => {
  test('reloads the page with the chosen sort and entity', async ({ page, vitrine }) => {
    void vitrine;
    await open(page, '/fr/__test/navigation?pageindex=2');
    await expect(page.locator('[data-widget-mounted~="tag-search"]')).toHaveCount(1);
    await page.getByLabel('Sort').selectOption('name-desc');
    await expect(page).toHaveURL(/\?sort=name-desc$/);
    await expect(page.locator('[data-widget-mounted~="tag-search"]')).toHaveCount(1);
    await expect(page.getByLabel('Sort')).toHaveValue('name-desc');
    await page.getByLabel('Type').selectOption('News');
    await expect(page).toHaveURL(/\?sort=name-desc&entityName=News$/);
  });
});
