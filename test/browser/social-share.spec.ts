import { EVERYDAY_PAGE, mounted } from '../support/everyday.ts';
import { expect, test } from '../support/test.ts';

test.describe('social-share', () => {
  test('opens the network in a sized popup with the encoded page address and title', async ({
    page,
    vitrine,
  }) => {
    void vitrine;
    await page.goto(`${EVERYDAY_PAGE}?ref=a b`);
    await mounted(page, 'social-share', 2);
    await page.evaluate(() => {
      (window as unknown as { opened: string[][] }).opened = [];
      window.open = (url, name, features) => {
        (window as unknown as { opened: unknown[] }).opened.push([String(url), name, features]);
        return null;
      };
    });
    const share = page.locator('#share-popup');
    await expect(share.getByRole('link')).toHaveText([
      'Partager sur Facebook',
      'Partager sur X',
      'Partager sur LinkedIn',
      'Partager sur WhatsApp',
      'Partager par e-mail',
    ]);
    await share.getByRole('link', { name: 'Partager sur X' }).click();
    const opened = await page.evaluate(() => (window as unknown as { opened: string[][] }).opened);
    const [url = '', , features] = opened[0] ?? [];
    const shared = new URL(url);
    expect(shared.origin).toBe('https://x.com');
    expect(shared.searchParams.get('url')).toBe(page.url());
    expect(shared.searchParams.get('text')).toBe(await page.title());
    expect(features).toMatch(/width=600,height=500/);
    await expect(page).toHaveURL(/__test\/everyday/);
  });

  test('in link mode, lets the share links open in a new tab', async ({ page, vitrine }) => {
    void vitrine;
    await page.goto(EVERYDAY_PAGE);
    await mounted(page, 'social-share', 2);
    const facebook = page.locator('#share-link').getByRole('link', { name: 'Facebook' });
    await expect(facebook).toHaveAttribute(
      'href',
      `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(page.url())}`,
    );
    await expect(facebook).toHaveAttribute('target', '_blank');
    await expect(
      page.locator('#share-link').getByRole('link', { name: 'Partager par e-mail' }),
    ).toHaveAttribute('href', /^mailto:\?subject=.+&body=http/);
  });
});
