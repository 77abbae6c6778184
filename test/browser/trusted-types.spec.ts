import { expect, test } from '../support/test.ts';

const POLICY = /require-trusted-types-for 'script'; trusted-types vitrine default theme$/;

test.describe('Trusted Types on every page', () => {
  test('every page is served with Trusted Types required, forms to the shop and no frames', async ({
    page,
  }) => {
    for (const path of ['/fr/', '/fr/catalog/products/1001', '/fr/shoppingcarts', '/fr/news']) {
      const policy = (await page.request.get(path)).headers()['content-security-policy'] ?? '';
      expect(policy, path).toMatch(POLICY);
      expect(policy, path).toContain("form-action 'self'; frame-src 'none'");
    }
  });

  test('an HTML sink written outside the door is refused and reported to the spec', async ({
    page,
    violations,
  }) => {
    await page.goto('/fr/');
    const refused = await page.evaluate(() => {
      try {
        document.body.insertAdjacentHTML('beforeend', '<b id="outside">outside the door</b>');
        return false;
      } catch {
        return true;
      }
    });
    expect(refused).toBe(true);
    await expect(page.locator('#outside')).toHaveCount(0);
    await expect.poll(() => violations.join('\n')).toContain('require-trusted-types-for');
    // Seen: the check at the end of the test is spared, it is the next test's to prove.
    violations.length = 0;
  });

  // The shared test fails any test that met a violation: this one must fail, and is marked so.
  test.fail('a test whose page meets a violation fails', async ({ page, violations }) => {
    await page.goto('/fr/');
    await page.evaluate(() => {
      try {
        document.body.innerHTML = '<b>outside the door</b>';
      } catch {
        // Refused: the violation is what the test looks at.
      }
    });
    await expect.poll(() => violations.length).toBeGreaterThan(0);
  });

  test('the bundle parses through its own policy: a visit swaps the page in', async ({ page, vitrine }) => {
    await page.goto('/fr/');
    await page.locator('a[href$="/fr/catalog"]').first().click();
    await expect(page).toHaveURL(/\/fr\/catalog$/);
    const types = (await vitrine.events()).map((event) => event.type);
    expect(types).toContain('page-swap');
    expect(await page.evaluate(() => 'trustedTypes' in window)).toBe(true);
  });
});
