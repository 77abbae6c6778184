import { firstShown, recordScripts, swiperFiles } from '../support/carousel.ts';
import { skipConsentBanner } from '../support/consent.ts';
import { expect, type Page, test } from '../support/test.ts';

/** Opens a page, brings its banner slider into view and uses it (the pointer passes over it). */
async function openBanners(page: Page, path: string) {
  await page.goto(path);
  const slider = page.locator('.banner-slider');
  await slider.scrollIntoViewIfNeeded();
  await expect(slider).toHaveAttribute('data-widget-mounted', /banner-slider/);
  await slider.locator('[data-carousel-viewport]').hover();
  await page.mouse.move(5, 5);
  await expect(slider).toHaveAttribute('data-autoplay', /.+/);
  return slider;
}

/** The video slide's playback state. */
const videoState = (page: Page) =>
  page.locator('.banner-slider video').evaluate((video: HTMLVideoElement) => ({
    paused: video.paused,
    muted: video.muted,
    started: video.currentTime > 0,
  }));

test.beforeEach(async ({ page }) => {
  await skipConsentBanner(page);
});

test.describe('banner slider', () => {
  test('without a duration it never moves on its own and offers no pause button', async ({ page }) => {
    await page.clock.install();
    const slider = await openBanners(page, '/fr/__test/media-banner-still');
    await expect(slider).toHaveAttribute('data-autoplay', 'off');
    await expect(slider.getByRole('button', { name: 'Arrêter le défilement' })).toHaveCount(0);
    await page.clock.runFor(30_000);
    expect(await firstShown(slider)).toBe(0);
  });

  test('with a duration it moves to the next banner by itself', async ({ page }) => {
    const slider = await openBanners(page, '/fr/__test/media-banner-options');
    await expect(slider).toHaveAttribute('data-autoplay', 'playing');
    await expect(slider.locator('[data-carousel-track]')).toHaveAttribute('aria-live', 'off');
    await expect.poll(() => firstShown(slider), { timeout: 5_000 }).toBe(1);
  });

  test('the home slider loads swiper by itself 2 s before its first turn, 6 s after it was seen', async ({
    page,
  }) => {
    const scripts = recordScripts(page);
    await page.clock.install();
    await page.goto('/fr/');
    const slider = page.locator('.banner-slider');
    await expect(slider).toHaveAttribute('data-widget-mounted', /banner-slider/);
    // From here on only the test moves the time: a slow machine's own seconds do not count.
    const mounted = await page.evaluate(() => Date.now());
    await page.clock.pauseAt(mounted + 1_000);
    expect(scripts.filter((s) => swiperFiles().includes(s))).toEqual([]);
    await page.clock.runFor(3_100);
    await expect(slider).toHaveAttribute('data-autoplay', 'playing');
    expect(scripts.filter((s) => swiperFiles().includes(s)).length).toBeGreaterThan(0);
    await page.clock.runFor(1_000);
    expect(await firstShown(slider)).toBe(0);
    await page.clock.runFor(1_000);
    await expect.poll(() => firstShown(slider)).toBe(1);
  });

  test('hovering pauses the slider by default', async ({ page }) => {
    await page.clock.install();
    const slider = await openBanners(page, '/fr/');
    await slider.locator('[data-carousel-viewport]').hover();
    await expect(slider).toHaveAttribute('data-autoplay', 'paused');
    await page.clock.runFor(20_000);
    expect(await firstShown(slider)).toBe(0);
    await page.mouse.move(5, 5);
    await expect(slider).toHaveAttribute('data-autoplay', 'playing');
  });

  test('with data-pause-on-hover="false" it keeps moving under the pointer', async ({ page }) => {
    await page.clock.install();
    const slider = await openBanners(page, '/fr/__test/media-banner-options');
    await slider.locator('[data-carousel-viewport]').hover();
    await expect(slider).toHaveAttribute('data-autoplay', 'playing');
    await page.clock.runFor(2_100);
    await expect.poll(() => firstShown(slider)).toBe(1);
  });

  test('keyboard focus inside pauses the slider until focus leaves', async ({ page }) => {
    await page.clock.install();
    const slider = await openBanners(page, '/fr/');
    await slider.getByRole('link', { name: 'Découvrir' }).focus();
    await expect(slider).toHaveAttribute('data-autoplay', 'paused');
    await page.clock.runFor(20_000);
    expect(await firstShown(slider)).toBe(0);
    await page.getByRole('link', { name: 'Voir le catalogue' }).focus();
    await expect(slider).toHaveAttribute('data-autoplay', 'playing');
  });

  test('the pause button stops the slider and names itself play', async ({ page }) => {
    await page.clock.install();
    const slider = await openBanners(page, '/fr/');
    await slider.getByRole('button', { name: 'Arrêter le défilement' }).click();
    await expect(slider.getByRole('button', { name: 'Lancer le défilement' })).toBeFocused();
    await page.mouse.move(5, 5);
    await page.getByRole('link', { name: 'Voir le catalogue' }).focus();
    await expect(slider).toHaveAttribute('data-autoplay', 'stopped');
    await expect(slider.locator('[data-carousel-track]')).toHaveAttribute('aria-live', 'polite');
    await page.clock.runFor(20_000);
    expect(await firstShown(slider)).toBe(0);
    await slider.getByRole('button', { name: 'Lancer le défilement' }).click();
    await expect(slider).toHaveAttribute('data-autoplay', 'playing');
    await page.clock.runFor(6_100);
    await expect.poll(() => firstShown(slider)).toBe(1);
  });

  test('with reduced motion it never starts, loads only when used, and the video does not play by itself', async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const scripts = recordScripts(page);
    await page.clock.install();
    await page.goto('/fr/');
    const slider = page.locator('.banner-slider');
    await expect(slider).toHaveAttribute('data-widget-mounted', /banner-slider/);
    await page.clock.runFor(10_000);
    expect(scripts.filter((s) => swiperFiles().includes(s))).toEqual([]);
    await expect(slider).not.toHaveAttribute('data-autoplay', /.*/);
    await slider.locator('[data-carousel-viewport]').hover();
    await expect(slider).toHaveAttribute('data-autoplay', 'stopped');
    await slider.getByRole('button', { name: 'Suivant' }).click();
    await expect.poll(() => firstShown(slider)).toBe(1);
    expect((await videoState(page)).paused).toBe(true);
  });

  test('Tab into the slider gives working previous, pause and next buttons', async ({ page }) => {
    const scripts = recordScripts(page);
    await page.clock.install();
    await page.goto('/fr/');
    const slider = page.locator('.banner-slider');
    await expect(slider).toHaveAttribute('data-widget-mounted', /banner-slider/);
    // The clock stands still: only the keyboard can load swiper now.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 500);
    const discover = slider.getByRole('link', { name: 'Découvrir' }).first();
    // The hero's link comes just before the slider in the tab order.
    await page.getByRole('link', { name: 'Voir le catalogue' }).focus();
    expect(scripts.filter((s) => swiperFiles().includes(s))).toEqual([]);
    await page.keyboard.press('Tab');
    await expect(discover).toBeFocused();
    await expect(slider).toHaveAttribute('data-autoplay', 'paused');
    await page.keyboard.press('Tab');
    await expect(slider.getByRole('button', { name: 'Précédent' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(slider.getByRole('button', { name: 'Arrêter le défilement' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(slider).toHaveAttribute('data-autoplay', 'stopped');
    await page.keyboard.press('Tab');
    await expect(slider.getByRole('button', { name: 'Suivant' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect.poll(() => firstShown(slider)).toBe(1);
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Enter');
    await expect.poll(() => firstShown(slider)).toBe(0);
  });

  test('the video plays muted when its banner is shown and pauses when it is left', async ({ page }) => {
    const slider = await openBanners(page, '/fr/__test/media-banner-still');
    expect(await videoState(page)).toEqual({ paused: true, muted: true, started: false });
    await slider.getByRole('button', { name: 'Suivant' }).click();
    await expect.poll(() => firstShown(slider)).toBe(1);
    await expect.poll(() => videoState(page)).toEqual({ paused: false, muted: true, started: true });
    await slider.getByRole('button', { name: 'Suivant' }).click();
    await expect.poll(() => firstShown(slider)).toBe(2);
    await expect.poll(async () => (await videoState(page)).paused).toBe(true);
  });

  test("on the home page the slider's own pause button is the video's control: no browser control bar", async ({
    page,
  }) => {
    const slider = await openBanners(page, '/fr/');
    const video = slider.locator('video');
    await expect(video).not.toHaveJSProperty('controls', true);
    await slider.getByRole('button', { name: 'Suivant' }).click();
    await expect.poll(() => firstShown(slider)).toBe(1);
    await expect.poll(async () => (await videoState(page)).paused).toBe(false);
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
      await slider.screenshot({ path: test.info().outputPath(`banner-video-${width}.png`) });
    }
    await slider.getByRole('button', { name: 'Arrêter le défilement' }).click();
    await expect.poll(async () => (await videoState(page)).paused).toBe(true);
    await slider.getByRole('button', { name: 'Lancer le défilement' }).click();
    await expect.poll(async () => (await videoState(page)).paused).toBe(false);
  });

  test("without a duration (no pause button) the video keeps the browser's controls", async ({ page }) => {
    const slider = await openBanners(page, '/fr/__test/media-banner-still');
    await expect(slider.locator('video')).toHaveJSProperty('controls', true);
  });

  test('with data-muted="false" the video is not muted', async ({ page }) => {
    await openBanners(page, '/fr/__test/media-banner-options');
    expect((await videoState(page)).muted).toBe(false);
  });

  test('on a phone each banner’s caption is shown whole, within its banner', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto('/fr/');
    const slides = page.locator('.banner-slider__slide');
    await slides.first().scrollIntoViewIfNeeded();
    const clipped = await slides.evaluateAll((all) =>
      all
        .map(
          (slide) => [slide.getBoundingClientRect(), slide.querySelector('.banner-slider__caption')] as const,
        )
        .filter(([box, caption]) => {
          const inner = caption?.getBoundingClientRect();
          return inner && (inner.bottom > box.bottom + 0.5 || inner.top < box.top - 0.5);
        })
        .map(([, caption]) => caption?.textContent?.trim()),
    );
    expect(clipped).toEqual([]);
  });

  test('banners out of view are hidden from assistive technology and the keyboard', async ({ page }) => {
    const slider = await openBanners(page, '/fr/__test/media-banner-still');
    await expect(slider.locator('[data-carousel-track] > [aria-hidden="true"]')).toHaveCount(2);
    await expect(slider.getByRole('link', { name: 'Découvrir' })).toHaveCount(1);
    await slider.getByRole('button', { name: 'Suivant' }).click();
    await expect(slider.getByRole('link', { name: 'Découvrir' })).toHaveCount(0);
    await expect(slider.getByLabel('Vidéo : une lampe prend forme à l’atelier')).toBeVisible();
  });

  test('buttons are named in the page language', async ({ page }) => {
    const slider = await openBanners(page, '/de/');
    await expect(slider.getByRole('button', { name: 'Zurück' })).toBeVisible();
    await expect(slider.getByRole('button', { name: 'Weiter', exact: true })).toBeVisible();
    await expect(slider.getByRole('button', { name: 'Automatisches Weiterblättern anhalten' })).toBeVisible();
  });

  test('the carousels start again after leaving the home page and coming back', async ({ page, vitrine }) => {
    const slider = await openBanners(page, '/fr/');
    await page.getByRole('link', { name: 'Voir le catalogue' }).click();
    await expect(page).toHaveURL(/\/fr\/catalog/);
    await expect(page.locator('.banner-slider')).toHaveCount(0);
    await page.goBack();
    await expect(slider).toHaveAttribute('data-widget-mounted', /banner-slider/);
    await slider.locator('[data-carousel-viewport]').hover();
    await page.mouse.move(5, 5);
    await expect(slider).toHaveAttribute('data-autoplay', 'playing');
    await expect(slider.locator('.vitrine-carousel__controls')).toHaveCount(1);
    // Chromium's own favicon request may 404 (its console line names no URL): only that is tolerated.
    expect(vitrine.consoleErrors.filter((e) => !e.includes('status of 404'))).toEqual([]);
  });

  test('the slider pages have no accessibility violation, video banner shown', async ({ page, vitrine }) => {
    const slider = await openBanners(page, '/fr/__test/media-banner-still');
    expect(await vitrine.axe()).toEqual([]);
    await slider.getByRole('button', { name: 'Suivant' }).click();
    await expect.poll(() => firstShown(slider)).toBe(1);
    expect(await vitrine.axe()).toEqual([]);
    await openBanners(page, '/fr/__test/media-banner-options');
    expect(await vitrine.axe()).toEqual([]);
  });
});
