import type { Page } from 'puppeteer-core';
import { describe, expect, it } from 'vitest';
import { VARIANT } from '../support/cart.ts';
import { DEMO } from '../support/lists.ts';
import { call, connectFirefox, newVisitor, open, SHOP } from './shop.ts';
import { addressIs, at, until } from './wait.ts';

const firefox = connectFirefox();

/** Pages found by following the shop's links: at most this many, one of each kind. */
const MAX_PAGES = 24;
/** Links that leave, download, change state or belong to the test harness rather than the shop. */
const SKIPPED =
  /\/__fixtures|\/__test|logoff|logout|download|export|\.(pdf|csv|zip|xlsx?|png|jpe?g|svg|webp)$/i;

/** A page's kind: its path with the numbers taken out (two products are one kind). */
const kindOf = (url: URL) => url.pathname.replace(/\/\d+(?=\/|$)/g, '/#');

/** Sends each `securitypolicyviolation` of every document the tab shows to `found`. */
async function reportViolations(page: Page, found: string[]): Promise<void> {
  await page.exposeFunction('__vitrineViolation', (text: string) => {
    found.push(`CSP: ${text}`);
  });
  await page.evaluateOnNewDocument(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const text = `${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`;
      (window as { __vitrineViolation?: (text: string) => void }).__vitrineViolation?.(text);
    });
  });
}

/** Waits until the page's widgets stop mounting (their count holds for two reads 200 ms apart). */
async function settle(page: Page): Promise<void> {
  await until(
    page,
    () => {
      const w = window as unknown as {
        __mounted?: number | undefined;
        vitrine?: { stats(): { mounted: number } };
      };
      const now = w.vitrine?.stats().mounted;
      const same = now !== undefined && w.__mounted === now;
      w.__mounted = now;
      return same;
    },
    { polling: 200, timeout: 4_000 },
  ).catch(() => undefined);
}

/** The page's links to the shop that are worth a visit, as absolute addresses without their fragment. */
async function shopLinks(page: Page): Promise<URL[]> {
  const hrefs = await page.$$eval('a[href]', (links) =>
    links
      .filter((a) => !a.hasAttribute('download') && !a.closest('form[method="post" i]'))
      .map((a) => (a as HTMLAnchorElement).href),
  );
  return hrefs
    .map((href) => new URL(href))
    .filter((url) => url.origin === SHOP && url.pathname.startsWith('/fr/') && !SKIPPED.test(url.pathname))
    .map((url) => Object.assign(url, { hash: '' }));
}

/** Visits one page of each kind breadth first from the home page; returns the paths visited. */
async function crawl(page: Page, problems: string[]): Promise<string[]> {
  const queue = [new URL('/fr/', SHOP)];
  const kinds = new Set(queue.map(kindOf));
  const visited: string[] = [];
  for (let url = queue.shift(); url; url = queue.shift()) {
    const path = url.pathname + url.search;
    const before = problems.length;
    await open(page, path);
    await settle(page);
    visited.push(path);
    for (let i = before; i < problems.length; i += 1) problems[i] = `${problems[i]} (on ${path})`;
    for (const next of await shopLinks(page)) {
      if (kinds.size >= MAX_PAGES || kinds.has(kindOf(next))) continue;
      kinds.add(kindOf(next));
      queue.push(next);
    }
  }
  return visited;
}

describe('in Firefox, every kind of page the shop links to', () => {
  it('loads, signed in with a line in the cart, with no console error, no failed request and no CSP violation', async () => {
    const { context, page, problems } = await newVisitor(firefox());
    try {
      await reportViolations(page, problems);
      await open(page, '/fr/security/login?returnUrl=%2Ffr%2F');
      await at(page, '#login-email').fill(DEMO.email);
      await at(page, '#login-password').fill(DEMO.password);
      await at(page, 'form.login-form button[type="submit"]').click();
      await addressIs(page, /\/fr\/$/);
      await call(page, '/__fixtures/cart', {
        lines: [{ ProductVariantId: VARIANT.degressive, Quantity: 1 }],
      });
      const visited = await crawl(page, problems);
      expect(visited.length, visited.join(' ')).toBeGreaterThan(12);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
