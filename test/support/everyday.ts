import type { Page } from '@playwright/test';
import { expect } from './test.ts';

/** The fixture page of the everyday widgets (fixtures/pages/test/everyday.tsx). */
export const EVERYDAY_PAGE = '/fr/__test/everyday';

/** Opens the everyday page and scrolls to the select widgets, which load when visible. */
export async function openSelects(page: Page) {
  await page.goto(EVERYDAY_PAGE);
  await page.locator('#size').scrollIntoViewIfNeeded();
}

/** Waits until `count` elements carry the mounted widget. */
export async function mounted(page: Page, widget: string, count = 1) {
  await expect(page.locator(`[data-widget-mounted~="${widget}"]`)).toHaveCount(count);
}
