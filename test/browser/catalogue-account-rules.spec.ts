import { signIn, signOutBehind } from '../support/lists.ts';
import { expect, type Page, test } from '../support/test.ts';

const REF_PAGE = '/fr/__test/customer-ref-update';
const REF_POST = '/fr/catalog/customerreference/update';

test.describe('search suggestions call', () => {
  test('sends nbrResults=5 and accuracy=0.3 (the fixture answers every match, strictly, without them)', async ({
    page,
    vitrine,
  }) => {
    void vitrine;
    await page.goto('/fr/');
    await expect(page.locator('[data-widget="search-toggle"][data-widget-mounted]')).toHaveCount(1);
    await page.locator('.site-search__open').click();
    await expect(page.locator('form.search-form[data-widget-mounted]')).toHaveCount(1);
    const asked = page.waitForRequest((r) => r.url().includes('/search/suggestions'));
    // "tshirt" is no substring of "T-shirt …": only the 0.3 accuracy finds them, and 5 at most.
    await page.locator('#site-search').pressSequentially('tshirt');
    const url = new URL((await asked).url());
    expect(url.searchParams.get('nbrResults')).toBe('5');
    expect(url.searchParams.get('accuracy')).toBe('0.3');
    await expect(page.getByRole('option')).toHaveCount(5);
  });
});

test.describe('remote typeahead', () => {
  async function field(page: Page) {
    await page.goto('/fr/__test/typeahead');
    const input = page.locator('#quick-find');
    await input.focus();
    await expect(page.locator('[data-widget-mounted~="product-typeahead"]')).toHaveCount(1);
    return input;
  }

  test('asks the endpoint from the settings from 2 characters and shows 30 of a longer answer', async ({
    page,
    vitrine,
  }) => {
    void vitrine;
    const input = await field(page);
    const urls: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/v1/catalog/search/typeahead')) urls.push(r.url());
    });
    await input.pressSequentially('l');
    await page.waitForTimeout(500);
    expect(urls).toEqual([]);
    const answer = page.waitForResponse((r) => r.url().includes('/api/v1/catalog/search/typeahead?q=la'));
    await input.pressSequentially('a');
    const all = (await (await answer).json()) as unknown[];
    expect(all.length).toBeGreaterThan(30);
    await expect(page.getByRole('option')).toHaveCount(30);
    expect(await vitrine.axe()).toEqual([]);
  });

  test('choosing a suggestion opens its ProductUrl', async ({ page, vitrine }) => {
    void vitrine;
    const input = await field(page);
    await input.pressSequentially('la');
    await expect(page.getByRole('option')).toHaveCount(30);
    await input.press('ArrowDown');
    const name = ((await page.getByRole('option').first().textContent()) ?? '').trim();
    await input.press('Enter');
    await expect(page).toHaveURL(/\/fr\/catalog\/products\/\d+$/);
    await expect(page.locator('h1')).toHaveText(name);
  });

  test('a failed call (5xx) shows no suggestions, no modal, and keeps the text', async ({
    page,
    vitrine,
  }) => {
    const input = await field(page);
    await vitrine.faults({ path: '/api/v1/catalog/search/typeahead', status: 500 });
    await input.pressSequentially('la');
    await page.waitForResponse((r) => r.url().includes('/search/typeahead'));
    await expect(page.getByRole('listbox')).toBeHidden();
    await expect(page.locator('.vitrine-error-modal')).toHaveCount(0);
    await expect(input).toHaveValue('la');
  });
});

