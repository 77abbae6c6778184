import { expect, type Locator, type Page } from '@playwright/test';
import { makeImage } from '../../../support/images.ts';
import type { Flow } from '../flow.ts';

const calendar = (page: Page) => page.locator('.news-calendar[data-widget-mounted~="news-calendar"]');
const uploads = (page: Page, id: string) => page.locator(`#${id}[data-widget-mounted]`);
const library = (page: Page) => page.locator('#library-upload[data-widget-mounted]');
const treeItem = (page: Page, name: string): Locator =>
  page
    .getByRole('tree')
    .getByRole('treeitem', { name, exact: false })
    .filter({ has: page.locator(`> span a:text-is("${name}")`) });

/** The uploads demo page, the widget `id` ready. */
async function uploadWidget(page: Page, id: string): Promise<void> {
  await page.goto('/fr/assetslibrary/uploads');
  await page.locator(`#${id}`).scrollIntoViewIfNeeded();
  await expect(uploads(page, id).locator('.asset-upload__island')).toBeVisible();
}

/** A folder of the assets library with its list and its upload widget. */
async function folder(page: Page): Promise<void> {
  await page.goto('/fr/assetslibrary/asset/assetsbyfolder/3/1');
  await expect(library(page).locator('.asset-item').first()).toBeVisible();
}

/** News and the assets library. */
export const contentFlows: Flow[] = [
  {
    name: 'news: another month of the calendar',
    async setup(page) {
      await page.goto('/fr/news');
      await expect(calendar(page)).toHaveCount(1);
    },
    act: (page) => calendar(page).getByRole('link', { name: 'Mois précédent : Octobre 2026' }).click(),
  },
  {
    name: 'news: a day of the calendar',
    async setup(page) {
      await page.goto('/fr/__test/news');
      await expect(calendar(page)).toHaveCount(1);
    },
    act: (page) => calendar(page).locator('.news-calendar__grid a[data-date="2026-11-04"]').click(),
  },
  {
    name: 'news: another page of the list',
    async setup(page) {
      await page.goto('/fr/news');
      await expect(page.locator('#news-list[data-widget-mounted~="news-list"]')).toHaveCount(1);
    },
    act: (page) => page.locator('#news-list').getByRole('link', { name: 'Page 2' }).click(),
  },
  {
    name: 'assets: a file uploaded',
    setup: (page) => uploadWidget(page, 'single-plain'),
    act: async (page) =>
      uploads(page, 'single-plain')
        .locator('input[type="file"]')
        .setInputFiles(await makeImage(120, 80)),
  },
  {
    name: 'assets: an image cropped',
    async setup(page) {
      await uploadWidget(page, 'single-crop');
      await uploads(page, 'single-crop')
        .locator('input[type="file"]')
        .setInputFiles(await makeImage(1600, 1200));
      await expect(page.locator('dialog.asset-crop-modal[open]').locator('cropper-selection')).toBeVisible();
    },
    act: (page) =>
      page.locator('dialog.asset-crop-modal[open]').getByRole('button', { name: 'Recadrer' }).click(),
  },
  {
    name: 'assets: the uploads page, with a form field holding an asset',
    setup: async () => {},
    act: (page) => page.goto('/fr/assetslibrary/uploads').then(() => {}),
  },
  {
    name: 'assets: an asset renamed',
    async setup(page) {
      await folder(page);
      await library(page)
        .locator('.asset-item', { hasText: 'Chaise chêne' })
        .getByRole('button', { name: /Modifier le nom/ })
        .click();
      await page
        .locator('dialog.asset-name-prompt[open]')
        .getByLabel('Nouveau nom')
        .fill('Chaise en chêne massif');
    },
    act: (page) =>
      page.locator('dialog.asset-name-prompt[open]').getByRole('button', { name: 'Enregistrer' }).click(),
  },
  {
    name: 'assets: an asset deleted',
    setup: folder,
    async act(page) {
      await library(page)
        .locator('.asset-item', { hasText: 'Table noyer' })
        .getByRole('button', { name: /Supprimer/ })
        .click();
      await page.locator('dialog.vitrine-confirm[open]').getByRole('button', { name: 'Confirmer' }).click();
    },
  },
  {
    name: 'assets: the folder tree',
    setup: async () => {},
    act: (page) => page.goto('/fr/assetslibrary').then(() => {}),
  },
  {
    name: 'assets: a folder opened',
    async setup(page) {
      await page.goto('/fr/assetslibrary');
      await expect(page.locator('[data-widget-mounted~="folder-tree"]')).toHaveCount(1);
      await expect(treeItem(page, 'Photos')).toBeVisible();
    },
    act: (page) => treeItem(page, 'Photos').locator('> span a').click(),
  },
];
