import type { Page } from '@playwright/test';
import { totp } from '../../fixtures/server/totp.ts';
import { expect, test } from '../support/test.ts';

async function logIn(page: Page, returnUrl: string): Promise<void> {
  await page.goto(`/fr/security/login?returnUrl=${encodeURIComponent(returnUrl)}`);
  await page.locator('#login-email').fill('demo@vitrine.test');
  await page.locator('#login-password').fill('demo');
  await page.locator('form.login-form button[type="submit"]').click();
  await expect(page).toHaveURL(new RegExp(`${returnUrl}$`));
}

test.describe('security forms', () => {
  test('registering checks the fields in the browser, creates the account, and refuses the same e-mail twice', async ({
    page,
    vitrine,
  }) => {
    void vitrine;
    await page.goto('/fr/security/register');
    await page.locator('form.form button[type="submit"]').click();
    await expect(page.getByLabel('Prénom')).toBeFocused();
    await expect(page.locator('[data-valmsg-for="AcceptTerms"]')).toHaveText(
      'Veuillez accepter les conditions générales.',
    );
    const fill = async (email: string) => {
      await page.getByLabel('Prénom').fill('Léa');
      await page.getByLabel('Nom', { exact: true }).fill('Martin');
      await page.getByLabel('E-mail').fill(email);
      await page.getByLabel('Mot de passe', { exact: true }).fill('long-enough');
      await page.getByLabel('Confirmer le mot de passe').fill('long-enough');
      await page.getByLabel('J’accepte les conditions générales').check();
      await page.locator('form.form button[type="submit"]').click();
    };
    await page.getByLabel('Mot de passe', { exact: true }).fill('short');
    await page.getByLabel('Mot de passe', { exact: true }).blur();
    await expect(page.locator('[data-valmsg-for="Password"]')).toHaveText(
      'Le mot de passe compte au moins 8 caractères.',
    );
    await fill('lea@vitrine.test');
    await expect(page.locator('[data-page-content]').getByRole('status')).toHaveText(
      'Bienvenue Léa, votre compte est créé.',
    );

    await page.goto('/fr/security/register');
    await fill('LEA@vitrine.test');
    const email = page.getByLabel('E-mail');
    await expect(page.locator('[data-valmsg-for="Email"]')).toHaveText(
      'Un compte existe déjà avec cet e-mail.',
    );
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveAccessibleDescription('Un compte existe déjà avec cet e-mail.');
  });

  test("the login form checks its fields in the shop's language, not the browser's", async ({
    page,
    vitrine,
  }) => {
    void vitrine;
    await page.goto('/fr/security/login');
    await page.locator('#login-email').fill('pas-un-e-mail');
    await page.locator('form.login-form button[type="submit"]').click();
    await expect(page.locator('[data-valmsg-for="Email"]')).toHaveText(
      'Veuillez saisir une adresse e-mail valide.',
    );
    await expect(page.locator('[data-valmsg-for="Password"]')).toHaveText('Ce champ est obligatoire.');
    await expect(page.locator('#login-email')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.locator('#login-email')).toBeFocused();
    await expect(page).toHaveURL(/\/fr\/security\/login$/);
  });

  test('forgot password answers with a message naming the e-mail', async ({ page, vitrine }) => {
    void vitrine;
    await page.goto('/fr/security/forgotpassword');
    await page.getByLabel('E-mail').fill('demo@');
    await page.getByRole('button', { name: 'Envoyer' }).click();
    await expect(page.locator('[data-valmsg-for="Email"]')).toHaveText(
      'Veuillez saisir une adresse e-mail valide.',
    );
    await page.getByLabel('E-mail').fill('demo@vitrine.test');
    await page.getByRole('button', { name: 'Envoyer' }).click();
    await expect(page.locator('[data-page-content]').getByRole('status')).toHaveText(
      'Si un compte existe pour demo@vitrine.test, un e-mail de réinitialisation vient d’être envoyé.',
    );
  });

  test('changing the password needs a login and the right current password', async ({ page, vitrine }) => {
    void vitrine;
    await page.goto('/fr/security/changepassword');
    await expect(page).toHaveURL(/\/fr\/security\/login\?returnUrl=%2Ffr%2Fsecurity%2Fchangepassword$/);
    await logIn(page, '/fr/security/changepassword');
    const change = async (current: string, next: string) => {
      await page.getByLabel('Mot de passe actuel').fill(current);
      await page.getByLabel('Nouveau mot de passe').fill(next);
      await page.getByLabel('Confirmer le mot de passe').fill(next);
      await page.getByRole('button', { name: 'Changer de mot de passe' }).click();
    };
    await page.getByLabel('Nouveau mot de passe').fill('abc');
    await page.getByLabel('Confirmer le mot de passe').fill('abd');
    await page.getByRole('button', { name: 'Changer de mot de passe' }).click();
    await expect(page.locator('[data-valmsg-for="ConfirmPassword"]')).toHaveText(
      'Les mots de passe ne correspondent pas.',
    );
    await change('wrong-one', 'new-password-1');
    await expect(page.locator('[data-valmsg-for="CurrentPassword"]')).toHaveText(
      'Le mot de passe actuel est incorrect.',
    );
    await change('demo', 'new-password-1');
    await expect(page.locator('p[role="status"]')).toHaveText('Votre mot de passe a été modifié.');
    await page.goto('/fr/security/changepassword');
    await change('demo', 'new-password-2');
    await expect(page.locator('[data-valmsg-for="CurrentPassword"]')).toHaveText(
      'Le mot de passe actuel est incorrect.',
    );
  });
});

