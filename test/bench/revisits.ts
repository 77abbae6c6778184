import type { Browser, Page } from '@playwright/test';
import { skipConsentBanner } from '../support/consent.ts';
import { PROBE, read } from './navigation.ts';
import { waitReady } from './ready.ts';
import { type Spread, showSpread, spread } from './spread.ts';

/**
 * The back-and-forth bench: six bench pages linked in a ring, 30 ms of server time,
 * walked with link clicks (instant, and human-paced: the pointer 150 ms over the link, the button
 * held 90 ms), Back and Forward, once every page has been seen. Vitrine against Turbo Drive 8 at
 * its defaults (snapshot cache and hover prefetch on) and swup 4 (its cache on). Each step is
 * timed from the click (or the history call) to the frame that painted the new page's heading, as
 * the browser reports it (Element Timing: the fixture's headings carry `elementtiming`). Beside
 * it, `…:frame` is the former stamp (a message posted from the first animation frame after the
 * heading appeared), which also counts any task queued behind that frame.
 * `floor` walks the same ring with no library (`fixtures/static/nav/floor.js`): every page kept
 * parsed in memory and put in at the click, in the click's own task. It is the time from an input
 * to the paint of a change made at once, which no library can go under; `…ToFloor` compares each
 * one's median with it.
 */
const LIBS = ['vitrine', 'turbo', 'swup', 'floor'] as const;
type Lib = (typeof LIBS)[number];
type Step = 'click' | 'human' | 'back' | 'forward';

const CYCLE = 6;
const WAIT_MS = 30;
const ROUND: Step[] = ['click', 'human', 'back', 'back', 'forward', 'human', 'click', 'back'];
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 4);

/**
 * Stamps the paint of each bench heading (its Element Timing render time, wall clock) in
 * sessionStorage as `bench:painted:{n}`, the first one after the last click or history call: a
 * heading painted again later (a fresh copy replacing a preview with a new node) does not count.
 */
const PAINT_PROBE = `(() => {
  new PerformanceObserver((list) => {
    const since = Number(sessionStorage.getItem('bench:click') || 0) - performance.timeOrigin;
    for (const entry of list.getEntries()) {
      const n = entry.identifier.replace('bench-', '');
      const at = entry.renderTime || entry.loadTime;
      const key = 'bench:painted:' + n;
      if (at >= since && sessionStorage.getItem(key) === null)
        sessionStorage.setItem(key, String(performance.timeOrigin + at));
    }
  }).observe({ type: 'element', buffered: true });
})();`;

/** Where one variant's tab is in its walk: the pages of its history and the current entry. */
interface Walker {
  page: Page;
  history: number[];
  at: number;
}

async function open(browser: Browser, baseUrl: string, lib: Lib): Promise<Walker> {
  const context = await browser.newContext();
  await skipConsentBanner(context);
  const page = await context.newPage();
  await page.addInitScript(PROBE);
  await page.addInitScript(PAINT_PROBE);
  await page.goto(`${baseUrl}/fr/__nav/bench/0?lib=${lib}&cycle=${CYCLE}&wait=${WAIT_MS}`, {
    waitUntil: 'load',
  });
  await waitReady(page, lib);
  return { page, history: [0], at: 0 };
}

/** One step's times from the click (or history call): heading painted, and the former frame stamp. */
interface StepTimes {
  painted: number;
  frame: number;
}

async function act(walker: Walker, step: Step): Promise<StepTimes> {
  const { page } = walker;
  const current = walker.history[walker.at]!;
  let next: number;
  if (step === 'back' || step === 'forward') {
    walker.at += step === 'back' ? -1 : 1;
    next = walker.history[walker.at]!;
  } else {
    next = (current + 1) % CYCLE;
    walker.history = [...walker.history.slice(0, walker.at + 1), next];
    walker.at += 1;
  }
  await page.evaluate((n) => {
    sessionStorage.removeItem(`bench:paint:${n}`);
    sessionStorage.removeItem(`bench:painted:${n}`);
    sessionStorage.removeItem('bench:click');
  }, next);
  if (step === 'click') await page.click('#next');
  else if (step === 'human') {
    await page.hover('#next');
    await page.waitForTimeout(150);
    await page.mouse.down();
    await page.waitForTimeout(90);
    await page.mouse.up();
  } else {
    await page.evaluate((back) => {
      sessionStorage.setItem('bench:click', String(performance.timeOrigin + performance.now()));
      if (back) history.back();
      else history.forward();
    }, step === 'back');
  }
  const frame = await read(page, `bench:paint:${next}`);
  const painted = await read(page, `bench:painted:${next}`);
  const clicked = await read(page, 'bench:click');
  if (frame === undefined || painted === undefined || clicked === undefined)
    throw new Error(`page ${next} never painted (${step})`);
  // Let the visit settle (a preview's fresh copy, Turbo's refresh) before the next step.
  await page.waitForTimeout(150);
  return { painted: painted - clicked, frame: frame - clicked };
}

/** Steps of a walk that can run from where the walker is (Back needs an entry behind it...). */
function feasible(walker: Walker, step: Step): Step {
  if (step === 'back' && walker.at === 0) return 'click';
  if (step === 'forward' && walker.at >= walker.history.length - 1) return 'click';
  return step;
}

/**
 * Min / median / max of the back-and-forth visits per variant and per kind of step, and
 * Vitrine's median against each peer's.
 */
export async function benchRevisits(browser: Browser, baseUrl: string): Promise<Record<string, unknown>> {
  const walkers = new Map<Lib, Walker>();
  for (const lib of LIBS) walkers.set(lib, await open(browser, baseUrl, lib));
  // Warm-up: one lap of the ring, so that every page has been seen once.
  for (let i = 0; i < CYCLE; i++) for (const lib of LIBS) await act(walkers.get(lib)!, 'click');
  const times = new Map<string, number[]>();
  const add = (key: string, ms: number) => times.set(key, [...(times.get(key) ?? []), ms]);
  for (let round = 0; round < ROUNDS; round++) {
    for (const planned of ROUND) {
      for (const lib of LIBS) {
        const walker = walkers.get(lib)!;
        const step = feasible(walker, planned);
        const { painted, frame } = await act(walker, step);
        add(`${lib}:all`, painted);
        add(`${lib}:${step === 'forward' ? 'back' : step}`, painted);
        add(`${lib}:all:frame`, frame);
      }
    }
  }
  for (const walker of walkers.values()) await walker.page.context().close();
  const figures: Record<string, Spread> = {};
  for (const [key, values] of times) figures[key] = spread(values);
  const ratio = (peer: Lib, suffix = '', lib: Lib = 'vitrine') =>
    Math.round((figures[`${lib}:all${suffix}`]!.median / figures[`${peer}:all${suffix}`]!.median) * 100) /
    100;
  const table = Object.fromEntries(Object.entries(figures).map(([key, s]) => [key, showSpread(s)]));
  return {
    ...table,
    vitrineToTurbo: ratio('turbo'),
    vitrineToSwup: ratio('swup'),
    vitrineToTurboByFrame: ratio('turbo', ':frame'),
    vitrineToSwupByFrame: ratio('swup', ':frame'),
    vitrineToFloor: ratio('floor'),
    swupToFloor: ratio('floor', '', 'swup'),
    turboToFloor: ratio('floor', '', 'turbo'),
  };
}
