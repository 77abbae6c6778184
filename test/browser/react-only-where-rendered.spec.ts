// A signed-in customer's pages carry the list widgets (the header's wishlist count) that a guest's
// do not: React's runtime runs only on a page where a widget renders with React (a listing fetches
// it ahead for its facets, and runs it once the customer reaches for them).
import { chunkOf, chunkRequests, recordRuns } from '../support/chunks.ts';
import { skipConsentBanner } from '../support/consent.ts';
import { reachFor } from '../support/firstMove.ts';
import { signIn } from '../support/lists.ts';
import { expect, type Page, test } from '../support/test.ts';

/** Opens `path` and waits until the header's wishlist count is mounted and the network is quiet. */
async function visit(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.locator('[data-widget~="wishlist-count"][data-widget-mounted]')).toHaveCount(1);
  await page.waitForLoadState('networkidle');
}

const reactRoots = (page: Page) => page.evaluate(() => window.vitrine?.stats().reactRoots ?? 0);

test.describe('a signed-in customer runs React only where a widget renders with it', () => {
  test('the home and account pages load no React, the listing runs none; its filters run it when reached for', async ({
    page,
    vitrine,
  }) => {
    void vitrine;
    const react = chunkOf('node_modules/react-dom/');
    await skipConsentBanner(page);
    const fetched = chunkRequests(page);
    await signIn(page, '/fr/');

    await visit(page, '/fr/');
    expect(fetched.length).toBeGreaterThan(0);
    expect(fetched).not.toContain(react);
    expect(await reactRoots(page)).toBe(0);

    await visit(page, '/fr/security/account');
    expect(fetched).not.toContain(react);
    expect(await reactRoots(page)).toBe(0);

    const runs = await recordRuns(page);
    await visit(page, '/fr/catalog');
    expect(await runs()).not.toContain(react);
    expect(await reactRoots(page)).toBe(0);
    await reachFor(page.locator('form.facets'), 'product-filters');
    expect(await reactRoots(page)).toBeGreaterThan(0);
    expect(fetched).toContain(react);
  });
});
