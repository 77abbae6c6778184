import { signIn } from '../support/lists.ts';
import { expect, test } from '../support/test.ts';

test.describe('customer reference search past the first page', () => {
  test('offers every reference that matches, not only the first ten', async ({ page }) => {
    await signIn(page, '/fr/__test/customer-ref');
    const input = page.locator('#customer-ref');
    await input.focus();
    await expect(page.locator('[data-widget="customer-ref-search"][data-widget-mounted]')).toHaveCount(1);
    // The server's pages for "cam", as the CMS answers them (10 a page).
    let expected = 0;
    for (let n = 1; n <= 10; n++) {
      const answer = await page.request.get(`/api/v1/catalog/customerref/search?q=cam&page=${n}`, {
        headers: { 'X-Requested-With': 'XMLHttpRequest' },
      });
      const items = (await answer.json()) as unknown[];
      expected += items.length;
      if (items.length < 10) break;
    }
    expect(expected).toBeGreaterThan(10);
    await input.pressSequentially('cam');
    await expect(page.getByRole('option')).toHaveCount(expected);
  });
});
