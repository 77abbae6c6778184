import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type {
  FullConfig,
  FullResult,
  Reporter,
  Suite,
  TestCase,
  TestResult,
} from '@playwright/test/reporter';
import { ANSWERS } from './answers.ts';
import type { AttemptResult } from './attempt.ts';
import { probeSeed, wholeMatrix } from './plan.ts';
import { readmeCalls } from './readmeCalls.ts';

/** One cell of the matrix: a call answered one way. */
interface Cell {
  attempts: number;
  failures: number;
  /** The call was not made this time (a call in the background): nothing probed. */
  skipped: number;
}

const isProbe = (test: TestCase) => test.location.file.includes(`${join('probe', 'probe.spec.ts')}`);

/** The attempts and baselines a test recorded in its annotations. */
function recorded(result: TestResult, type: string): AttemptResult[] {
  return result.annotations
    .filter((annotation) => annotation.type === type && annotation.description)
    .map((annotation) => JSON.parse(annotation.description ?? '{}') as AttemptResult);
}

/**
 * Prints the probe's matrix at the end of a run (calls × answers: attempts and failures), the
 * README calls no flow made, the calls made that no README lists, and how long it took; writes
 * the same to `test-results/probe-matrix.json`. With `PROBE_ALL=1`, a README call no flow made
 * fails the run: every listed call is probed.
 */
export default class MatrixReporter implements Reporter {
  private readonly cells = new Map<string, Map<string, Cell>>();
  private readonly reached = new Set<string>();
  private readonly unlisted = new Set<string>();
  private planned = 0;
  private ms = 0;
  private outputDir = 'test-results';

  onBegin(config: FullConfig, suite: Suite): void {
    this.planned = suite.allTests().filter(isProbe).length;
    this.outputDir = config.projects[0]?.outputDir ?? this.outputDir;
    if (this.planned === 0) return;
    const scope = wholeMatrix()
      ? 'the whole matrix'
      : `a sample (PROBE_SEED=${probeSeed()}; PROBE_ALL=1 for all)`;
    console.log(`[probe] ${this.planned} flow × answer tests: ${scope}`);
  }

  onTestEnd(test: TestCase, result: TestResult): void {
    if (!isProbe(test)) return;
    this.ms += result.duration;
    for (const baseline of recorded(result, 'probe-baseline')) {
      for (const call of baseline.seen) this.reached.add(call);
      for (const call of baseline.unlisted) this.unlisted.add(call);
    }
    for (const attempt of recorded(result, 'probe-attempt')) {
      const row = this.cells.get(attempt.call) ?? new Map<string, Cell>();
      this.cells.set(attempt.call, row);
      const cell = row.get(attempt.kind) ?? { attempts: 0, failures: 0, skipped: 0 };
      if (attempt.skipped) cell.skipped += 1;
      else cell.attempts += 1;
      if (attempt.problems.length > 0) cell.failures += 1;
      row.set(attempt.kind, cell);
    }
  }

  async onEnd(_result: FullResult): Promise<{ status?: FullResult['status'] } | undefined> {
    return this.report();
  }

  private report(): { status: FullResult['status'] } | undefined {
    if (this.planned === 0) return undefined;
    const unreached = readmeCalls()
      .map((call) => call.id)
      .filter((id) => !this.reached.has(id));
    const totals = [...this.cells.values()].flatMap((row) => [...row.values()]);
    const attempts = totals.reduce((sum, cell) => sum + cell.attempts, 0);
    const failures = totals.reduce((sum, cell) => sum + cell.failures, 0);
    const skipped = totals.reduce((sum, cell) => sum + cell.skipped, 0);
    console.log(this.table());
    console.log(
      `[probe] ${this.cells.size} calls, ${attempts} attempts, ${failures} failures, ${skipped} skipped (not made that time), ${Math.round(this.ms / 1000)} s of tests`,
    );
    if (this.unlisted.size > 0)
      console.log(`[probe] calls no README lists: ${[...this.unlisted].join(', ')}`);
    if (wholeMatrix() && unreached.length > 0)
      console.log(`[probe] README calls no flow made: ${unreached.join(', ')}`);
    this.write({ attempts, failures, skipped, unreached, unlisted: [...this.unlisted] });
    return wholeMatrix() && unreached.length > 0 ? { status: 'failed' } : undefined;
  }

  /** The matrix as text: a row per call, a column per answer, `attempts/failures` in each cell. */
  private table(): string {
    const head = ['call'.padEnd(72), ...ANSWERS.map((kind) => kind.slice(0, 7).padStart(8))].join('');
    const rows = [...this.cells.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([call, row]) => {
        const cells = ANSWERS.map((kind) => {
          const cell = row.get(kind);
          return (cell ? `${cell.attempts}/${cell.failures}` : '·').padStart(8);
        });
        return [call.slice(0, 71).padEnd(72), ...cells].join('');
      });
    return ['[probe] matrix (attempts/failures):', head, ...rows].join('\n');
  }

  private write(summary: object): void {
    const cells = Object.fromEntries([...this.cells].map(([call, row]) => [call, Object.fromEntries(row)]));
    mkdirSync(this.outputDir, { recursive: true });
    writeFileSync(
      join(this.outputDir, 'probe-matrix.json'),
      JSON.stringify({ ...summary, seconds: Math.round(this.ms / 1000), cells }, null, 2),
    );
  }
}
