// A visit equals a full load, on a site nobody here wrote: Django's manual as Debian installs it
// (python-django-doc, a Sphinx build), served as a CMS with Vitrine would serve it
// (test/conformance/README.md). Every click is compared with a full load of the same address in a
// second page; a step's mismatches are all collected before it fails, and the walk goes on.
import { join } from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { ensurePackages, PACKAGE_MARKERS } from '../support/ensure-packages.mjs';
import { expect, test } from '../support/test.ts';
import { reportViolations } from '../support/violations.ts';
import { type ManualServer, startManualServer } from './manualServer.ts';
import { summarize } from './mismatchSummary.ts';
import { compareSearch, searchResults } from './searchResults.ts';
import { followLink, fullLoad, outcomeProblem, PAGE_WAIT_MS, pageSettled, readerAtLink } from './walker.ts';
import { type Leg, WalkPair, walkLeg } from './walkLeg.ts';
import type { WalkLink } from './walkPlan.ts';

const PACKAGE = 'python-django-doc';

/** Clicks per leg; WALK_VISITS lowers it for a quick look while fixing something (never in CI). */
const VISITS = Number(process.env.WALK_VISITS ?? 28);

/** Four legs of 28 clicks (112 visits), each from its own part of the manual, each with its seed. */
const LEGS: Record<string, Omit<Leg, 'start'> & { start: string }> = {
  'the tutorial and its neighbours': { start: 'intro/index.html', seed: 1, visits: VISITS },
  'the topic guides': { start: 'topics/index.html', seed: 2, visits: VISITS },
  'the reference, from the admin': { start: 'ref/contrib/admin/actions.html', seed: 3, visits: VISITS },
  'the table of contents and the indexes': { start: 'contents.html', seed: 4, visits: VISITS },
};

let server: ManualServer;
const at = (path: string) => new URL(path, `${server.origin}/`).href;

/**
 * A walked page and, in a context of its own (its own renderer: both load at once), the reference;
 * every CSP or Trusted Types violation of either goes to `violations`, and is printed as it happens.
 */
async function openPair(browser: Browser, violations: string[]): Promise<WalkPair> {
  const viewport = { width: 1280, height: 800 };
  const walked = await (await browser.newContext({ viewport })).newPage();
  const reference = await (await browser.newContext({ viewport })).newPage();
  for (const [role, page] of [
    ['visit', walked],
    ['full load', reference],
  ] as const) {
    await reportViolations(page, (text) => {
      const violation = `${role} of ${page.url()}: ${text}`;
      console.log(`violation: ${violation}`);
      violations.push(violation);
    });
  }
  return new WalkPair(walked, reference);
}

/**
 * The walk's test: each test gets its pair of pages, and fails on any CSP or Trusted Types
 * violation, in a visit or a full load alike (the manual is served under the policy a site with
 * Trusted Types sends: manualServer.ts), as every Chromium spec does (test/support/test.ts).
 */
const walkTest = test.extend<{ pair: WalkPair }>({
  pair: async ({ browser }, use) => {
    const violations: string[] = [];
    const pair = await openPair(browser, violations);
    await use(pair);
    await pair.walked.context().close();
    await pair.reference.context().close();
    expect(violations, 'CSP or Trusted Types violations').toEqual([]);
  },
});

// Two full pages per click: on a machine shared with six other runs (load 20 on 2 cores) a leg of 8
// clicks took up to 3 minutes; the time-out leaves a loaded machine room to finish and report.
walkTest.describe.configure({ timeout: 300_000 });

walkTest.beforeAll(async () => {
  ensurePackages([PACKAGE]);
  const root = (PACKAGE_MARKERS[PACKAGE] ?? '').replace(/\/index\.html$/, '');
  server = await startManualServer({ root, dist: join(process.cwd(), 'dist') });
});

walkTest.afterAll(async () => {
  await server?.close();
});

for (const [name, leg] of Object.entries(LEGS)) {
  walkTest(
    `${leg.visits} clicks through ${name} each show what a full load of their address shows`,
    async ({ pair }) => {
      const reports = await walkLeg(pair, { ...leg, start: at(leg.start) }, (label, problems) => {
        // Also printed as it happens: a run cut short still tells what it found.
        if (problems.length > 0) console.log(`${label}\n  ${problems.join('\n  ')}`);
        expect.soft(problems, label).toEqual([]);
      });
      const summary = summarize(reports, leg.visits, pair.siteDefects);
      console.log(`${name}: ${summary}`);
      await test.info().attach('mismatch summary', { body: summary, contentType: 'text/plain' });
    },
  );
}

/** A link of the walked page's region by its `href`, leading to `path`. */
const linkTo = (href: string, path: string): WalkLink => ({
  href,
  occurrence: 0,
  url: at(path),
  kind: 'content',
});

