import { expect, test } from '../support/test.ts';

test.describe('form validation', () => {
  test.beforeEach(async ({ page, vitrine }) => {
    void vitrine;
    await page.goto('/fr/__test/validation');
  });

  test('an empty submit shows the required messages, marks the fields and focuses the first', async ({
    page,
  }) => {
    await page.getByRole('button', { name: 'Envoyer' }).click();
    const email = page.getByLabel('E-mail', { exact: true });
    await expect(email).toBeFocused();
    await expect(page).toHaveURL(/__test\/validation$/);
    const message = page.locator('[data-valmsg-for="Email"]');
    await expect(message).toHaveText('Ce champ est obligatoire.');
    await expect(message).toHaveClass(/field-validation-error/);
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveAttribute('aria-describedby', /val-email-error/);
    await expect(email).toHaveAccessibleDescription('Ce champ est obligatoire.');
    await expect(page.locator('[data-valmsg-for="LastName"]')).toHaveText('Ce champ est obligatoire.');
    await expect(page.locator('[data-valmsg-for="Password"]')).toHaveText('Ce champ est obligatoire.');
    await expect(page.locator('[data-valmsg-for="Phone"]')).toHaveText(
      'Indiquez un e-mail ou un numéro de téléphone.',
    );
    await expect(page.locator('[data-valmsg-for="AcceptTerms"]')).toHaveText(
      'Veuillez accepter les conditions générales.',
    );
    await expect(page.locator('[data-valmsg-for="AcceptContact"]')).toHaveText(
      'Vous devez accepter pour continuer.',
    );
    // Optional fields with format rules say nothing while empty.
    for (const name of ['Age', 'BirthDate', 'PostalCode', 'ConfirmPassword', 'VatNumber']) {
      await expect(page.locator(`[data-valmsg-for="${name}"]`)).toHaveText('');
    }
  });

  test('wrong formats show each rule’s message', async ({ page }) => {
    await page.getByLabel('E-mail', { exact: true }).fill('camille@');
    await page.getByLabel('Nom').fill('D');
    await page.getByLabel('Âge').fill('12,5x');
    await page.getByLabel('Date de naissance').fill('31/02/2001');
    await page.getByLabel('Code postal').fill('10000');
    await page.getByLabel('Mot de passe', { exact: true }).fill('camille@');
    await page.getByLabel('Confirmer le mot de passe').fill('autre');
    await page.getByRole('button', { name: 'Envoyer' }).click();
    await expect(page.locator('[data-valmsg-for="Email"]')).toHaveText(
      'Veuillez saisir une adresse e-mail valide.',
    );
    await expect(page.locator('[data-valmsg-for="LastName"]')).toHaveText('Entre 2 et 20 caractères.');
    await expect(page.locator('[data-valmsg-for="Age"]')).toHaveText('Veuillez saisir un nombre.');
    await expect(page.locator('[data-valmsg-for="BirthDate"]')).toHaveText(
      'Veuillez saisir une date au format JJ/MM/AAAA.',
    );
    await expect(page.locator('[data-valmsg-for="PostalCode"]')).toHaveText(
      'Le code postal compte 4 chiffres.',
    );
    await expect(page.locator('[data-valmsg-for="Password"]')).toHaveText(
      'Le mot de passe doit être différent de votre e-mail.',
    );
    await expect(page.locator('[data-valmsg-for="ConfirmPassword"]')).toHaveText(
      'Les mots de passe ne correspondent pas.',
    );
    await page.getByLabel('Âge').fill('12');
    await expect(page.locator('[data-valmsg-for="Age"]')).toHaveText(
      'Veuillez saisir une valeur entre 18 et 120.',
    );
  });

  test('the message clears as the customer corrects the field', async ({ page }) => {
    await page.getByRole('button', { name: 'Envoyer' }).click();
    const email = page.getByLabel('E-mail', { exact: true });
    const message = page.locator('[data-valmsg-for="Email"]');
    await email.pressSequentially('camille');
    await expect(message).toHaveText('Veuillez saisir une adresse e-mail valide.');
    await email.pressSequentially('@vitrine.test');
    await expect(message).toHaveText('');
    await expect(message).toHaveClass(/field-validation-valid/);
    await expect(email).not.toHaveAttribute('aria-invalid');
    await expect(email).not.toHaveAttribute('aria-describedby', /val-email-error/);
    await page.getByLabel('J’accepte les conditions générales').check();
    await expect(page.locator('[data-valmsg-for="AcceptTerms"]')).toHaveText('');
    await page.getByLabel('E-mail (contact)').fill('camille@vitrine.test');
    await page.getByLabel('E-mail (contact)').blur();
    await expect(page.locator('[data-valmsg-for="Phone"]')).toHaveText('');
  });

  test('a VAT number is required only for a company', async ({ page }) => {
    await page.getByRole('button', { name: 'Envoyer' }).click();
    const vat = page.locator('[data-valmsg-for="VatNumber"]');
    await expect(vat).toHaveText('');
    await page.getByLabel('Je commande pour une société').check();
    await expect(vat).toHaveText('Le numéro de TVA est obligatoire pour une société.');
    await page.getByLabel('Je commande pour une société').uncheck();
    await expect(vat).toHaveText('');
  });

  test('a valid form is submitted', async ({ page }) => {
    await page.getByLabel('E-mail', { exact: true }).fill('camille@vitrine.test');
    await page.getByLabel('Nom').fill('Dubois');
    await page.getByLabel('Âge').fill('34');
    await page.getByLabel('Date de naissance').fill('29/02/2000');
    await page.getByLabel('Code postal').fill('1000');
    await page.getByLabel('Mot de passe', { exact: true }).fill('s3cret-pass');
    await page.getByLabel('Confirmer le mot de passe').fill('s3cret-pass');
    await page.getByLabel('Je commande pour une société').check();
    await page.getByLabel('Numéro de TVA').fill('BE0123456789');
    await page.getByLabel('Téléphone').fill('+32 2 123 45 67');
    await page.getByLabel('J’accepte les conditions générales').check();
    await page.getByLabel('J’accepte d’être recontacté').check();
    await page.getByRole('button', { name: 'Envoyer' }).click();
    await expect(page).toHaveURL(/\/fr\/forms\/validation-demo\?/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Formulaire envoyé.');
    await expect(page.locator('.received')).toContainText('BE0123456789');
  });

  test('axe finds no violation with validation errors showing', async ({ page, vitrine }) => {
    await page.getByRole('button', { name: 'Tout refuser' }).click();
    await page.getByRole('button', { name: 'Envoyer' }).click();
    await expect(page.locator('.field-validation-error').first()).toBeVisible();
    expect(await vitrine.axe()).toEqual([]);
  });
});
