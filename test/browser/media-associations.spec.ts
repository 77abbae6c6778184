import type { Page } from '@playwright/test';
import { chunkOf, chunkRequests } from '../support/chunks.ts';
import { expect, test } from '../support/test.ts';

const PRODUCT = '/fr/catalog/products/1001';

const related = (page: Page) => page.getByRole('region', { name: 'Produits associés' });

async function showRelated(page: Page) {
  const region = related(page);
  await region.scrollIntoViewIfNeeded();
  await expect(region).toHaveAttribute('data-widget-mounted', /association-grid/);
  return region;
}

test.describe('product and category associations', () => {
  test('a product page lists related products of its category as a grid of links', async ({
    page,
    vitrine,
  }) => {
    void vitrine;
    await page.goto(PRODUCT);
    const region = await showRelated(page);
    const cards = region.locator('.product-card');
    await expect(cards).toHaveCount(8);
    await expect(region.locator('.swiper')).toHaveCount(0);
    const first = await cards.nth(0).boundingBox();
    const second = await cards.nth(1).boundingBox();
    expect(second?.y).toBe(first?.y);
    const href = await cards.nth(1).locator('.product-card__link').getAttribute('href');
    await cards.nth(1).locator('.product-card__link').click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
  });

  test('on a phone related products are a carousel moved by its next and previous buttons', async ({
    page,
    vitrine,
  }) => {
    void vitrine;
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto(PRODUCT);
    const region = await showRelated(page);
    const next = region.getByRole('button', { name: 'Éléments suivants' });
    const previous = region.getByRole('button', { name: 'Éléments précédents' });
    await expect(next).toBeVisible();
    await expect(previous).toBeDisabled();
    const cards = region.locator('.product-card');
    await expect(cards.nth(0)).toBeInViewport({ ratio: 0.9 });
    await expect(cards.nth(2)).not.toBeInViewport();
    await next.click();
    await expect(cards.nth(1)).toBeInViewport({ ratio: 0.9 });
    await expect(cards.nth(0)).not.toBeInViewport({ ratio: 0.5 });
    await previous.click();
    await expect(cards.nth(0)).toBeInViewport({ ratio: 0.9 });
    const link = cards.nth(0).locator('.product-card__link');
    const href = await link.getAttribute('href');
    await link.click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
  });

  test('in the carousel the quick view of a card still opens', async ({ page, vitrine }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto(PRODUCT);
    const region = await showRelated(page);
    await expect(region.locator('.swiper-wrapper')).toHaveCount(1);
    const eye = region.locator('.product-card__quick-view').first();
    // The eye's widget mounts when the pointer comes over it.
    await eye.hover();
    await expect(eye).toHaveAttribute('data-widget-mounted', /quick-view/);
    await eye.click();
    const dialog = page.locator('dialog[open]');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Ajouter au panier' })).toBeVisible();
    expect(await vitrine.axe()).toEqual([]);
  });

  test('tabbing to a card out of view brings it into the carousel', async ({ page, vitrine }) => {
    void vitrine;
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto(PRODUCT);
    const region = await showRelated(page);
    await expect(region.getByRole('button', { name: 'Éléments suivants' })).toBeVisible();
    const cards = region.locator('.product-card');
    await cards.nth(3).locator('.product-card__link').focus();
    await expect(cards.nth(3)).toBeInViewport({ ratio: 0.9 });
  });

  test('a category listing shows related categories that lead to their listing', async ({
    page,
    vitrine,
  }) => {
    void vitrine;
    await page.goto('/fr/catalog?categoryId=2');
    const region = page.getByRole('region', { name: 'Catégories associées' });
    await region.scrollIntoViewIfNeeded();
    await expect(region).toHaveAttribute('data-widget-mounted', /association-grid/);
    await expect(region.getByRole('link')).toHaveCount(7);
    await expect(region.getByRole('link').first()).toHaveText('Lampes');
    await region.getByRole('link', { name: 'Chaises' }).click();
    await expect(page).toHaveURL(/categoryId=4$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Chaises');
  });

  test('swiper is not fetched for associations on large screens, where they are a grid', async ({
    page,
    vitrine,
  }) => {
    void vitrine;
    const swiper = chunkOf('swiper-core');
    const fetched = chunkRequests(page);
    await page.goto('/fr/catalog?categoryId=2');
    const region = page.getByRole('region', { name: 'Catégories associées' });
    await region.scrollIntoViewIfNeeded();
    await expect(region).toHaveAttribute('data-widget-mounted', /association-grid/);
    await page.waitForLoadState('networkidle');
    expect(fetched).not.toContain(swiper);
    await expect(region.getByRole('button', { name: 'Éléments suivants' })).toHaveCount(0);
  });

  test('on a phone swiper is fetched only once the associations scroll into view', async ({
    page,
    vitrine,
  }) => {
    void vitrine;
    const swiper = chunkOf('swiper-core');
    const fetched = chunkRequests(page);
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/fr/catalog?categoryId=3');
    await page.waitForLoadState('networkidle');
    expect(fetched).not.toContain(swiper);
    const region = page.getByRole('region', { name: 'Catégories associées' });
    await region.scrollIntoViewIfNeeded();
    await expect(region.getByRole('button', { name: 'Éléments suivants' })).toBeVisible();
    expect(fetched).toContain(swiper);
  });

  test('turning a phone to a wide screen turns the carousel back into a grid', async ({ page, vitrine }) => {
    void vitrine;
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto(PRODUCT);
    const region = await showRelated(page);
    await expect(region.getByRole('button', { name: 'Éléments suivants' })).toBeVisible();
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(region.getByRole('button', { name: 'Éléments suivants' })).toHaveCount(0);
    await expect(region.locator('.swiper-wrapper')).toHaveCount(0);
    await expect(region.locator('.product-card').nth(4)).toBeVisible();
  });
});
