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

test.describe('uploads: validation in the CMS order and words', () => {
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
    let uploads = 0;
    page.on('request', (r) => r.url().includes('/assets/upload') && uploads++);
    await input(widget).setInputFiles(makeText('fake.jpg', 'hello', 'image/jpeg'));
    await expect(row(widget)).toContainText('Veuillez choisir une image valide');
    // Refused in the browser, before any upload (the server would refuse it too).
    expect(uploads).toBe(0);
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

  test('a page that lists no asset for the field shows the field’s asset, asked from the shop by its id', async ({
    page,
  }) => {
    // The CMS wrote only the field's value (asset 2), not the asset itself.
    await page.route(`**${DEMO}`, async (route) => {
      const response = await route.fetch();
      const body = (await response.text()).replace(/<li[^>]*data-asset-id[^>]*>[\s\S]*?<\/li>/g, '');
      await route.fulfill({ response, body });
    });
    const asked = page.waitForRequest((request) =>
      /\/api\/v1\/assetslibrary\/assets\/2$/.test(request.url()),
    );
    const widget = await open(page, 'single-crop');
    await asked;
    await expect(widget.locator('.asset-item__name')).toHaveText('Chaise chêne');
    await expect(page.locator('#ProductImageId')).toHaveValue('2');
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
    // Keyboard only: Tab round the modal until the crop area has the focus.
    for (let i = 0; i < 6 && !(await selection.evaluate((el) => el === document.activeElement)); i++)
      await page.keyboard.press('Tab');
    await expect(selection).toBeFocused();
    await expect(selection).toHaveAccessibleName('Zone de recadrage');
    for (let i = 0; i < 40; i++) await page.keyboard.press('-');
    await expect(modal.locator('.asset-crop__size')).toHaveText('Sélection : 400 px x 300 px');
    await page.keyboard.press('Shift+ArrowRight');
    await page.keyboard.press('ArrowDown');
    const cropCall = page.waitForRequest((r) => r.url().includes('/assets/croptempimg/'));
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(modal.getByRole('button', { name: 'Recadrer' })).toBeFocused();
    await page.keyboard.press('Enter');
    expect((await cropCall).headers().requestverificationtoken).toBeTruthy();
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

  test('a crop address opened as a link from elsewhere, without the anti-forgery header, is refused and changes nothing', async ({
    page,
  }) => {
    const widget = await open(page, 'single-crop');
    const upload = page.waitForResponse((r) => r.url().includes('/assets/upload'));
    await input(widget).setInputFiles(await makeImage(800, 600));
    const [asset] = await (await upload).json();
    await expect(page.locator('dialog.asset-crop-modal[open]')).toBeVisible();
    const refused = await page.goto(`/assets/croptempimg/${asset.tmpName}/0/0/400/300/400/300`);
    expect(refused?.status()).toBe(400);
    const kept = await (await page.request.get(`/api/v1/assetslibrary/assets/${asset.AssetId}`)).json();
    expect([kept.Width, kept.Height]).toEqual([800, 600]);
  });

  test('dragging a corner never makes the selection smaller than the crop size nor changes its ratio', async ({
    page,
  }) => {
    const widget = await open(page, 'single-crop');
    await input(widget).setInputFiles(await makeImage(1600, 1200));
    const modal = page.locator('dialog.asset-crop-modal[open]');
    await expect(modal.locator('.asset-crop__size')).toHaveText('Sélection : 1600 px x 1200 px');
    const corner = modal.locator('cropper-handle[action="se-resize"]');
    const box = await corner.boundingBox();
    if (!box) throw new Error('no resize handle');
    // The handle straddles the image's corner: press on its inner quarter.
    await page.mouse.move(box.x + box.width / 4, box.y + box.height / 4);
    await page.mouse.down();
    for (const step of [100, 200, 300, 400, 480])
      await page.mouse.move(box.x - step, box.y - step * 0.75, { steps: 4 });
    await page.mouse.up();
    const size = await modal.locator('cropper-selection').evaluate((el) => {
      const s = el as HTMLElement & { width: number; height: number };
      return { width: s.width, height: s.height };
    });
    // The display scale is 1/3: 400 x 300 original pixels are 133.3 x 100 on screen.
    expect(size.width).toBeGreaterThanOrEqual(133);
    expect(size.height).toBeGreaterThanOrEqual(99.5);
    expect(Math.abs(size.width / size.height - 4 / 3)).toBeLessThan(0.02);
    expect(size.width).toBeLessThan(533);
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

test.describe('uploads: each failure and the ways back', () => {
  test('an upload answered 500 shows the error modal, and Retry sends it again', async ({
    page,
    vitrine,
  }) => {
    const widget = await open(page, 'single-plain');
    await vitrine.faults({ method: 'POST', path: '/api/v1/assetslibrary/assets/upload', status: 500 });
    await input(widget).setInputFiles(await makeImage(100, 100));
    await expect(page.locator('dialog.vitrine-error-modal[open]')).toContainText('erreur');
    await expect(row(widget)).toHaveAttribute('data-state', 'failed');
    await page
      .locator('dialog.vitrine-error-modal[open]')
      .getByRole('button', { name: 'Fermer' })
      .last()
      .click();
    await row(widget)
      .getByRole('button', { name: /Réessayer/ })
      .click();
    await expect(row(widget)).toHaveAttribute('data-state', 'done');
    await expect(widget.locator('.asset-item')).toHaveCount(1);
  });

  test('a connection dropped mid-upload fails the file; Retry completes it', async ({ page, vitrine }) => {
    const widget = await open(page, 'single-plain');
    // Chromium re-sends a request whose reused connection died, so every attempt drops until cleared.
    await vitrine.faults({
      method: 'POST',
      path: '/api/v1/assetslibrary/assets/upload',
      delay: 400,
      drop: true,
      times: 20,
    });
    await input(widget).setInputFiles(await makeImage(150, 100));
    await expect(row(widget)).toHaveAttribute('data-state', 'failed');
    await expect(page.locator('dialog.vitrine-error-modal[open]')).toBeVisible();
    await page.request.delete('/__fixtures/faults');
    await page
      .locator('dialog.vitrine-error-modal[open]')
      .getByRole('button', { name: 'Fermer' })
      .last()
      .click();
    await row(widget)
      .getByRole('button', { name: /Réessayer/ })
      .click();
    await expect(row(widget)).toHaveAttribute('data-state', 'done');
  });

  test('a slow upload shows that it is being sent and can be cancelled, then retried', async ({
    page,
    vitrine,
  }) => {
    const widget = await open(page, 'single-plain');
    await vitrine.faults({ method: 'POST', path: '/api/v1/assetslibrary/assets/upload', delay: 4000 });
    await input(widget).setInputFiles(await makeImage(160, 100));
    await expect(row(widget)).toHaveAttribute('data-state', 'uploading');
    await expect(row(widget).locator('progress')).toBeVisible();
    await expect(row(widget)).toContainText('Envoi en cours…');
    await row(widget)
      .getByRole('button', { name: /Annuler/ })
      .click();
    await expect(row(widget)).toHaveAttribute('data-state', 'cancelled');
    await expect(page.locator('#vitrine-announcer')).toContainText('Envoi annulé');
    await row(widget)
      .getByRole('button', { name: /Réessayer/ })
      .click();
    await expect(row(widget)).toHaveAttribute('data-state', 'done');
    await expect(page.locator('dialog.vitrine-error-modal')).toHaveCount(0);
  });

  test('an upload answered 401 opens the login modal', async ({ page, vitrine }) => {
    const widget = await open(page, 'single-plain');
    await vitrine.faults({ method: 'POST', path: '/api/v1/assetslibrary/assets/upload', status: 401 });
    await input(widget).setInputFiles(await makeImage(100, 100));
    await expect(page.locator('dialog.login-modal[open]')).toBeVisible();
    await expect(row(widget)).toHaveAttribute('data-state', 'failed');
  });
});

test.describe('uploads: the ways in and the list', () => {
  test('each state change is announced', async ({ page }) => {
    const widget = await open(page, 'single-plain');
    await input(widget).setInputFiles(await makeImage(100, 100, 'jpeg', 'announced.jpg'));
    await expect(page.locator('#vitrine-announcer')).toContainText('announced.jpg: Envoyé');
  });

  test('a single-file widget replaces its file; a multiple one appends', async ({ page }) => {
    const single = await open(page, 'single-plain');
    await input(single).setInputFiles(await makeImage(100, 100, 'jpeg', 'first.jpg'));
    await expect(single.locator('.asset-item__name')).toHaveText('first');
    await input(single).setInputFiles(await makeImage(100, 100, 'jpeg', 'second.jpg'));
    await expect(single.locator('.asset-item__name')).toHaveText('second');
    await expect(row(single)).toHaveCount(1);
    const multiple = page.locator('#multi-images');
    await multiple.scrollIntoViewIfNeeded();
    await input(multiple).setInputFiles([
      await makeImage(300, 300, 'jpeg', 'one.jpg'),
      await makeImage(300, 300, 'jpeg', 'two.jpg'),
    ]);
    // The two uploads run side by side: they join the list in the order they finish.
    await expect(multiple.locator('.asset-item__name')).toHaveCount(2);
    expect((await multiple.locator('.asset-item__name').allTextContents()).sort()).toEqual(['one', 'two']);
    await input(multiple).setInputFiles(await makeImage(300, 300, 'jpeg', 'three.jpg'));
    await expect(multiple.locator('.asset-item__name')).toHaveCount(3);
    await expect(multiple.locator('.asset-item__name').last()).toHaveText('three');
  });

  test('files dropped on the zone or pasted into it are taken, and the drop is announced', async ({
    page,
  }) => {
    const widget = await open(page, 'file-upload');
    const zone = widget.locator('.asset-upload__zone');
    await zone.evaluate((el) => {
      const data = new DataTransfer();
      data.items.add(new File(['dropped text'], 'dropped.txt', { type: 'text/plain' }));
      el.dispatchEvent(new DragEvent('dragover', { dataTransfer: data, bubbles: true, cancelable: true }));
      el.dispatchEvent(new DragEvent('drop', { dataTransfer: data, bubbles: true, cancelable: true }));
    });
    await expect(widget.locator('.asset-item__name')).toHaveText('dropped');
    await expect(page.locator('#vitrine-announcer')).toContainText('1 fichier(s) déposé(s)');
    await input(widget).focus();
    await input(widget).evaluate((el) => {
      const data = new DataTransfer();
      data.items.add(new File(['pasted text'], 'pasted.txt', { type: 'text/plain' }));
      el.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
    });
    await expect(widget.locator('.asset-item__name')).toHaveText('pasted');
  });

  test('the file widget takes a document and adds it without decoding', async ({ page }) => {
    const widget = await open(page, 'file-upload');
    await input(widget).setInputFiles(makeText('manual.pdf', '%PDF-1.4 fake', 'application/pdf'));
    await expect(widget.locator('.asset-item__name')).toHaveText('manual');
    await expect(growl(page).filter({ hasText: 'Fichier ajouté avec succès' })).toBeVisible();
  });

  test('an asset is renamed through the prompt and deleted after a confirm, with their notices', async ({
    page,
  }) => {
    await page.goto('/fr/assetslibrary/asset/assetsbyfolder/3/1');
    const widget = page.locator('#library-upload[data-widget-mounted]');
    const chair = widget.locator('.asset-item', { hasText: 'Chaise chêne' });
    await chair.getByRole('button', { name: /Modifier le nom/ }).click();
    const prompt = page.locator('dialog.asset-name-prompt[open]');
    await prompt.getByLabel('Nouveau nom').fill('Chaise en chêne massif');
    await prompt.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(growl(page).filter({ hasText: 'Nom modifié' })).toBeVisible();
    await expect(widget.locator('.asset-item__name').first()).toHaveText('Chaise en chêne massif');
    await widget
      .locator('.asset-item', { hasText: 'Table noyer' })
      .getByRole('button', { name: /Supprimer/ })
      .click();
    await page.locator('dialog.vitrine-confirm[open]').getByRole('button', { name: 'Confirmer' }).click();
    await expect(growl(page).filter({ hasText: 'Fichier supprimé' })).toBeVisible();
    await expect(widget.locator('.asset-item')).toHaveCount(1);
    await page.reload();
    await expect(page.locator('#library-upload .asset-item__name')).toHaveText(['Chaise en chêne massif']);
  });

  test('Back in the delete confirm keeps the asset', async ({ page }) => {
    await page.goto('/fr/assetslibrary/asset/assetsbyfolder/3/1');
    const widget = page.locator('#library-upload[data-widget-mounted]');
    await widget
      .locator('.asset-item')
      .first()
      .getByRole('button', { name: /Supprimer/ })
      .click();
    await page.locator('dialog.vitrine-confirm[open]').getByRole('button', { name: 'Retour' }).click();
    await expect(widget.locator('.asset-item')).toHaveCount(2);
  });

  test('without JavaScript the upload form posts the file and the page lists it', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/fr/assetslibrary/asset/assetsbyfolder/6/1');
    await page
      .getByLabel('Choisir un fichier')
      .setInputFiles(await makeImage(64, 64, 'png', 'nojs-logo.png'));
    await page.getByRole('button', { name: 'Enregistrer' }).first().click();
    await expect(page).toHaveURL(/assetsbyfolder\/6\/1$/);
    await expect(page.locator('.asset-item__name')).toContainText(['nojs-logo']);
    await context.close();
  });

  test('the crop modal has no axe violation', async ({ page, vitrine }) => {
    const widget = await open(page, 'single-crop');
    await input(widget).setInputFiles(await makeImage(1200, 1200));
    const modal = page.locator('dialog.asset-crop-modal[open]');
    await expect(modal.locator('.asset-crop__size')).toContainText('Sélection');
    expect(await vitrine.axe()).toEqual([]);
  });
});