test.describe('two-factor set-up in a modal', () => {
  test.beforeEach(async ({ page, vitrine }) => {
    void vitrine;
    await logIn(page, '/fr/security/account');
    await page.getByRole('button', { name: 'Tout refuser' }).click();
    await expect(page.locator('[data-widget="two-factor-modal"][data-widget-mounted]')).toHaveCount(1);
  });

  test('steps through the modal with a back step, shows the QR code and key, and refreshes the page after success', async ({
    page,
  }) => {
    await expect(page.locator('.two-factor-status')).toHaveText('La double authentification est désactivée.');
    await page.getByRole('link', { name: 'Authentification à deux facteurs' }).click();
    const modal = page.getByRole('dialog', { name: 'Authentification à deux facteurs' });
    await expect(modal).toBeVisible();
    await modal.getByRole('link', { name: 'Configurer une application d’authentification' }).click();
    const setUp = page.getByRole('dialog', { name: 'Configurer une application d’authentification' });
    await expect(setUp).toBeVisible();
    const key = (await setUp.locator('.two-factor-key code').textContent()) ?? '';
    expect(key).toMatch(/^[A-Z2-7]{32}$/);
    await expect(setUp.getByRole('img', { name: `Code QR de la clé ${key}` })).toBeVisible();

    await setUp.getByRole('link', { name: 'Retour' }).click();
    await expect(page.getByRole('dialog', { name: 'Authentification à deux facteurs' })).toBeVisible();
    await page
      .getByRole('dialog')
      .getByRole('link', { name: 'Configurer une application d’authentification' })
      .click();
    await expect(setUp).toBeVisible();

    const code = setUp.getByLabel('Code de vérification (6 chiffres)');
    await code.fill('12');
    await setUp.getByRole('button', { name: 'Vérifier' }).click();
    await expect(setUp.locator('[data-valmsg-for="Code"]')).toHaveText('Le code compte 6 chiffres.');
    const wrong = totp(key) === '000000' ? '111111' : '000000';
    await code.fill(wrong);
    await setUp.getByRole('button', { name: 'Vérifier' }).click();
    await expect(setUp.locator('[data-valmsg-for="Code"]')).toHaveText('Ce code n’est pas valide.');
    await setUp.getByLabel('Code de vérification (6 chiffres)').fill(totp(key));
    await setUp.getByRole('button', { name: 'Vérifier' }).click();
    await expect(setUp.getByRole('status')).toHaveText('L’application d’authentification est configurée.');

    const reloaded = page.waitForEvent('load');
    await setUp.getByRole('button', { name: 'Fermer' }).click();
    await reloaded;
    await expect(page.locator('.two-factor-status')).toHaveText('La double authentification est activée.');
  });

  test('closing the modal without success does not reload the page', async ({ page }) => {
    await page.evaluate(() => {
      (window as unknown as { __stay: boolean }).__stay = true;
    });
    await page.getByRole('link', { name: 'Authentification à deux facteurs' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Authentification à deux facteurs' })).toBeFocused();
    expect(await page.evaluate(() => (window as unknown as { __stay?: boolean }).__stay)).toBe(true);
  });

  test('a failing step shows the error modal', async ({ page, vitrine }) => {
    await vitrine.faults({ method: 'GET', path: '/fr/security/twofactor', status: 500 });
    await page.getByRole('link', { name: 'Authentification à deux facteurs' }).click();
    await expect(page.locator('dialog.vitrine-error-modal[open]')).toBeVisible();
  });

  test('axe finds no violation with the QR code modal open', async ({ page, vitrine }) => {
    await page.getByRole('link', { name: 'Authentification à deux facteurs' }).click();
    await page
      .getByRole('dialog')
      .getByRole('link', { name: 'Configurer une application d’authentification' })
      .click();
    await expect(page.getByRole('dialog').getByRole('img')).toBeVisible();
    expect(await vitrine.axe()).toEqual([]);
  });
});

test.describe('logoff', () => {
  test('the header logs off with a POST form whose button reads as a link', async ({ page, vitrine }) => {
    void vitrine;
    await logIn(page, '/fr/catalog');
    const logoff = page.locator('.account-links form.logoff-form');
    await expect(logoff).toHaveAttribute('method', 'post');
    await expect(logoff.locator('input[name="__RequestVerificationToken"]')).toHaveCount(1);
    const button = logoff.getByRole('button', { name: 'Se déconnecter' });
    const link = page.locator('.account-links a.cart-link');
    const look = (el: typeof button) =>
      el.evaluate((node) => {
        const style = getComputedStyle(node);
        return [style.color, style.backgroundColor === 'rgba(0, 0, 0, 0)', style.borderTopWidth];
      });
    expect((await look(button))[0]).toBe((await look(link))[0]);
    expect((await look(button)).slice(1)).toEqual([true, '0px']);
    await button.click();
    await expect(page).toHaveURL(/\/fr\/$/);
    await expect(page.locator('.account-links').getByRole('link', { name: 'Se connecter' })).toBeVisible();
  });

  test('a GET of the logoff address (a link or image on another site) does not log off', async ({
    page,
    vitrine,
  }) => {
    void vitrine;
    await logIn(page, '/fr/catalog');
    await page.goto('/fr/security/logoff');
    await expect(page.locator('main')).toContainText('Voulez-vous vous déconnecter ?');
    await expect(page.locator('.account-links')).toContainText('Bonjour');
    // Another site's page (a blank one, not the shop's, whose policy refuses document.write).
    const logoff = new URL('/fr/security/logoff', page.url()).href;
    await page.goto('about:blank');
    await page.setContent(`<img src="${logoff}">`);
    await page.goto('/fr/catalog');
    await expect(page.locator('.account-links')).toContainText('Bonjour');
    await page
      .locator('main form.logoff-form, .account-links form.logoff-form')
      .first()
      .getByRole('button')
      .click();
    await expect(page.locator('.account-links')).not.toContainText('Bonjour');
  });
});

test.describe('logoff without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the header form logs off as a plain form post', async ({ page, vitrine }) => {
    void vitrine;
    await page.goto('/fr/security/login?returnUrl=%2Ffr%2Fcatalog');
    await page.locator('#login-email').fill('demo@vitrine.test');
    await page.locator('#login-password').fill('demo');
    await page.locator('form.login-form button[type="submit"]').click();
    await expect(page).toHaveURL(/\/fr\/catalog$/);
    await page.locator('.account-links').getByRole('button', { name: 'Se déconnecter' }).click();
    await expect(page).toHaveURL(/\/fr\/$/);
    await expect(page.locator('.account-links').getByRole('link', { name: 'Se connecter' })).toBeVisible();
  });
});
