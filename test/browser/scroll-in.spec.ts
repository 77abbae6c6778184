import { EVERYDAY_PAGE, mounted } from '../support/everyday.ts';
import { expect, test } from '../support/test.ts';

test.describe('scroll-in and lazy-image', () => {
  test('reveals the block and loads the image when they scroll into view', async ({ page, vitrine }) => {
    await page.goto(EVERYDAY_PAGE);
    await mounted(page, 'scroll-in');
    await mounted(page, 'lazy-image');
    const block = page.locator('#reveal');
    const image = page.locator('#lazy');
    await expect(block).toHaveClass(/vitrine-scroll-in/);
    await expect(block).not.toHaveClass(/is-visible/);
    await expect(image).not.toHaveAttribute('src');
    await block.scrollIntoViewIfNeeded();
    await expect(block).toHaveClass(/is-visible/);
    await image.scrollIntoViewIfNeeded();
    await expect(image).toHaveAttribute('src', '/media/products/1001/100101/1.jpg');
    await expect(image).toHaveAttribute('srcset', /2\.jpg 2x/);
    await expect(image).toHaveClass(/is-loaded/);
    expect(await vitrine.axe()).toEqual([]);
  });

  test.describe('with reduced motion', () => {
    test.use({ reducedMotion: 'reduce' });

    test('shows the content at once, without animation', async ({ page, vitrine }) => {
      void vitrine;
      await page.goto(EVERYDAY_PAGE);
      await mounted(page, 'scroll-in');
      const block = page.locator('#reveal');
      await expect(block).toHaveClass(/is-visible/);
      await expect(block).not.toHaveClass(/vitrine-scroll-in/);
      await expect(block).toHaveCSS('opacity', '1');
      await page.locator('#lazy').scrollIntoViewIfNeeded();
      await expect(page.locator('#lazy')).toHaveCSS('opacity', '1');
      await expect(page.locator('#lazy')).not.toHaveClass(/vitrine-lazy/);
    });
  });
});