test.describe('video banner (event-driven instead of the 100 ms poll)', () => {
  test('a video whose file is slow still starts once it can play, and pauses when left', async ({
    page,
    vitrine,
  }) => {
    await vitrine.faults({ path: '/media/banners/workshop.webm', delay: 2000, times: 10 });
    await page.goto('/fr/__test/media-banner-still');
    const slider = page.locator('.banner-slider');
    await slider.scrollIntoViewIfNeeded();
    await expect(slider).toHaveAttribute('data-widget-mounted', /banner-slider/);
    // Swiper comes with the slider's first use.
    await slider.locator('[data-carousel-viewport]').hover();
    await expect(slider).toHaveAttribute('data-autoplay', /.+/);
    await slider.getByRole('button', { name: 'Suivant' }).click();
    const state = () =>
      page
        .locator('.banner-slider video')
        .evaluate((v: HTMLVideoElement) => ({ paused: v.paused, started: v.currentTime > 0 }));
    await expect.poll(state, { timeout: 15_000 }).toEqual({ paused: false, started: true });
    await slider.getByRole('button', { name: 'Suivant' }).click();
    await expect.poll(async () => (await state()).paused).toBe(true);
  });
});

test.describe('customer reference update', () => {
  async function openForm(page: Page, link: string) {
    await signIn(page, REF_PAGE);
    await expect(page.locator('[data-widget-mounted~="customer-ref-update"]')).toHaveCount(2);
    await page.locator(link).click();
    const modal = page.locator('dialog.customer-ref-modal[open]');
    await expect(modal.getByLabel('Votre référence')).toBeVisible();
    return modal;
  }

  test('the form opens in a modal; success shows a modal that hides after 3000 ms', async ({
    page,
    vitrine,
  }) => {
    const modal = await openForm(page, 'a.ref-modal');
    expect(await vitrine.axe()).toEqual([]);
    await modal.getByLabel('Votre référence').fill('REF-ATELIER-9');
    await modal.getByRole('button', { name: 'Enregistrer la référence' }).click();
    const feedback = page.locator('dialog.customer-ref-feedback--success[open]');
    await expect(feedback).toContainText('Référence client mise à jour.');
    await expect(modal).toHaveCount(0);
    expect(await vitrine.axe()).toEqual([]);
    // It leaves by itself (3000 ms: timed exactly in feedback.test.ts).
    await expect(feedback).toHaveCount(0, { timeout: 6_000 });
    const html = await (
      await page.request.get('/widget/catalog/CustomerReferenceUpdate?productVariantId=100103')
    ).text();
    expect(html).toContain('REF-ATELIER-9');
  });

  test('a failure shows Catalog.CustomerRefUpdateError as a modal, or as a growl when configured', async ({
    page,
    vitrine,
  }) => {
    const modal = await openForm(page, 'a.ref-modal');
    await vitrine.faults({ method: 'POST', path: REF_POST, status: 500 });
    await modal.getByRole('button', { name: 'Enregistrer la référence' }).click();
    await expect(page.locator('dialog.customer-ref-feedback--error[open]')).toContainText(
      'La référence client n’a pas pu être mise à jour.',
    );
    await page.locator('dialog.customer-ref-feedback--error').getByRole('button', { name: 'Fermer' }).click();
    await page.locator('a.ref-growl').click();
    const second = page.locator('dialog.customer-ref-modal[open]');
    await vitrine.faults({ method: 'POST', path: REF_POST, drop: true, times: 50 });
    await second.getByRole('button', { name: 'Enregistrer la référence' }).click();
    await expect(page.locator('.vitrine-growl__item--error')).toContainText(
      'La référence client n’a pas pu être mise à jour.',
      { timeout: 15_000 },
    );
    await expect(page.locator('dialog.customer-ref-feedback--error')).toHaveCount(0);
  });

  test('success as a growl when configured', async ({ page, vitrine }) => {
    void vitrine;
    const modal = await openForm(page, 'a.ref-growl');
    await modal.getByLabel('Votre référence').fill('X1');
    await modal.getByRole('button', { name: 'Enregistrer la référence' }).click();
    await expect(page.locator('.vitrine-growl__item--success')).toContainText(
      'Référence client mise à jour.',
    );
    await expect(page.locator('dialog[open]')).toHaveCount(0);
  });

  test('signed out meanwhile, saving opens the login modal', async ({ page, vitrine }) => {
    void vitrine;
    const modal = await openForm(page, 'a.ref-modal');
    await signOutBehind(page);
    await modal.getByRole('button', { name: 'Enregistrer la référence' }).click();
    await expect(page.locator('dialog.login-modal')).toBeVisible();
  });
});
