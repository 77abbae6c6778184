// The probe: every call the widgets' READMEs list, answered the ways a broken backend or network
// answers (test/browser/probe/README.md). A sample per run; PROBE_ALL=1 for the whole matrix.
import { expect, test } from '@playwright/test';
import { type AttemptResult, runAttempt } from './attempt.ts';
import type { Flow } from './flow.ts';
import { FLOWS } from './flows/index.ts';
import { probePlan } from './plan.ts';
import { readmeCalls } from './readmeCalls.ts';

const calls = readmeCalls();

/** Each flow's baseline, run once per worker: which README calls the action makes. */
const baselines = new Map<string, Promise<AttemptResult>>();

test.describe.configure({ mode: 'parallel' });

for (const { flow, kind } of probePlan(FLOWS)) {
  test(`${flow.name} · ${kind}`, async ({ browser, baseURL }, info) => {
    const base = baseURL ?? 'http://127.0.0.1:3000';
    const baseline = await baselineOf(flow, () => runAttempt(browser, base, calls, flow));
    info.annotations.push({ type: 'probe-baseline', description: JSON.stringify(baseline) });
    expect(baseline.problems, 'the action goes well with the server’s own answers').toEqual([]);
    expect(baseline.seen, 'the action makes at least one call a README lists').not.toEqual([]);
    info.setTimeout(20_000 + baseline.seen.length * (kind === 'delay' ? 30_000 : 20_000));
    const problems: string[] = [];
    for (const call of baseline.seen) {
      const result = await runAttempt(browser, base, calls, flow, { call, kind });
      info.annotations.push({ type: 'probe-attempt', description: JSON.stringify(result) });
      if (!result.skipped) problems.push(...result.problems.map((problem) => `${call}: ${problem}`));
    }
    expect(problems).toEqual([]);
  });
}

function baselineOf(flow: Flow, run: () => Promise<AttemptResult>): Promise<AttemptResult> {
  let known = baselines.get(flow.name);
  if (!known) {
    known = run();
    baselines.set(flow.name, known);
  }
  return known;
}
