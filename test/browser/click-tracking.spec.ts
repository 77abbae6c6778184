import { EVERYDAY_PAGE, mounted } from '../support/everyday.ts';
import { expect, test } from '../support/test.ts';

test.describe('click-tracking', () => {
  test('pushes emailClick and phoneClick to the dataLayer', async ({ page, vitrine }) => {
    void vitrine;
    await page.goto(EVERYDAY_PAGE);
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
