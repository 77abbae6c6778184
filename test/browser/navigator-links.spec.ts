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

test.describe('navigator: the request starts at the press', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/fr/__test/nav-links');
  });

  test('a mouse press requests the page; the click shows it without asking again', async ({ page }) => {
    const asked: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/__test/nav-other')) asked.push(request.url());
    });
    await page.hover('#internal');
    await page.mouse.down();
    await expect.poll(() => asked.length).toBe(1);
    // Nothing on screen changes while the button is down.
    await expect(page.locator('main h1')).toHaveText('Link rules');
    await expect(page.locator('html')).not.toHaveClass(/page-leaving/);
    await page.mouse.up();
    await expect(page.locator('main h1')).toHaveText('Other page');
    await expect(page).toHaveURL(/\/fr\/__test\/nav-other$/);
    expect(asked).toHaveLength(1);
  });

  test('a press dragged off the link cancels its request and stays on the page', async ({ page }) => {
    await page.evaluate(() => {
      const seen: string[] = [];
      Object.assign(window, { __pageEvents: seen });
      for (const type of ['vitrine:page-leave', 'vitrine:page-fetch', 'vitrine:page-swap']) {
        document.addEventListener(type, () => seen.push(type));
      }
    });
    // The pointer resting on the link sends the request (hover intent); the press takes it over.
    const sent = page.waitForRequest((request) => request.url().includes('/__nav/slow'));
    const cancelled = page.waitForEvent('requestfailed', (request) => request.url().includes('/__nav/slow'));
    await page.hover('#slow');
    await page.mouse.down();
    await sent;
    const box = await page.locator('main h1').boundingBox();
    await page.mouse.move((box?.x ?? 0) + 5, (box?.y ?? 0) + 5, { steps: 3 });
    await page.mouse.up();
    await cancelled;
    expect(await page.evaluate(() => (window as { __pageEvents?: string[] }).__pageEvents)).toEqual([]);
    await expect(page.locator('main h1')).toHaveText('Link rules');
    await expect(page).toHaveURL(/\/fr\/__test\/nav-links$/);
  });

  test('a link a widget owns is not requested at the press (a confirm-link asks first)', async ({ page }) => {
    const asked: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('key=owned')) asked.push(request.url());
    });
    await expect(page.locator('#owned[data-widget-mounted~="confirm-link"]')).toHaveCount(1);
    await page.hover('#owned');
    await page.mouse.down();
    await page.mouse.up();
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(asked).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
    expect(asked).toEqual([]);
    await expect(page.locator('main h1')).toHaveText('Link rules');
  });
});
