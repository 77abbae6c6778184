import type { Page } from '@playwright/test';

/** The global each navigation variant of the bench pages sets once it is ready. */
const GLOBALS: Record<string, string | undefined> = {
  vitrine: 'vitrine',
  'vitrine-still': 'vitrine',
  turbo: 'Turbo',
  swup: 'swup',
  floor: 'benchFloor',
};

/**
 * Waits until the page's navigation variant is ready (Vitrine: its navigator started; a full
 * page load: at once). A function, not a string predicate: the bench pages' CSP forbids `eval`.
 */
export async function waitReady(page: Page, lib: string): Promise<void> {
  const name = GLOBALS[lib];
  if (!name) return;
  await page.waitForFunction(
    ([global, isVitrine]) => {
      const found = (window as unknown as Record<string, { navigator?: unknown } | undefined>)[global];
      return isVitrine ? Boolean(found?.navigator) : Boolean(found);
    },
    [name, name === 'vitrine'] as const,
  );
}
