import type { Browser, Page } from '@playwright/test';
import type { AnswerKind } from './answers.ts';
import { CallRouter } from './callRouter.ts';
import {
  busyControls,
  feedback,
  mustTell,
  scriptRan,
  toldProblems,
  totalProblems,
  wordingProblems,
} from './checks.ts';
import type { Flow } from './flow.ts';
import { probePage } from './probePage.ts';
import type { ReadmeCall } from './readmeCalls.ts';

/** One call answered one way, and what the probe found wrong on the page afterwards. */
export interface AttemptResult {
  flow: string;
  /** The README call answered badly ('' for the baseline run, which answers nothing). */
  call: string;
  kind: AnswerKind | 'none';
  problems: string[];
  /** The action did not make the call this time: nothing was probed. */
  skipped: boolean;
  ms: number;
  /** The README calls the action made, in order (the baseline's finding). */
  seen: string[];
  /** Calls the action made that no README lists. */
  unlisted: string[];
}

/** The call an attempt answers badly, and how. */
interface Target {
  call: string;
  kind: AnswerKind;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The action did not make the call this time (one made in the background, at a moment of its own,
 * such as a count read again): nothing was answered badly, the attempt is counted as skipped.
 */
export const NOT_MADE = 'not made this time';

/** Waits until nothing on the page is busy any more; the controls still busy then are the problem. */
async function settle(page: Page, ms: number): Promise<string[]> {
  const until = Date.now() + ms;
  let quietFor = 0;
  let busy: string[] = [];
  while (Date.now() < until) {
    busy = await busyControls(page).catch(() => []);
    quietFor = busy.length === 0 ? quietFor + 1 : 0;
    if (quietFor >= 3) return [];
    await pause(150);
  }
  return busy.map((control) => `a control left busy: ${control}`);
}

/** The customer leaves while the call is held: a visit elsewhere unmounts the widget. */
async function leave(page: Page, router: CallRouter): Promise<void> {
  await page.evaluate(() => window.vitrine?.navigate('/fr/')).catch(() => undefined);
  await page.waitForURL((url) => url.pathname === '/fr/', { timeout: 10_000 }).catch(() => undefined);
  router.releaseHeld();
}

/** Waits for the probed call to be made and answered; a problem when it never was. */
async function waitForCall(page: Page, router: CallRouter, kind: AnswerKind): Promise<string[]> {
  const until = Date.now() + 10_000;
  while (router.state === 'waiting' && Date.now() < until) await pause(50);
  if (router.state === 'waiting') return [NOT_MADE];
  if (kind === 'abort') await leave(page, router);
  await router.answered();
  return [];
}

/** What the customer typed, still in its field (as the shop may write it: `bienvenue10` is `BIENVENUE10`). */
async function typedProblems(flow: Flow, page: Page): Promise<string[]> {
  const typed = flow.typed?.(page);
  if (!typed || (await typed.field.count()) === 0) return [];
  const value = await typed.field.inputValue();
  if (value.trim().toLowerCase() === typed.value.toLowerCase()) return [];
  const taken =
    typed.takenInto && (await typed.takenInto.count()) > 0 ? await typed.takenInto.innerText() : '';
  return taken.toLowerCase().includes(typed.value.toLowerCase())
    ? []
    : [`what the customer typed is lost (${typed.value} → ${value})`];
}

/** What the page shows after the answer, checked as a customer would notice it. */
async function pageProblems(
  page: Page,
  flow: Flow,
  calls: ReadmeCall[],
  target: Target | undefined,
  before: string[],
) {
  const kind = target?.kind ?? 'none';
  const problems = await settle(page, kind === 'delay' ? 12_000 : 8_000);
  if (await scriptRan(page)) problems.push('a script of the answer ran');
  problems.push(...wordingProblems(await feedback(page)));
  if (kind === 'none' || kind === 'abort') return problems;
  // A payload changes the server's own words (a coupon's code, an amount): those are not checked.
  if (!kind.endsWith('payload'))
    problems.push(...(await typedProblems(flow, page)), ...(await totalProblems(page)));
  const call = calls.find((candidate) => candidate.id === target?.call);
  if (call && target) problems.push(...(await toldProblems(page, mustTell(call, kind), before)));
  return problems;
}

/**
 * Runs `flow` for a new visitor, answering its call `target` with `kind` (no target: the baseline,
 * every call answered by the server), and returns what went wrong on the page.
 */
export async function runAttempt(
  browser: Browser,
  baseURL: string,
  calls: ReadmeCall[],
  flow: Flow,
  target?: Target,
): Promise<AttemptResult> {
  const start = Date.now();
  const kind = target?.kind ?? 'none';
  const { page, context, uncaught } = await probePage(browser, baseURL);
  const router = new CallRouter(calls, target?.call, target?.kind);
  const problems: string[] = [];
  let skipped = false;
  try {
    await flow.setup(page);
    const before = await feedback(page);
    await router.install(page, new URL(baseURL).origin);
    // Held (an abort, a delay), the call cannot end the action's own waits: only other answers can.
    const held = kind === 'abort' || kind === 'delay';
    await flow.act(page).catch((error) => {
      if (!held) problems.push(`the action could not go on: ${String(error).split('\n')[0]}`);
    });
    skipped = target !== undefined && (await waitForCall(page, router, target.kind)).length > 0;
    if (!skipped) problems.push(...(await pageProblems(page, flow, calls, target, before)));
  } finally {
    problems.push(...uncaught.map((error) => `uncaught: ${error}`));
    await context.close();
  }
  const seen = [...new Set(router.seen)];
  const unlisted = [...router.unlisted];
  return {
    flow: flow.name,
    call: target?.call ?? '',
    kind,
    problems,
    skipped,
    ms: Date.now() - start,
    seen,
    unlisted,
  };
}
