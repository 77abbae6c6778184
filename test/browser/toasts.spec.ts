import { skipConsentBanner } from '../support/consent.ts';
import { signIn } from '../support/lists.ts';
import { expect, type Page, test } from '../support/test.ts';

const ACCOUNT = '/fr/sales/prepaidaccounts/71';
const NOTIFY = '/api/v1/sales/prepaidaccounts/setnotification';

/** Opens the prepaid account page, whose notification box says in a notice when its call fails. */
async function openAccount(page: Page) {
  await skipConsentBanner(page);
  await signIn(page, ACCOUNT);
  await expect(page.locator('[data-widget-mounted~="prepaid-notification"]')).toHaveCount(1);
}

const toggle = (page: Page) => page.getByLabel('M’avertir par e-mail à chaque utilisation');
const notices = (page: Page) => page.locator('.vitrine-growl__item');

test.describe('notices (toasts)', () => {
  test('a notice goes with its page when the customer moves to another page', async ({ page, vitrine }) => {
    await openAccount(page);
    await vitrine.faults({ method: 'POST', path: NOTIFY, status: 500 });
    await toggle(page).click();
    await expect(notices(page)).toHaveCount(1);
    await page.locator('.main-nav__list a').first().click();
    await expect(page).not.toHaveURL(new RegExp(ACCOUNT));
    await expect(page.locator('h1')).toBeFocused();
    await expect(notices(page)).toHaveCount(0);
  });

  test('notices never pile up: a third one pushes the oldest out', async ({ page, vitrine }) => {
    await openAccount(page);
    await vitrine.faults({ method: 'POST', path: NOTIFY, status: 500, times: 3 });
    for (const expected of [1, 2, 2]) {
      await toggle(page).click();
      await expect(toggle(page)).toBeChecked();
      await expect(
        page.locator('[data-widget-mounted~="prepaid-notification"] [aria-busy="true"]'),
      ).toHaveCount(0);
      await expect(notices(page)).toHaveCount(expected);
    }
  });

  test('on a phone a notice lies within the screen, at its top', async ({ page, vitrine }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await openAccount(page);
    await vitrine.faults({ method: 'POST', path: NOTIFY, status: 500 });
    await toggle(page).click();
    const box = await notices(page).first().boundingBox();
    expect(box?.x).toBeGreaterThanOrEqual(0);
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(375);
    expect(box?.y).toBeLessThan(812 / 2);
  });
});
