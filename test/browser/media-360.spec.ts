import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/test.ts';

const VIEWERS = '/fr/__test/viewer-360';

async function openViewers(page: Page) {
  await page.goto(VIEWERS);
  await expect(page.locator('.viewer-360[data-widget-mounted~="viewer-360"]')).toHaveCount(3);
}

/** The frame number the viewer shows, read from its image address. */
async function shownFrame(viewer: Locator): Promise<number> {
  const src = (await viewer.locator('img').getAttribute('src')) ?? '';
  return Number(/\/(\d+)\.svg$/.exec(src)?.[1] ?? -1);
}

/** Lets `ms` of page time pass (to show something does NOT change over several frame intervals). */
async function pageTime(page: Page, ms: number) {
  await page.evaluate((wait) => new Promise((resolve) => setTimeout(resolve, wait)), ms);
}

test.describe('360 viewer', () => {
  test('dragging the product left or right turns it', async ({ page, vitrine }) => {
    void vitrine;
    await openViewers(page);
    const viewer = page.locator('#viewer-drag');
    const stage = viewer.getByRole('slider', { name: 'Tourner le produit' });
    const box = await stage.boundingBox();
    if (!box) throw new Error('no stage');
    const y = box.y + box.height / 2;
    await page.mouse.move(box.x + 40, y);
    await page.mouse.down();
    await page.mouse.move(box.x + 40 + box.width / 4, y, { steps: 4 });
    await page.mouse.up();
    await expect(viewer.locator('img')).toHaveAttribute('src', '/media/360/1016/6.svg');
    await expect(stage).toHaveAttribute('aria-valuetext', 'Vue 7 sur 24');
    await page.mouse.move(box.x + 40 + box.width / 4, y);
    await page.mouse.down();
    await page.mouse.move(box.x + 40 - box.width / 4, y, { steps: 4 });
    await page.mouse.up();
    await expect(viewer.locator('img')).toHaveAttribute('src', '/media/360/1016/18.svg');
  });

  test('the arrow keys turn the focused view, Home goes back to the front', async ({ page, vitrine }) => {
    void vitrine;
    await openViewers(page);
    const stage = page.locator('#viewer-drag').getByRole('slider', { name: 'Tourner le produit' });
    await stage.focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect(stage).toHaveAttribute('aria-valuenow', '3');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect(stage).toHaveAttribute('aria-valuenow', '24');
    await page.keyboard.press('Home');
    await expect(page.locator('#viewer-drag img')).toHaveAttribute('src', '/media/360/1016/0.svg');
  });

  test('moving the labelled slider turns the product', async ({ page, vitrine }) => {
    void vitrine;
    await openViewers(page);
    const viewer = page.locator('#viewer-slider');
    const range = viewer.getByLabel('Tourner le produit');
    await expect(range).toHaveAttribute('type', 'range');
    await range.fill('12');
    await expect(viewer.locator('img')).toHaveAttribute('src', '/media/360/1016/12.svg');
    await expect(range).toHaveAttribute('aria-valuetext', 'Vue 13 sur 24');
    await range.focus();
    await page.keyboard.press('ArrowRight');
    await expect(viewer.locator('img')).toHaveAttribute('src', '/media/360/1016/13.svg');
  });

  test('the auto view turns by itself and the pause button stops it', async ({ page, vitrine }) => {
    void vitrine;
    await openViewers(page);
    const viewer = page.locator('#viewer-auto');
    await expect.poll(() => shownFrame(viewer)).toBeGreaterThan(2);
    await viewer.getByRole('button', { name: 'Mettre la rotation en pause' }).click();
    await page.mouse.move(0, 0);
    const play = viewer.getByRole('button', { name: 'Lancer la rotation' });
    await expect(play).toBeVisible();
    const stopped = await shownFrame(viewer);
    await pageTime(page, 500);
    expect(await shownFrame(viewer)).toBe(stopped);
    await play.click();
    await expect.poll(() => shownFrame(viewer)).not.toBe(stopped);
  });

  test('the auto view holds still while hovered', async ({ page, vitrine }) => {
    void vitrine;
    await openViewers(page);
    const viewer = page.locator('#viewer-auto');
    await expect.poll(() => shownFrame(viewer)).toBeGreaterThan(0);
    await viewer.locator('img').hover();
    const held = await shownFrame(viewer);
    await pageTime(page, 500);
    expect(await shownFrame(viewer)).toBe(held);
    await page.mouse.move(0, 0);
    await expect.poll(() => shownFrame(viewer)).not.toBe(held);
  });

  test('with reduced motion the auto view does not turn until asked, and frames load only then', async ({
    page,
    vitrine,
  }) => {
    void vitrine;
    const frames: string[] = [];
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (path.startsWith('/media/360/')) frames.push(path);
    });
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await openViewers(page);
    const viewer = page.locator('#viewer-auto');
    const play = viewer.getByRole('button', { name: 'Lancer la rotation' });
    await expect(play).toBeVisible();
    await pageTime(page, 500);
    expect(await shownFrame(viewer)).toBe(0);
    expect(frames.filter((f) => f !== '/media/360/1016/0.svg')).toEqual([]);
    await play.click();
    await expect.poll(() => shownFrame(viewer)).toBeGreaterThan(0);
    expect(frames).toContain('/media/360/1016/23.svg');
  });

  test('while the frames load a progress bar shows under the view, which is busy until all answered', async ({
    page,
    vitrine,
  }) => {
    void vitrine;
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/media\/360\/1016\/([1-9]|1\d|2[0-3])\.svg$/, async (route) => {
      await gate;
      await route.continue();
    });
    await openViewers(page);
    const viewer = page.locator('#viewer-drag');
    const stage = viewer.getByRole('slider', { name: 'Tourner le produit' });
    const progress = viewer.getByRole('progressbar', { name: 'Chargement de la vue à 360°' });
    await expect(progress).toBeHidden();
    await stage.focus();
    await expect(progress).toBeVisible();
    await expect(stage).toHaveAttribute('aria-busy', 'true');
    await expect(progress).toHaveAttribute('aria-valuemax', '24');
    // Frame 0 is already there; the 23 others wait at the gate.
    await expect(progress).toHaveAttribute('aria-valuenow', '1');
    release();
    await expect(progress).toBeHidden();
    await expect(stage).not.toHaveAttribute('aria-busy', /.*/);
    await expect(viewer.locator('.viewer-360__notice')).toHaveText('');
  });

  test('a frame that fails to load is never shown, and the viewer says the view is incomplete', async ({
    page,
    vitrine,
  }) => {
    void vitrine;
    await page.route('**/media/360/1016/1.svg', (route) => route.fulfill({ status: 404, body: '' }));
    await openViewers(page);
    const viewer = page.locator('#viewer-drag');
    const stage = viewer.getByRole('slider', { name: 'Tourner le produit' });
    await stage.focus();
    await expect(viewer.locator('.viewer-360__notice')).toHaveText(
      'Certaines vues n’ont pas pu être chargées : la rotation les saute.',
    );
    await page.keyboard.press('ArrowRight');
    await expect(stage).toHaveAttribute('aria-valuetext', 'Vue 2 sur 24');
    await expect(viewer.locator('img')).toHaveAttribute('src', '/media/360/1016/0.svg');
    expect(await viewer.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(
      0,
    );
    await page.keyboard.press('ArrowRight');
    await expect(viewer.locator('img')).toHaveAttribute('src', '/media/360/1016/2.svg');
  });

  test('on the product page the 360 view turns by dragging', async ({ page, vitrine }) => {
    void vitrine;
    await page.goto('/fr/catalog/products/1016');
    const viewer = page.locator('.gallery .viewer-360');
    await viewer.scrollIntoViewIfNeeded();
    await expect(viewer).toHaveAttribute('data-widget-mounted', /viewer-360/);
    const stage = viewer.getByRole('slider', { name: 'Tourner le produit' });
    await stage.focus();
    await page.keyboard.press('End');
    await expect(viewer.locator('img')).toHaveAttribute('src', '/media/360/1016/23.svg');
    expect(await vitrine.axe()).toEqual([]);
  });
});
