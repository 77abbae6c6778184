import type { Page } from '@playwright/test';
import { AUDITED_KINDS } from '../support/a11yJourneys.ts';
import { pageKind as kind, settle } from '../support/a11yStates.ts';
import { skipConsentBanner } from '../support/consent.ts';
import { signIn } from '../support/lists.ts';
import { expect, test } from '../support/test.ts';

/**
 * Every page the demo shop links to, found by following its links from the home page (breadth
 * first), as a phone customer sees it: nothing wider than the screen, no bundle key (`Area.Key`)
 * shown or read out instead of a text, no uncaught error; and each kind of page found has its
 * states audited for accessibility faults by a11y-states.spec.ts (test/support/a11yJourneys.ts).
 */

/** The French shop: the other cultures are the same pages, their texts held by the bundle's unit tests. */
const START = '/fr/';
const MAX_PAGES = 60;
const WIDTHS = [375, 320] as const;
/** Links that leave, download, change state or belong to the test harness rather than the shop. */
const SKIPPED =
  /\/__fixtures|\/__test|logoff|logout|download|export|\.(pdf|csv|zip|xlsx?|png|jpe?g|svg|webp)$/i;
/** How a bundle key looks (`Cart.Empty`, `Checkout.Step.Address`) when a text is missing. */
const KEY = /\b[A-Z][A-Za-z]+(?:\.[A-Z][A-Za-z0-9]+)+\b/g;

/** How many pages of one shape are visited (two products, two orders: not the whole catalogue); one of each query shape. */
const PER_SHAPE = 2;

/** A page's shape: its kind and the names of its query: a listing's filter and paging combinations count once. */
function pageKey(url: URL): string {
  const names = [...new Set(url.searchParams.keys())].sort().join('&');
  return `${kind(url)}?${names}`;
}

/** The page's same-origin links worth visiting. */
async function links(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLAnchorElement>('a[href]')]
      .filter((a) => !a.hasAttribute('download') && !a.closest('form[method="post" i]'))
      .map((a) => a.href),
  );
}

/** Bundle keys in the visible text and in the accessible names (labels, alt texts, titles). */
async function shownKeys(page: Page): Promise<string[]> {
  const texts = await page.evaluate(() => {
    const names = [...document.querySelectorAll('[aria-label], [title], [alt], [placeholder]')].flatMap(
      (el) => ['aria-label', 'title', 'alt', 'placeholder'].map((name) => el.getAttribute(name) ?? ''),
    );
    return [document.body.innerText, ...names];
  });
  return texts.flatMap((text) => text.match(KEY) ?? []).filter((key) => !/^(?:www|vitrine)\./i.test(key));
}

/** The document's width beyond the screen's, and the widest elements that cause it. */
async function overflow(page: Page): Promise<{ width: number; culprits: string[] }> {
  return page.evaluate(() => {
    const limit = document.documentElement.clientWidth;
    const culprits = [...document.body.querySelectorAll('*')]
      .filter((el) => el.getBoundingClientRect().right > limit + 1)
      .map(
        (el) =>
          `${el.tagName.toLowerCase()}.${[...el.classList].join('.')} ${Math.round(el.getBoundingClientRect().right)}`,
      )
      .slice(-5);
    return { width: document.documentElement.scrollWidth, culprits };
  });
}

/** Visits the shop breadth first from the home page and returns the problems of each page found. */
async function crawl(page: Page, check: (page: Page, url: string) => Promise<string[]>): Promise<string[]> {
  const origin = new URL(page.url()).origin;
  const start = new URL(START, origin);
  const queue = [start.href];
  const seen = new Map([[pageKey(start), 1]]);
  const queued = new Set(queue);
  const problems: string[] = [];
  while (queue.length > 0) {
    const url = queue.shift() as string;
    await page.goto(url);
    await settle(page);
    problems.push(...(await check(page, url)));
    for (const href of await links(page)) {
      const next = new URL(href);
      next.hash = '';
      if (next.origin !== origin || !next.pathname.startsWith(START) || SKIPPED.test(next.pathname)) continue;
      const shape = pageKey(next);
      const count = seen.get(shape) ?? 0;
      const room = next.search === '' ? PER_SHAPE : 1;
      if (queued.size >= MAX_PAGES || count >= room || queued.has(next.href)) continue;
      seen.set(shape, count + 1);
      queued.add(next.href);
      queue.push(next.href);
    }
  }
  return problems;
}

for (const signedIn of [false, true]) {
  test.describe(`every page the shop links to, ${signedIn ? 'signed in' : 'signed out'}, on a phone`, () => {
    test.use({ viewport: { width: WIDTHS[0], height: 740 }, hasTouch: true, isMobile: true });

    test('fits the screen, shows texts rather than keys, has its states audited and throws no error', async ({
      page,
      vitrine,
    }) => {
      test.setTimeout(240_000);
      await skipConsentBanner(page);
      if (signedIn) await signIn(page);
      else await page.goto(START);
      const visited: string[] = [];
      const problems = await crawl(page, async (current, url) => {
        const path = new URL(url).pathname + new URL(url).search;
        visited.push(path);
        const found: string[] = [];
        for (const width of WIDTHS) {
          await current.setViewportSize({ width, height: 740 });
          const { width: wide, culprits } = await overflow(current);
          if (wide > width) found.push(`${path} at ${width} px is ${wide} px wide (${culprits.join(', ')})`);
        }
        await current.setViewportSize({ width: WIDTHS[0], height: 740 });
        // The widget catalogue lists the keys each widget reads: there they are the content.
        if (!path.startsWith('/fr/widgets')) {
          for (const key of new Set(await shownKeys(current))) found.push(`${path} shows the key ${key}`);
        }
        for (const error of vitrine.pageErrors.splice(0)) found.push(`${path} threw ${error}`);
        return found;
      });
      test.info().annotations.push({ type: 'crawled', description: visited.join(' ') });
      expect(visited.length, 'the crawl found the shop').toBeGreaterThan(10);
      // Every kind of page found has its states audited by a11y-states.spec.ts.
      const kinds = new Set(visited.map((path) => kind(new URL(path, 'http://shop.test'))));
      expect(
        [...kinds].filter((k) => !AUDITED_KINDS.has(k)),
        'kinds with no journey in a11yJourneys.ts',
      ).toEqual([]);
      expect(problems).toEqual([]);
    });
  });
}
