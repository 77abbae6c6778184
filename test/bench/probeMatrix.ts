// The probe's whole matrix (test/browser/probe/, PROBE_ALL=1): every call the widgets' READMEs
// list, found by the demo shop's customer flows and answered each bad way. `npm test` runs a
// sample of it per commit; the bench runs all of it, in Playwright, on its own fixture server
// (port BENCH_PORT + 1), and reads the figures its reporter writes (test-results/probe-matrix.json).
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';

const MATRIX = 'test-results/probe-matrix.json';

export interface ProbeMatrixFigures {
  /** Playwright's exit status: 0 when every attempt passed and every README call was made. */
  status: number | null;
  calls: number;
  attempts: number;
  failures: number;
  /** Attempts whose call the flow did not make that time (a call in the background). */
  skipped: number;
  /** README calls no flow made (each is a failure of the run). */
  unreached: string[];
  /** Seconds of tests, and of the whole run (wall clock, server start included). */
  testSeconds: number;
  wallSeconds: number;
}

/** Runs the whole matrix and gives its totals; the matrix itself is printed by the reporter. */
export async function benchProbeMatrix(): Promise<ProbeMatrixFigures> {
  rmSync(MATRIX, { force: true });
  const port = Number(process.env.BENCH_PORT ?? 3200) + 1;
  const started = performance.now();
  const run = spawnSync('npx', ['playwright', 'test', 'test/browser/probe/'], {
    env: { ...process.env, PROBE_ALL: '1', TEST_PORT: String(port) },
    stdio: 'inherit',
  });
  const wallSeconds = Math.round((performance.now() - started) / 1000);
  if (!existsSync(MATRIX)) throw new Error(`the probe wrote no ${MATRIX} (exit ${run.status})`);
  const matrix = JSON.parse(readFileSync(MATRIX, 'utf8')) as {
    attempts: number;
    failures: number;
    skipped: number;
    unreached: string[];
    seconds: number;
    cells: Record<string, unknown>;
  };
  const figures = {
    status: run.status,
    calls: Object.keys(matrix.cells).length,
    attempts: matrix.attempts,
    failures: matrix.failures,
    skipped: matrix.skipped,
    unreached: matrix.unreached,
    testSeconds: matrix.seconds,
    wallSeconds,
  };
  console.log('probeMatrix');
  console.table(figures);
  return figures;
}
