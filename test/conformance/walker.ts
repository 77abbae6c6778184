import type { Page } from '@playwright/test';
import { picturesSettled } from './pageFacts.ts';
import type { WalkLink } from './walkPlan.ts';

declare global {
  interface Window {
    /** Set by the walk before a click: false until the visit's `vitrine:page-finished`. */
    __walkVisitDone?: boolean;
  }
}

/**
 * How long a page may take to load, a visit to end or its pictures to settle: a wait for a
 * condition, not a figure checked (15 s was too short for the shell of the 586 KB index page on a
 * machine shared with six other runs).
 */
export const PAGE_WAIT_MS = 30_000;

/** How a click ended. */
export type VisitOutcome = 'visit' | 'full load' | 'link not found' | 'no end';

/** Waits until the bundle's navigator runs and every picture has loaded or failed. */
export async function pageSettled(page: Page): Promise<void> {
  await page.waitForFunction(() => window.vitrine?.navigator !== undefined, undefined, {
    timeout: PAGE_WAIT_MS,
  });
  await page.waitForFunction(picturesSettled, undefined, { timeout: PAGE_WAIT_MS });
}

/** A full load of `url`, as a reader typing the address: the reference a visit is compared with. */
export async function fullLoad(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await pageSettled(page).catch((error: Error) => {
    throw new Error(`the full load of ${url} did not settle: ${error.message}`);
  });
}

/**
 * Marks the region's link that leads to `url` (its `occurrence`-th such link, counted from the end
 * when negative) for the click: found
 * by the address it resolves to, as a reader sees it, not by its `href` as written (a full load
 * keeps `api.html`, a visit writes it from the root); false when the region has no such link.
 */
function markLink(page: Page, link: WalkLink): Promise<boolean> {
  return page.evaluate(({ url, occurrence }) => {
    for (const marked of document.querySelectorAll('[data-walk-target]'))
      marked.removeAttribute('data-walk-target');
    const links = [...document.querySelectorAll<HTMLAnchorElement>('[data-page-content] a[href]')];
    const match = links.filter((a) => a.href === url).at(occurrence);
    match?.setAttribute('data-walk-target', '');
    return match !== undefined;
  }, link);
}

/**
 * Scrolls the region's link to `url` into view, as a reader does to click it, and says where the
 * reader then is (the position a visit from there must keep for Back); undefined without the link.
 */
export async function readerAtLink(page: Page, link: WalkLink): Promise<number | undefined> {
  if (!(await markLink(page, link))) return undefined;
  await page.locator('[data-walk-target]').scrollIntoViewIfNeeded();
  return page.evaluate(() => Math.round(window.scrollY));
}

/**
 * Clicks the region's link the full load chose and waits until the visit ends
 * (`vitrine:page-finished`) or the page was loaded in full instead (a new document: the marker the
 * walk set before the click is gone), then until its pictures settle.
 */
export async function followLink(page: Page, link: WalkLink): Promise<VisitOutcome> {
  if (!(await markLink(page, link))) return 'link not found';
  await page.evaluate(() => {
    window.__walkVisitDone = false;
    document.addEventListener(
      'vitrine:page-finished',
      () => {
        window.__walkVisitDone = true;
      },
      { once: true },
    );
  });
  await page.locator('[data-walk-target]').click();
  const ended = await page
    .waitForFunction(
      () =>
        window.__walkVisitDone === true ||
        (window.__walkVisitDone === undefined && document.readyState === 'complete'),
      undefined,
      { timeout: PAGE_WAIT_MS },
    )
    .then(
      () => true,
      () => false,
    );
  if (!ended) return 'no end';
  const visited = await page.evaluate(() => window.__walkVisitDone === true);
  await pageSettled(page).catch(() => undefined);
  return visited ? 'visit' : 'full load';
}

/** What an outcome other than a visit means, for the failure message. */
export function outcomeProblem(outcome: VisitOutcome, link: WalkLink): string | undefined {
  switch (outcome) {
    case 'visit':
      return undefined;
    case 'full load':
      return 'not a visit: the click loaded the page in full';
    case 'link not found':
      return `link not found: the visited page's region has no link to ${link.url} #${link.occurrence} (the full load has it, as "${link.href}")`;
    case 'no end':
      return `the visit did not end within ${PAGE_WAIT_MS / 1000} s (no vitrine:page-finished, no new document)`;
  }
}
