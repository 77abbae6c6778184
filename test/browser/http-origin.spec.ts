import { expect, test } from '../support/test.ts';

/** The fixture server under another host name: another origin for the browser. */
function foreignOrigin(pageUrl: string): string {
  const url = new URL(pageUrl);
  url.hostname = url.hostname === 'localhost' ? '127.0.0.1' : 'localhost';
  return url.origin;
}

test.describe('the CSRF token and HTML stay with the shop (page origin only)', () => {
  test('an ajax form sends the CSRF token to the shop; one aimed at another origin sends nothing', async ({
    page,
  }) => {
    await page.goto('/fr/__nav/forms');
    const own = new URL(page.url()).origin;
    const foreign = foreignOrigin(page.url());
    const tokens: [string, string | undefined][] = [];
    page.on('request', (request) => {
      if (request.method() !== 'POST') return;
      tokens.push([new URL(request.url()).origin, request.headers().requestverificationtoken]);
    });
    await page.click('#form-replace button');
    await expect(page.locator('#target-replace .nav-answer')).toHaveText(/Answer for replace/);
    await page.evaluate((action) => {
      const form = document.querySelector<HTMLFormElement>('#form-after');
      form?.setAttribute('action', action);
      form?.requestSubmit();
    }, `${foreign}/fr/__nav/echo`);
    await expect(page.locator('dialog.vitrine-error-modal[open]')).toBeVisible();
    await expect(page.locator('#target-after .nav-answer')).toHaveCount(0);
    expect(tokens.filter(([origin]) => origin === foreign)).toEqual([]);
    expect(tokens.filter(([origin, token]) => origin === own && token)).toHaveLength(1);
  });

  test('a modal link to another origin is never fetched: the error modal says it failed', async ({
    page,
  }) => {
    await page.goto('/fr/__test/errors');
    await expect(page.locator('#modal-cart[data-widget-mounted]')).toHaveCount(1);
    const foreign = foreignOrigin(page.url());
    const asked: string[] = [];
    page.on('request', (request) => {
      if (request.url().startsWith(foreign)) asked.push(request.url());
    });
    await page
      .locator('#modal-cart')
      .evaluate((link, href) => link.setAttribute('href', href), `${foreign}/fr/shoppingcarts`);
    await page.locator('#modal-cart').click();
    await expect(page.locator('dialog.vitrine-error-modal[open]')).toBeVisible();
    expect(asked).toEqual([]);
  });
});
