// How long `node build.mjs` takes, beside the plain esbuild build of the same entry points
// (plainBuild.mjs): each a whole process, timed by wall clock, in turns (build, reference, build…)
// so that a change in the machine's load falls on both. The build's own cost is the ratio.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Spread, spread } from './spread.ts';

const root = join(import.meta.dirname, '../..');

/** Wall-clock milliseconds of one run of `node <args>` in the repository; throws when it fails. */
function timed(args: string[]): number {
  const start = performance.now();
  const run = spawnSync(process.execPath, args, { cwd: root, encoding: 'utf8' });
  const ms = performance.now() - start;
  if (run.status !== 0) throw new Error(`node ${args.join(' ')} failed:\n${run.stderr}`);
  return ms;
}

export interface BuildTimeFigures {
  /** `node build.mjs`: the scripts with the chunk groups, the styles, the files beside them. */
  buildMs: Spread;
  /** The plain esbuild build with splitting of the same entry points. */
  plainEsbuildMs: Spread;
  /** Build over reference, run by run, in percent (150: the build takes 1.5 times as long). */
  ratioPercent: Spread;
}

/** `runs` timed runs of each (one untimed first), default `BENCH_RUNS` or 5. */
export function benchBuildTime(runs = Number(process.env.BENCH_RUNS ?? 5)): BuildTimeFigures {
  const out = mkdtempSync(join(tmpdir(), 'vitrine-plain-build-'));
  const plain = ['test/bench/plainBuild.mjs', out];
  try {
    timed(['build.mjs']);
    timed(plain);
    const build: number[] = [];
    const reference: number[] = [];
    for (let i = 0; i < runs; i++) {
      build.push(timed(['build.mjs']));
      reference.push(timed(plain));
    }
    return {
      buildMs: spread(build),
      plainEsbuildMs: spread(reference),
      ratioPercent: spread(build.map((ms, i) => (ms / (reference[i] ?? ms)) * 100)),
    };
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}
