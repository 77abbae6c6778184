import type { Page } from '@playwright/test';
import { expect, test } from '../support/test.ts';

/**
 * Clicks a link and reports whether the navigator took the click. A window listener, which runs
 * after the navigator's document listener, records it and then stops the browser from following.
 */
async function taken(page: Page, selector: string, modifiers: ('Control' | 'Meta' | 'Shift')[] = []) {
  await page.evaluate(() => {
    window.addEventListener(
      'click',
      (event) => {
        Object.assign(window, { __taken: event.defaultPrevented });
        event.preventDefault();
      },
      { once: true },
    );
  });
  await page.click(selector, { modifiers });
  return page.evaluate(() => (window as { __taken?: boolean }).__taken);
}

test.describe('navigator: which links it takes', () => {
  test.beforeEach(async ({ page, vitrine }) => {
    expect(vitrine.consoleErrors).toEqual([]);
    await page.goto('/fr/__test/nav-links');
  });

  test('takes a plain internal link', async ({ page }) => {
    expect(await taken(page, '#internal')).toBe(true);
  });

  for (const [name, selector] of [
    ['a file link', '#file'],
    ['a link to another origin', '#external'],
    ['a mailto link', '#mailto'],
    ['a link with class no-ajax', '#no-ajax'],
    ['a link inside data-no-ajax', '#no-ajax-parent'],
    ['an ajax-tab link', '#ajax-tab'],
    ['a link opening another target', '#blank'],
    ['a download link', '#download'],
    ['a collapse toggle', '#toggle'],
    ['a logoff link', '#logoff'],
    ['an href="#" link', '#hash-only'],
  ] as const) {
    test(`leaves ${name} to the browser`, async ({ page, vitrine }) => {
      expect(await taken(page, selector)).toBe(false);
      expect((await vitrine.events()).filter((e) => e.type === 'page-leave')).toHaveLength(0);
    });
  }

  test('leaves a click with ctrl or shift held to the browser', async ({ page }) => {
    expect(await taken(page, '#internal', ['Control'])).toBe(false);
    expect(await taken(page, '#internal', ['Shift'])).toBe(false);
  });

  test('a file link loads the file as a normal navigation', async ({ page }) => {
    await page.click('#file');
    await expect(page).toHaveURL(/\/static\/nav\/notes\.txt$/);
    await expect(page.locator('body')).toContainText('Plain notes file');
  });
});
