import { EVERYDAY_PAGE, mounted } from '../support/everyday.ts';
import { expect, test } from '../support/test.ts';

test.describe('copy-to-clipboard', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

  test('copies the target text and shows a message that fades after 2 s and goes after 2.5 s', async ({
    page,
    vitrine,
  }) => {
    void vitrine;
    await page.clock.install();
    await page.goto(EVERYDAY_PAGE);
    await mounted(page, 'copy-to-clipboard', 2);
    // From here on only the test moves the time: on a loaded machine (CI21) the page's own seconds
    // ran on while the checks below waited, and runFor(2000) went past the removal at 2.5 s.
    const now = await page.evaluate(() => Date.now());
    await page.clock.pauseAt(now + 1_000);
    await page.getByRole('button', { name: 'Copy the code' }).click();
    const message = page.locator('.vitrine-copy__message', { hasText: 'Copié dans le presse-papiers' });
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
    await page.goto(EVERYDAY_PAGE);
    await mounted(page, 'copy-to-clipboard', 2);
    await page.getByRole('link', { name: 'Copy the search link' }).click();
    await expect(page.locator('.vitrine-copy__message')).toHaveText('Copié dans le presse-papiers');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/\/fr\/catalog\?q=lamp$/);
    await expect(page).toHaveURL(/__test\/everyday$/);
  });
});
