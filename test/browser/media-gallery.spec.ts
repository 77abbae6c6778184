import type { Page } from '@playwright/test';
import { chunkOf, chunkRequests } from '../support/chunks.ts';
import { expect, test } from '../support/test.ts';

const GALLERY = '/fr/__test/gallery';

async function openGallery(page: Page, path = GALLERY) {
  await page.goto(path);
  await expect(page.locator('.gallery[data-widget-mounted~="product-gallery"]')).toHaveCount(1);
}

/** The zoom button of main image n of count (the shown one is in view, the others are not). */
const mainImage = (page: Page, n: number, count: number) =>
  page.getByRole('button', { name: `Agrandir l’image ${n} sur ${count}`, includeHidden: true });

test.describe('product photo gallery', () => {
  test('clicking a thumbnail shows that photo and marks the thumbnail as the current one', async ({
    page,
    vitrine,
  }) => {
    void vitrine;
    await openGallery(page);
    const third = page.getByRole('button', { name: 'Image 3 sur 8', exact: true });
    await expect(page.getByRole('button', { name: 'Image 1 sur 8', exact: true })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await third.click();
    await expect(third).toHaveAttribute('aria-current', 'true');
    await expect(page.getByRole('button', { name: 'Image 1 sur 8', exact: true })).not.toHaveAttribute(
      'aria-current',
    );
    await expect(mainImage(page, 3, 8)).toBeInViewport({ ratio: 0.9 });
    await expect(mainImage(page, 3, 8).locator('img')).toHaveAttribute('src', /\/3\.jpg$/);
    await expect(mainImage(page, 1, 8)).not.toBeInViewport();
  });

  test('five thumbnails show at a time, in a vertical strip beside the main image', async ({
    page,
    vitrine,
  }) => {
    void vitrine;
    await openGallery(page);
    const strip = page.getByRole('group', { name: 'Miniatures' });
    await expect(strip).toBeVisible();
    const layout = await strip.evaluate((el) => {
      const box = el.getBoundingClientRect();
      const thumbs = [...el.querySelectorAll('button')].map((b) => b.getBoundingClientRect());
      const shown = thumbs.filter((r) => r.top >= box.top - 1 && r.bottom <= box.bottom + 1);
      const main = document.querySelector('.gallery__main')?.getBoundingClientRect();
      return {
        shown: shown.length,
        sameColumn: shown.every((r) => Math.abs(r.left - (shown[0]?.left ?? 0)) < 1),
        stacked: shown.every((r, i) => i === 0 || r.top > (shown[i - 1]?.top ?? 0)),
        beside: main !== undefined && box.right <= main.left,
      };
    });
    expect(layout).toEqual({ shown: 5, sameColumn: true, stacked: true, beside: true });
  });

  test('choosing a thumbnail beyond the fifth scrolls the strip so it stays in view', async ({
    page,
    vitrine,
  }) => {
    void vitrine;
    await openGallery(page);
    await page.getByRole('button', { name: 'Image 2 sur 8', exact: true }).click();
    for (let n = 3; n <= 7; n += 1) {
      await page.getByRole('button', { name: 'Image suivante' }).click();
      await expect(page.locator('.gallery__counter')).toHaveText(`Image ${n} sur 8`);
    }
    await expect(page.getByRole('button', { name: 'Image 7 sur 8', exact: true })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await expect(page.getByRole('button', { name: 'Image 7 sur 8', exact: true })).toBeInViewport({
      ratio: 0.9,
    });
    await expect(page.getByRole('button', { name: 'Image 1 sur 8', exact: true })).not.toBeInViewport();
  });

  test('on a phone one photo shows at a time, with previous and next buttons and a counter', async ({
    page,
    vitrine,
  }) => {
    void vitrine;
    await page.setViewportSize({ width: 375, height: 800 });
    await openGallery(page);
    await expect(page.getByRole('group', { name: 'Miniatures' })).toBeHidden();
    const slides = page.locator('.gallery__main .gallery__zoom');
    const inView = () =>
      slides.evaluateAll((buttons) => {
        const main = document.querySelector('.gallery__main')?.getBoundingClientRect();
        return buttons.filter((b) => {
          const r = b.getBoundingClientRect();
          return main !== undefined && r.right > main.left + 1 && r.left < main.right - 1;
        }).length;
      });
    expect(await inView()).toBe(1);
    await expect(page.getByRole('button', { name: 'Image précédente' })).toBeDisabled();
    await page.getByRole('button', { name: 'Image suivante' }).click();
    await expect(mainImage(page, 2, 8)).toBeInViewport({ ratio: 0.9 });
    await expect(page.locator('.gallery__counter')).toHaveText('Image 2 sur 8');
    // The slide transition may still be running: wait for it to end.
    await expect.poll(inView).toBe(1);
    await page.getByRole('button', { name: 'Image précédente' }).click();
    await expect(mainImage(page, 1, 8)).toBeInViewport({ ratio: 0.9 });
  });

  test('on a phone a swipe on the photo shows the next one', async ({ page, vitrine }) => {
    void vitrine;
    await page.setViewportSize({ width: 375, height: 800 });
    await openGallery(page);
    const box = await page.locator('.gallery__main').boundingBox();
    if (!box) throw new Error('no main image');
    const y = box.y + box.height / 2;
    await page.mouse.move(box.x + box.width * 0.8, y);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width * 0.5, y, { steps: 5 });
    await page.mouse.move(box.x + box.width * 0.2, y, { steps: 5 });
    await page.mouse.up();
    await expect(page.locator('.gallery__counter')).toHaveText('Image 2 sur 8');
    await expect(mainImage(page, 2, 8)).toBeInViewport({ ratio: 0.9 });
  });

  test('Enter on the main photo opens it large; Escape closes it and focus goes back', async ({
    page,
    vitrine,
  }) => {
    await openGallery(page);
    await page.getByRole('button', { name: 'Image 2 sur 8', exact: true }).click();
    const zoom = mainImage(page, 2, 8);
    await expect(zoom).toBeInViewport({ ratio: 0.9 });
    await zoom.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog.locator('img')).toHaveAttribute('src', /\/2\.jpg$/);
    await expect(dialog).toContainText('Image 2 sur 8');
    expect(await vitrine.axe()).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(zoom).toBeFocused();
  });

  test('a click on the main photo opens the zoom, and a click in it magnifies', async ({ page, vitrine }) => {
    void vitrine;
    await openGallery(page);
    await mainImage(page, 1, 8).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.locator('img')).toHaveAttribute('src', /\/1\.jpg$/);
    const magnifier = dialog.getByRole('button', { name: 'Agrandir deux fois' });
    await magnifier.click();
    await expect(magnifier).toHaveAttribute('aria-pressed', 'true');
    await expect(dialog.locator('.gallery-zoom__frame')).toHaveClass(/is-magnified/);
    await dialog.getByRole('button', { name: 'Fermer' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(mainImage(page, 1, 8)).toBeFocused();
  });

  test('in the zoom, previous, next and the arrow keys go through the photos, round the ends', async ({
    page,
    vitrine,
  }) => {
    await openGallery(page);
    await mainImage(page, 1, 8).click();
    const dialog = page.getByRole('dialog');
    const photo = dialog.locator('.gallery-zoom__image');
    const counter = dialog.locator('.gallery-zoom__counter');
    await expect(counter).toHaveText('Image 1 sur 8');
    await dialog.getByRole('button', { name: 'Image suivante' }).click();
    await expect(photo).toHaveAttribute('src', /\/2\.jpg$/);
    await expect(counter).toHaveText('Image 2 sur 8');
    await expect(page.locator('#vitrine-announcer')).toContainText('Image 2 sur 8');
    // The keyboard: magnify with Enter, then an arrow key shows the previous photo unmagnified.
    const magnifier = dialog.getByRole('button', { name: 'Agrandir deux fois' });
    await magnifier.focus();
    await page.keyboard.press('Enter');
    await expect(magnifier).toHaveAttribute('aria-pressed', 'true');
    await page.keyboard.press('ArrowLeft');
    await expect(photo).toHaveAttribute('src', /\/1\.jpg$/);
    await expect(magnifier).toHaveAttribute('aria-pressed', 'false');
    await page.keyboard.press('ArrowLeft');
    await expect(photo).toHaveAttribute('src', /\/8\.jpg$/);
    await expect(counter).toHaveText('Image 8 sur 8');
    await dialog.getByRole('button', { name: 'Image suivante' }).click();
    await expect(counter).toHaveText('Image 1 sur 8');
    expect(await vitrine.axe()).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(mainImage(page, 1, 8)).toBeFocused();
  });

  test('after a variant change the new photos come with working thumbnails', async ({ page, vitrine }) => {
    void vitrine;
    await page.goto('/fr/catalog/products/1001');
    await expect(page.getByRole('button', { name: 'Image 1 sur 3', exact: true })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await page.getByRole('radio', { name: 'M', exact: true }).check();
    await expect(page).toHaveURL(/variantId=100103/);
    const second = page.getByRole('button', { name: 'Image 2 sur 2', exact: true });
    await expect(second).toBeVisible();
    await expect(page.locator('.gallery__thumb')).toHaveCount(2);
    await second.click();
    await expect(second).toHaveAttribute('aria-current', 'true');
    await expect(mainImage(page, 2, 2)).toBeInViewport({ ratio: 0.9 });
    await expect(mainImage(page, 2, 2).locator('img')).toHaveAttribute('src', /\/100103\/2\.jpg$/);
    await expect(page.locator('.gallery .gallery__viewer')).toHaveCount(1);
  });

  test('swiper is not downloaded on a page without a gallery, nor before the gallery scrolls into view', async ({
    page,
    vitrine,
  }) => {
    void vitrine;
    const swiper = chunkOf('swiper-core');
    const fetched = chunkRequests(page);
    await page.goto('/fr/__test/countdown');
    await page.waitForLoadState('networkidle');
    expect(fetched).not.toContain(swiper);
    await page.goto('/fr/__test/gallery-below');
    await page.waitForLoadState('networkidle');
    expect(fetched).not.toContain(swiper);
    await expect(page.locator('.gallery[data-widget-mounted]')).toHaveCount(0);
    await page.locator('.gallery').scrollIntoViewIfNeeded();
    await expect(page.locator('.gallery[data-widget-mounted~="product-gallery"]')).toHaveCount(1);
    expect(fetched).toContain(swiper);
  });
});

test.describe('product photo gallery without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('lists every photo', async ({ page, vitrine }) => {
    void vitrine;
    await page.goto(GALLERY);
    await expect(page.locator('.gallery__images img')).toHaveCount(8);
    await expect(page.locator('.gallery__images img').nth(7)).toHaveAttribute('src', /\/8\.jpg$/);
  });
});
