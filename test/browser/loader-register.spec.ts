import type { Page } from '@playwright/test';
import { writeSiteMarkup } from '../support/siteMarkup.ts';
import { expect, test } from '../support/test.ts';

declare global {
  interface Window {
    __themeGreeting?: string[];
    __samePage?: boolean;
  }
}

const GREETING = '[data-widget="theme-greeting"]';

/** Records the theme widget's own mount and unmount events, from the first page on. */
async function recordGreetings(page: Page): Promise<void> {
  await page.addInitScript(() => {
    window.__themeGreeting = [];
    for (const type of ['theme:greeting-mounted', 'theme:greeting-unmounted']) {
      document.addEventListener(type, () => window.__themeGreeting?.push(type.split('-').pop() ?? type));
    }
  });
}

const greetings = (page: Page) => page.evaluate(() => window.__themeGreeting ?? []);

test.describe('widgets an integrator registers without rebuilding', () => {
  test('the theme widget loads from its own module and works on the first page', async ({
    page,
    vitrine,
  }) => {
    const modules: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/static/theme/')) modules.push(new URL(request.url()).pathname);
    });
    await recordGreetings(page);
    await page.goto('/fr/__test/theme-widget');
    const greeting = page.locator(GREETING);
    await expect(greeting).toHaveAttribute('data-widget-mounted', 'theme-greeting');
    await greeting.getByRole('button', { name: 'Saluer' }).click();
    await greeting.getByRole('button', { name: 'Saluer' }).click();
    await expect(greeting.locator('output')).toHaveText('Saluts : 2');
    expect(modules).toEqual(['/static/theme/widgets.js', '/static/theme/greeting.js']);
    expect(await greetings(page)).toEqual(['mounted']);
    expect(vitrine.consoleErrors.filter((e) => e.includes('[vitrine]'))).toEqual([]);
  });

  test('a page without the widget does not load its module', async ({ page, vitrine }) => {
    void vitrine;
    const modules: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/static/theme/')) modules.push(new URL(request.url()).pathname);
    });
    await page.goto('/fr/__test/loader');
    await page.waitForLoadState('networkidle');
    expect(modules).toEqual(['/static/theme/widgets.js']);
  });

  test('it unmounts when a swap leaves its page and mounts again when a swap brings it back', async ({
    page,
    vitrine,
  }) => {
    void vitrine;
    await recordGreetings(page);
    await page.goto('/fr/__test/theme-widget');
    await expect(page.locator(GREETING)).toHaveAttribute('data-widget-mounted', 'theme-greeting');
    await page.evaluate(() => {
      window.__samePage = true;
    });

    await page.getByRole('link', { name: 'Vers la page du chargeur' }).click();
    await expect(page).toHaveURL(/\/fr\/__test\/loader$/);
    await expect(page.locator(GREETING)).toHaveCount(0);
    await expect.poll(() => greetings(page)).toEqual(['mounted', 'unmounted']);

    await page.goBack();
    await expect(page).toHaveURL(/\/fr\/__test\/theme-widget$/);
    await expect(page.locator(GREETING)).toHaveAttribute('data-widget-mounted', 'theme-greeting');
    await page.locator(GREETING).getByRole('button', { name: 'Saluer' }).click();
    await expect(page.locator(`${GREETING} output`)).toHaveText('Saluts : 1');
    expect(await greetings(page)).toEqual(['mounted', 'unmounted', 'mounted']);
    // Both changes were swaps in the same document, not reloads.
    expect(await page.evaluate(() => window.__samePage)).toBe(true);
  });

  test('starting on another page, a swap to the widget mounts it', async ({ page, vitrine }) => {
    void vitrine;
    await recordGreetings(page);
    await page.goto('/fr/__test/loader');
    await page.evaluate(() => window.vitrine?.navigate('/fr/__test/theme-widget'));
    await expect(page.locator(GREETING)).toHaveAttribute('data-widget-mounted', 'theme-greeting');
    expect(await greetings(page)).toEqual(['mounted']);
  });

  test('a taken name or a bad module is reported clearly and stops no other widget', async ({
    page,
    vitrine,
  }) => {
    await page.goto('/fr/__test/theme-widget');
    await expect(page.locator('[data-widget-mounted="quantity-input"]')).toHaveCount(1);
    const registered = await page.evaluate(() => {
      // A module URL as a theme passes it (a variable: the test runner must not resolve it).
      const load = (file: string) => () => import(`/static/theme/${file}`);
      const register = window.vitrine?.register;
      return [
        register?.('quantity-input', load('greeting.js'), { strategy: 'eager' }),
        register?.('theme-greeting', load('greeting.js')),
        register?.('theme-broken', load('not-a-widget.js'), { strategy: 'eager' }),
        register?.('theme-missing', load('missing.js'), { strategy: 'eager' }),
      ];
    });
    expect(registered).toEqual([false, false, true, true]);
    expect(
      vitrine.consoleErrors.filter((e) => e.includes('register failed, the name is taken')),
    ).toHaveLength(2);

    await writeSiteMarkup(
      page,
      '#insert-target',
      '<p data-widget="theme-broken">broken fallback</p><p data-widget="theme-missing">missing fallback</p>' +
        '<div data-widget="quantity-input" data-widget-load="eager"><label for="late">Plus tard</label><input id="late" name="Late" value="1"></div>' +
        '<section data-widget="theme-greeting" data-widget-load="eager" data-wave-label="Encore"><p>Re-bonjour</p></section>',
      'beforeend',
    );
    await expect(page.locator('[data-widget-failed="theme-broken"]')).toHaveText('broken fallback');
    await expect(page.locator('[data-widget-failed="theme-missing"]')).toHaveText('missing fallback');
    await expect(page.locator('#insert-target [data-widget-mounted="quantity-input"]')).toHaveCount(1);
    await expect(page.getByRole('button', { name: 'Encore' })).toBeVisible();
    const failed = (await vitrine.events()).filter((e) => e.type === 'widget-error');
    expect(failed.map((e) => e.widget).sort()).toEqual(['theme-broken', 'theme-missing']);
    expect(
      vitrine.consoleErrors.some((e) =>
        e.includes("default export is no defineWidget({ name: 'theme-broken'"),
      ),
    ).toBe(true);
  });
});
