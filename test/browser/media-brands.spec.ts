import { firstShown, recordScripts, slidesShown, swiperFiles } from '../support/carousel.ts';
import { skipConsentBanner } from '../support/consent.ts';
import { expect, type Page, test } from '../support/test.ts';

/** Opens a page, brings the brand carousel into view and waits for it to run. */
async function openBrands(page: Page, path: string) {
  await page.goto(path);
  const carousel = page.locator('.brand-carousel');
  await carousel.scrollIntoViewIfNeeded();
  await expect(carousel).toHaveAttribute('data-autoplay', /.+/);
  return carousel;
}

test.beforeEach(async ({ page }) => {
  await skipConsentBanner(page);
});

test.describe('brand carousel', () => {
  for (const [width, count] of [
    [1280, 6],
    [900, 3],
    [600, 2],
    [375, 1],
  ] as const) {
    test(`shows ${count} logo(s) at a time in a ${width} px wide window`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      const carousel = await openBrands(page, '/fr/');
      await expect.poll(() => slidesShown(carousel)).toEqual({ inView: count, exposed: count });
    });
  }

  for (const [width, count] of [
    [1280, 7],
    [900, 4],
    [600, 2],
  ] as const) {
    test(`the alternate theme shows ${count} logos at a time in a ${width} px wide window`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 800 });
      const carousel = await openBrands(page, '/fr/__test/media-brands-alt');
      await expect.poll(() => slidesShown(carousel)).toEqual({ inView: count, exposed: count });
    });
  }

  test('the alternate theme moves on by itself every 2 seconds', async ({ page }) => {
    const carousel = await openBrands(page, '/fr/__test/media-brands-alt');
    await expect(carousel).toHaveAttribute('data-autoplay', 'playing');
    // While it moves on its own, the slide changes are not announced.
    await expect(carousel.locator('[data-carousel-track]')).toHaveAttribute('aria-live', 'off');
    await expect.poll(() => firstShown(carousel), { timeout: 5_000 }).toBe(1);
    await expect.poll(() => firstShown(carousel), { timeout: 5_000 }).toBe(2);
  });

  test('the default theme stays still and offers no pause button', async ({ page }) => {
    await page.clock.install();
    const carousel = await openBrands(page, '/fr/');
    await expect(carousel).toHaveAttribute('data-autoplay', 'off');
    await expect(carousel.getByRole('button', { name: 'Arrêter le défilement' })).toHaveCount(0);
    await expect(carousel.locator('[data-carousel-track]')).toHaveAttribute('aria-live', 'polite');
    await page.clock.runFor(10_000);
    expect(await firstShown(carousel)).toBe(0);
  });

  test('previous and next buttons move one logo and wrap around', async ({ page }) => {
    const carousel = await openBrands(page, '/fr/');
    await carousel.getByRole('button', { name: 'Suivant' }).click();
    await expect.poll(() => firstShown(carousel)).toBe(1);
    await carousel.getByRole('button', { name: 'Précédent' }).click();
    await expect.poll(() => firstShown(carousel)).toBe(0);
    // 12 brands, 6 in view: from the start, "previous" shows the last six.
    await carousel.getByRole('button', { name: 'Précédent' }).click();
    await expect.poll(() => firstShown(carousel)).toBe(6);
  });

  test('logos out of view are hidden from assistive technology and the keyboard', async ({ page }) => {
    const carousel = await openBrands(page, '/fr/');
    const hidden = carousel.locator('[data-carousel-track] > [aria-hidden="true"]');
    await expect(hidden).toHaveCount(6);
    expect(await hidden.evaluateAll((all) => all.every((s) => (s as HTMLElement).inert))).toBe(true);
    await expect(carousel.getByRole('link', { name: 'Produits Nordlys' })).toBeVisible();
    await expect(carousel.getByRole('link', { name: 'Produits Solstice' })).toHaveCount(0);
  });

  test('hovering the carousel pauses it until the pointer leaves', async ({ page }) => {
    await page.clock.install();
    const carousel = await openBrands(page, '/fr/__test/media-brands-alt');
    await carousel.locator('[data-carousel-viewport]').hover();
    await expect(carousel).toHaveAttribute('data-autoplay', 'paused');
    await page.clock.runFor(10_000);
    expect(await firstShown(carousel)).toBe(0);
    await page.mouse.move(5, 5);
    await expect(carousel).toHaveAttribute('data-autoplay', 'playing');
    await page.clock.runFor(2_100);
    await expect.poll(() => firstShown(carousel)).toBe(1);
  });

  test('keyboard focus inside the carousel pauses it until focus leaves', async ({ page }) => {
    await page.clock.install();
    const carousel = await openBrands(page, '/fr/__test/media-brands-alt');
    await carousel.getByRole('link', { name: 'Produits Nordlys' }).focus();
    await expect(carousel).toHaveAttribute('data-autoplay', 'paused');
    await expect(carousel.locator('[data-carousel-track]')).toHaveAttribute('aria-live', 'polite');
    await page.clock.runFor(10_000);
    expect(await firstShown(carousel)).toBe(0);
    await page.getByRole('link', { name: 'Catalogue' }).last().focus();
    await expect(carousel).toHaveAttribute('data-autoplay', 'playing');
    await page.clock.runFor(2_100);
    await expect.poll(() => firstShown(carousel)).toBe(1);
  });

  test('the pause button stops the carousel and the play button starts it again', async ({ page }) => {
    await page.clock.install();
    const carousel = await openBrands(page, '/fr/__test/media-brands-alt');
    await carousel.getByRole('button', { name: 'Arrêter le défilement' }).click();
    await page.mouse.move(5, 5);
    await expect(carousel).toHaveAttribute('data-autoplay', 'stopped');
    await page.getByRole('link', { name: 'Catalogue' }).last().focus();
    await page.clock.runFor(10_000);
    expect(await firstShown(carousel)).toBe(0);
    await carousel.getByRole('button', { name: 'Lancer le défilement' }).click();
    await expect(carousel).toHaveAttribute('data-autoplay', 'playing');
    await page.clock.runFor(2_100);
    await expect.poll(() => firstShown(carousel)).toBe(1);
  });

  test('with reduced motion the alternate theme never starts on its own', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.clock.install();
    const carousel = await openBrands(page, '/fr/__test/media-brands-alt');
    await expect(carousel).toHaveAttribute('data-autoplay', 'stopped');
    await expect(carousel.getByRole('button', { name: 'Lancer le défilement' })).toBeVisible();
    await page.clock.runFor(10_000);
    expect(await firstShown(carousel)).toBe(0);
  });

  test('buttons are named in the page language', async ({ page }) => {
    const carousel = await openBrands(page, '/nl/__test/media-brands-alt');
    await expect(carousel.getByRole('button', { name: 'Vorige' })).toBeVisible();
    await expect(carousel.getByRole('button', { name: 'Volgende' })).toBeVisible();
    await expect(carousel.getByRole('button', { name: 'Automatisch afspelen stoppen' })).toBeVisible();
  });

  test('swiper is not downloaded on a page without carousels', async ({ page }) => {
    const scripts = recordScripts(page);
    await page.goto('/fr/catalog');
    await page.waitForLoadState('networkidle');
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((s) => swiperFiles().includes(s))).toEqual([]);
  });

  test('swiper is downloaded only once the carousel is scrolled into view', async ({ page }) => {
    const scripts = recordScripts(page);
    await page.goto('/fr/__test/media-brands-below');
    await page.waitForLoadState('networkidle');
    const swiper = swiperFiles();
    expect(scripts.filter((s) => swiper.includes(s))).toEqual([]);
    const carousel = page.locator('.brand-carousel');
    await expect(carousel).not.toHaveAttribute('data-autoplay', /.*/);
    await carousel.scrollIntoViewIfNeeded();
    await expect(carousel).toHaveAttribute('data-autoplay', 'off');
    expect(scripts.filter((s) => swiper.includes(s)).length).toBeGreaterThan(0);
  });

  test('the home page and the alternate theme have no accessibility violation', async ({ page, vitrine }) => {
    await openBrands(page, '/fr/');
    await expect(page.locator('.banner-slider')).toHaveAttribute('data-autoplay', /.+/);
    expect(await vitrine.axe()).toEqual([]);
    await openBrands(page, '/fr/__test/media-brands-alt');
    expect(await vitrine.axe()).toEqual([]);
  });
});