/**
 * How far the reader is from `y`, once the page stops moving towards it: the navigator retries
 * restoring a scroll for up to 3 s while the page grows; this waits until it is within 50 px, or
 * for PAGE_WAIT_MS, and says where the page is.
 */
async function scrollProblem(page: Page, y: number, when: string): Promise<string[]> {
  const near = await page
    .waitForFunction((top) => Math.abs(window.scrollY - top) <= 50, y, { timeout: PAGE_WAIT_MS })
    .then(
      () => true,
      () => false,
    );
  if (near) return [];
  return [
    `scroll after ${when}: the reader was at ${y} px, the page is at ${await page.evaluate(() => window.scrollY)} px`,
  ];
}

walkTest(
  'Back, Forward and a reload show each page as loaded in full, where the reader was',
  async ({ pair }) => {
    const { walked, reference } = pair;
    // Four pages of the tutorial, each left by the next link at its foot (the reader scrolled down to
    // it, where Back must bring them again; Playwright's click would scroll to the one at the top).
    const path = [
      'intro/tutorial01.html',
      'intro/tutorial02.html',
      'intro/tutorial03.html',
      'intro/tutorial04.html',
    ];
    const scrolls: number[] = [];
    await pair.loadBoth(at(path[0] ?? ''));
    for (const next of path.slice(1)) {
      const link = { ...linkTo(next.split('/')[1] ?? '', next), occurrence: -1 };
      const y = await readerAtLink(walked, link);
      expect(y, `the link to ${next} at the foot of the page`).toBeGreaterThan(1000);
      scrolls.push(y ?? 0);
      const problem = outcomeProblem(await followLink(walked, link), link);
      expect(problem, `the visit to ${next}`).toBeUndefined();
    }
    const moves: [string, () => Promise<unknown>, number][] = [
      ['Back', () => walked.evaluate(() => history.back()), 2],
      ['Back', () => walked.evaluate(() => history.back()), 1],
      ['Forward', () => walked.evaluate(() => history.forward()), 2],
      ['a reload', () => walked.reload(), 2],
    ];
    for (const [when, move, index] of moves) {
      const url = at(path[index] ?? '');
      await move();
      // The page is there when its title is (a failure to get there is one of the mismatches).
      const title = await titleOf(reference, url);
      await walked
        .waitForFunction((expected) => document.title === expected, title, { timeout: PAGE_WAIT_MS })
        .catch(() => undefined);
      await pageSettled(walked);
      const problems = [
        ...(await pair.compare()),
        ...(await scrollProblem(walked, scrolls[index] ?? 0, when)),
      ];
      expect.soft(problems, `${when} to ${url}`).toEqual([]);
    }
  },
);

/** The title of `url` loaded in full in `reference` (which stays there for the comparison). */
async function titleOf(reference: Page, url: string): Promise<string> {
  await fullLoad(reference, url);
  return reference.title();
}

walkTest(
  "the search page, marked for a full load, shows its results at each of two clicks (Sphinx's search runs once, as it loads)",
  async ({ pair }) => {
    const { walked, reference } = pair;
    // A word of few pages: Sphinx shows its results one by one, and says it is done after the last
    // ("queryset", on 200 pages, had not finished in 30 s on a loaded machine, even in a full load).
    const search = 'search.html?q=clickjacking';
    await pair.loadBoth(at('intro/index.html'));
    for (const round of ['first', 'second']) {
      // The manual reaches its search page through a GET form, which the navigator leaves to the
      // browser: the walk adds the link a CMS's "search for this" would be, and clicks it.
      const href = await walked.evaluate((target) => {
        const link = document.createElement('a');
        link.href = target;
        link.textContent = 'Search the manual for clickjacking';
        document.querySelector('[data-page-content]')?.prepend(link);
        return link.getAttribute('href') ?? '';
      }, at(search));
      const [outcome] = await Promise.all([
        followLink(walked, linkTo(href, search)),
        fullLoad(reference, at(search)),
      ]);
      const [expected, actual] = await Promise.all([searchResults(reference), searchResults(walked)]);
      // The template marks the search page data-vitrine-reload (cmsPage.ts): its click loads it in full.
      const problem =
        outcome === 'full load' ? undefined : `a ${outcome}, not the full load the page asks for`;
      const problems = [
        ...(problem ? [problem] : []),
        ...compareSearch(expected, actual),
        ...(await pair.compare()),
      ];
      expect.soft(problems, `the ${round} visit to ${at(search)}`).toEqual([]);
      // Away by the header's Home link before coming back: the second visit finds the search's
      // scripts already in the document, as a reader going back to search again would.
      const home = linkTo('index.html', 'index.html');
      const [away] = await Promise.all([followLink(walked, home), fullLoad(reference, home.url)]);
      const awayProblem = outcomeProblem(away, home);
      expect
        .soft([...(awayProblem ? [awayProblem] : []), ...(await pair.compare())], `the visit to ${home.url}`)
        .toEqual([]);
    }
  },
);
