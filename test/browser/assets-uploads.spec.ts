import type { Locator, Page } from '@playwright/test';
import { makeBytes, makeImage, makeText } from '../support/images.ts';
import { expect, test } from '../support/test.ts';

const DEMO = '/fr/assetslibrary/uploads';

async function open(page: Page, id: string): Promise<Locator> {
  await page.goto(DEMO);
  await page.locator(`#${id}`).scrollIntoViewIfNeeded();
  const widget = page.locator(`#${id}[data-widget-mounted]`);
  await expect(widget.locator('.asset-upload__island')).toBeVisible();
  return widget;
}

const input = (widget: Locator) => widget.locator('input[type="file"]');
const row = (widget: Locator) => widget.locator('.asset-upload__file');
const growl = (page: Page) => page.locator('.vitrine-growl__item');

test.describe('uploads: validation in the spec order and words', () => {
  test('a file over data-max-file-size is refused with MaxFileSize, without an upload', async ({ page }) => {
    const widget = await open(page, 'single-plain');
    let uploads = 0;
    page.on('request', (r) => r.url().includes('/assets/upload') && uploads++);
    await input(widget).setInputFiles(makeBytes('huge.png', 300_000, 'image/png'));
    await expect(row(widget)).toHaveAttribute('data-state', 'invalid');
    await expect(row(widget)).toContainText('Le fichier est trop volumineux');
    expect(uploads).toBe(0);
  });

  test('a type outside the accept list is refused with AcceptFileTypes', async ({ page }) => {
    const widget = await open(page, 'single-plain');
    await input(widget).setInputFiles(await makeImage(50, 50, 'png', 'anim.gif'));
    await expect(row(widget)).toContainText('Type de fichier non autorisé');
  });

  test('an empty file is refused with MinFileSize', async ({ page }) => {
    const widget = await open(page, 'single-plain');
    await input(widget).setInputFiles(makeBytes('empty.jpg', 0, 'image/jpeg'));
    await expect(row(widget)).toContainText('Le fichier est trop petit');
  });

  test('a .jpeg file passes an accept list of .jpg', async ({ page }) => {
    const widget = await open(page, 'single-plain');
    await input(widget).setInputFiles(await makeImage(120, 80, 'jpeg', 'holiday.jpeg'));
    await expect(row(widget)).toHaveAttribute('data-state', 'done');
  });

  test('a text file named .jpg shows EncodeCorrectImage: images are checked by decoding', async ({
    page,
  }) => {
    const widget = await open(page, 'single-plain');
    await input(widget).setInputFiles(makeText('fake.jpg', 'hello', 'image/jpeg'));
    await expect(row(widget)).toContainText('Veuillez choisir une image valide');
  });

  test('a PNG renamed .jpg is a real image and is added', async ({ page }) => {
    const widget = await open(page, 'single-plain');
    await input(widget).setInputFiles(await makeImage(90, 60, 'png', 'renamed.jpg'));
    await expect(widget.locator('.asset-item')).toHaveCount(1);
    await expect(widget.locator('.asset-item__name')).toHaveText('renamed');
  });

  test('the multi-file widget answers a wrong file with a growl, and the file is not listed', async ({
    page,
  }) => {
    const widget = await open(page, 'multi-file');
    await input(widget).setInputFiles([makeText('notes.txt'), makeText('virus.exe')]);
    await expect(growl(page).filter({ hasText: 'Veuillez ajouter un fichier correct.' })).toBeVisible();
    await expect(widget.locator('.asset-item')).toHaveCount(1);
    await expect(row(widget)).toHaveCount(1);
  });

  test('the multi-file widget takes at most data-max-number-of-files', async ({ page }) => {
    const widget = await open(page, 'multi-file');
    await input(widget).setInputFiles(['a', 'b', 'c', 'd'].map((n) => makeText(`${n}.txt`)));
    await expect(widget.locator('.asset-item')).toHaveCount(3);
    await expect(growl(page).filter({ hasText: 'Veuillez ajouter un fichier correct.' })).toBeVisible();
  });
});

