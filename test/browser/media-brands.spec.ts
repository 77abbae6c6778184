import { firstShown, recordScripts, slidesShown, swiperFiles } from '../support/carousel.ts';
import { skipConsentBanner } from '../support/consent.ts';
import { expect, type Page, test } from '../support/test.ts';

/** Opens a page, brings the brand carousel into view and uses it (the pointer passes over it). */
async function openBrands(page: Page, path: string) {
  await page.goto(path);
  const carousel = page.locator('.brand-carousel');
  await carousel.scrollIntoViewIfNeeded();
  await expect(carousel).toHaveAttribute('data-widget-mounted', /brand-carousel/);
  await carousel.locator('[data-carousel-viewport]').hover();
  await page.mouse.move(5, 5);
  await expect(carousel).toHaveAttribute('data-autoplay', /.+/);
  return carousel;
}

/** The swiper files among the scripts the page asked for. */
const swiperIn = (scripts: string[]) => scripts.filter((s) => swiperFiles().includes(s));

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

  test('the home page downloads no swiper until a carousel is used, the same look before and after', async ({
    page,
  }) => {
    const scripts = recordScripts(page);
    await page.clock.install();
    await page.goto('/fr/');
    const carousel = page.locator('.brand-carousel');
    await carousel.scrollIntoViewIfNeeded();
    await expect(carousel).toHaveAttribute('data-widget-mounted', /brand-carousel/);
    await expect(page.locator('.banner-slider')).toHaveAttribute('data-widget-mounted', /banner-slider/);
    // The banner's autoplay would load swiper 2 s before its first turn: the clock stands still.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 500);
    await page.waitForLoadState('networkidle');
    expect(swiperIn(scripts)).toEqual([]);
    await expect(carousel.getByRole('button')).toHaveCount(0);
    const before = await slidesShown(carousel);
    const box = await carousel.boundingBox();
    await carousel.locator('[data-carousel-viewport]').hover();
    await expect(carousel).toHaveAttribute('data-autoplay', 'off');
    expect(swiperIn(scripts).length).toBeGreaterThan(0);
    expect(await slidesShown(carousel)).toEqual({ inView: 6, exposed: 6 });
    expect(before.inView).toBe(6);
    expect(await carousel.boundingBox()).toEqual(box);
    await carousel.getByRole('button', { name: 'Suivant' }).click();
    await expect.poll(() => firstShown(carousel)).toBe(1);
  });

  test('Tab into the carousel loads it and gives working previous and next buttons', async ({ page }) => {
    const scripts = recordScripts(page);
    await page.goto('/fr/');
    const carousel = page.locator('.brand-carousel');
    await carousel.scrollIntoViewIfNeeded();
    await expect(carousel).toHaveAttribute('data-widget-mounted', /brand-carousel/);
    const last = page.locator('.category-list a').last();
    await last.focus();
    expect(swiperIn(scripts)).toEqual([]);
    await page.keyboard.press('Tab');
    await expect(carousel.getByRole('link', { name: 'Produits Nordlys' })).toBeFocused();
    await expect(carousel).toHaveAttribute('data-autoplay', 'off');
    for (let i = 1; i < 6; i += 1) await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(carousel.getByRole('button', { name: 'Précédent' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(carousel.getByRole('button', { name: 'Suivant' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect.poll(() => firstShown(carousel)).toBe(1);
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Enter');
    await expect.poll(() => firstShown(carousel)).toBe(0);
  });

  test('swiper is downloaded on a carousel below the fold only once it is used', async ({ page }) => {
    const scripts = recordScripts(page);
    await page.goto('/fr/__test/media-brands-below');
    await page.waitForLoadState('networkidle');
    const carousel = page.locator('.brand-carousel');
    await carousel.scrollIntoViewIfNeeded();
    await expect(carousel).toHaveAttribute('data-widget-mounted', /brand-carousel/);
    await page.waitForLoadState('networkidle');
    expect(swiperIn(scripts)).toEqual([]);
    await expect(carousel).not.toHaveAttribute('data-autoplay', /.*/);
    await carousel.locator('[data-carousel-viewport]').hover();
    await expect(carousel).toHaveAttribute('data-autoplay', 'off');
    expect(swiperIn(scripts).length).toBeGreaterThan(0);
  });

  test('the home page and the alternate theme have no accessibility violation', async ({ page, vitrine }) => {
    await openBrands(page, '/fr/');
    await expect(page.locator('.banner-slider')).toHaveAttribute('data-autoplay', /.+/);
    expect(await vitrine.axe()).toEqual([]);
    await openBrands(page, '/fr/__test/media-brands-alt');
    expect(await vitrine.axe()).toEqual([]);
  });
});

test.describe('brand carousel on a touch screen', () => {
  test.use({ hasTouch: true, viewport: { width: 375, height: 800 } });

  test('a swipe before swiper came is a native scroll, and swiper starts at the logo it reached', async ({
    page,
  }) => {
    const scripts = recordScripts(page);
    await page.goto('/fr/');
    const carousel = page.locator('.brand-carousel');
    await carousel.scrollIntoViewIfNeeded();
    await expect(carousel).toHaveAttribute('data-widget-mounted', /brand-carousel/);
    expect(swiperIn(scripts)).toEqual([]);
    const box = await carousel.locator('[data-carousel-viewport]').boundingBox();
    if (!box) throw new Error('no viewport box');
    // A finger put down and dragged to the left through Chromium's input pipeline: the press is
    // the carousel's first use, the drag a native scroll while swiper loads.
    const cdp = await page.context().newCDPSession(page);
    const y = Math.round(box.y + box.height / 2);
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: 300, y }] });
    for (let x = 290; x >= 60; x -= 10) {
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x, y }] });
    }
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await expect(carousel).toHaveAttribute('data-autoplay', 'off');
    expect(swiperIn(scripts).length).toBeGreaterThan(0);
    const shown = await firstShown(carousel);
    expect(shown).toBeGreaterThan(0);
    // The logo swiper shows is the one the native scroll had brought into view.
    const inView = await carousel.evaluate((el) => {
      const viewport = el.querySelector('[data-carousel-viewport]')?.getBoundingClientRect();
      const slides = [...el.querySelectorAll('[data-carousel-track] > *')];
      return slides.findIndex((s) => Math.abs(s.getBoundingClientRect().left - (viewport?.left ?? 0)) < 2);
    });
    expect(inView).toBe(shown);
    expect(await slidesShown(carousel)).toEqual({ inView: 1, exposed: 1 });
  });
});