test.describe('uploads: the image size against the crop size', () => {
  test('an image of exactly the crop size is added as it is and fills the form field', async ({ page }) => {
    const widget = await open(page, 'single-crop');
    await expect(widget.locator('.asset-item__name')).toHaveText('Chaise chêne');
    await input(widget).setInputFiles(await makeImage(400, 300));
    await expect(row(widget)).toHaveAttribute('data-state', 'done');
    await expect(growl(page).filter({ hasText: 'Fichier ajouté avec succès' })).toBeVisible();
    await expect(widget.locator('.asset-item')).toHaveCount(1);
    await expect(widget.locator('.asset-item__name')).toHaveText('photo-400x300');
    await expect(page.locator('#ProductImageId')).not.toHaveValue('2');
    await expect(page.locator('dialog.asset-crop-modal')).toHaveCount(0);
  });

  test('a smaller image shows the minimum size', async ({ page }) => {
    const widget = await open(page, 'single-crop');
    await input(widget).setInputFiles(await makeImage(399, 600));
    await expect(row(widget)).toContainText('Taille minimale : 400 px x 300 px');
  });

  test('a larger image goes through the crop, by keyboard, never under the minimum', async ({ page }) => {
    const widget = await open(page, 'single-crop');
    await input(widget).setInputFiles(await makeImage(1600, 1200));
    const modal = page.locator('dialog.asset-crop-modal[open]');
    await expect(modal).toBeVisible();
    const selection = modal.locator('cropper-selection');
    await expect(modal.locator('.asset-crop__size')).toHaveText('Sélection : 1600 px x 1200 px');
    await selection.focus();
    for (let i = 0; i < 40; i++) await page.keyboard.press('-');
    await expect(modal.locator('.asset-crop__size')).toHaveText('Sélection : 400 px x 300 px');
    await page.keyboard.press('Shift+ArrowRight');
    await page.keyboard.press('ArrowDown');
    const cropCall = page.waitForRequest((r) => r.url().includes('/assets/croptempimg/'));
    await modal.getByRole('button', { name: 'Recadrer' }).click();
    const path = new URL((await cropCall).url()).pathname.split('/').slice(-6).map(Number);
    expect(path[2]).toBeGreaterThanOrEqual(400);
    expect(path[3]).toBeGreaterThanOrEqual(300);
    expect(path.slice(4)).toEqual([400, 300]);
    expect(path[0]).toBeGreaterThan(600);
    await expect(growl(page).filter({ hasText: 'Image recadrée' })).toBeVisible();
    await expect(row(widget)).toHaveAttribute('data-state', 'done');
    const id = await page.locator('#ProductImageId').inputValue();
    const asset = await (await page.request.get(`/api/v1/assetslibrary/assets/${id}`)).json();
    expect([asset.Width, asset.Height]).toEqual([400, 300]);
  });

  test('a square image turns a quarter per press and the crop keeps the original', async ({ page }) => {
    const widget = await open(page, 'multi-images');
    await input(widget).setInputFiles(await makeImage(900, 900, 'png', 'square.png'));
    const modal = page.locator('dialog.asset-crop-modal[open]');
    await expect(modal).toBeVisible();
    await modal.getByRole('button', { name: 'Pivoter à droite' }).click();
    await modal.getByRole('button', { name: 'Pivoter à droite' }).click();
    await modal.getByRole('button', { name: 'Pivoter à gauche' }).click();
    const cropCall = page.waitForRequest((r) => r.url().includes('/assets/croptempimg/'));
    await modal.getByRole('button', { name: 'Recadrer' }).click();
    const url = new URL((await cropCall).url());
    expect(url.searchParams.get('rotate')).toBe('90');
    expect(url.searchParams.get('keepOriginal')).toBe('true');
    await expect(widget.locator('.asset-item')).toHaveCount(1);
    await expect(widget.locator('.asset-item__name')).toHaveText('square (crop)');
    const library = await page.request.get('/fr/assetslibrary/asset/assetsbyfolder/4/1');
    expect(await library.text()).toContain('>square<');
  });

  test('a crop answer carrying Error shows it in the error modal and the crop can be tried again', async ({
    page,
  }) => {
    const widget = await open(page, 'single-crop');
    const upload = page.waitForResponse((r) => r.url().includes('/assets/upload'));
    await input(widget).setInputFiles(await makeImage(800, 600));
    const [asset] = await (await upload).json();
    await expect(page.locator('dialog.asset-crop-modal[open]')).toBeVisible();
    // The temporary image is gone (deleted elsewhere): the crop answers {Error}.
    const csrf = await page.evaluate(() => window.vitrine?.settings?.csrfToken ?? '');
    await page.request.post(`/api/v1/assetslibrary/assets/${asset.AssetId}/delete`, {
      headers: { RequestVerificationToken: csrf, 'X-Requested-With': 'XMLHttpRequest' },
    });
    await page.locator('dialog.asset-crop-modal[open]').getByRole('button', { name: 'Recadrer' }).click();
    const error = page.locator('dialog.vitrine-error-modal[open]');
    await expect(error).toContainText('Image introuvable');
    await error.getByRole('button', { name: 'Fermer' }).last().click();
    await expect(page.locator('dialog.asset-crop-modal[open]')).toBeVisible();
    await expect(row(widget)).toHaveAttribute('data-state', 'cropping');
  });
});
