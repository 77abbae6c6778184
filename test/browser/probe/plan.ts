import { execFileSync } from 'node:child_process';
import { ANSWERS, type AnswerKind } from './answers.ts';
import type { Flow } from './flow.ts';

/** One test of the probe: a flow, each of whose calls is answered one way. */
export interface Probe {
  flow: Flow;
  kind: AnswerKind;
}

/** The sample's size in a run that is not the whole matrix. */
const DEFAULT_SAMPLE = 14;

/** Slow answers in a sample at most: each costs its 10 s for every call of its flow. */
const DELAYS_IN_SAMPLE = 1;

/**
 * The run's seed: `PROBE_SEED`, else drawn from the commit (every worker of a run draws the same,
 * and each commit probes another sample), else 1.
 */
export function probeSeed(): number {
  const given = Number(process.env.PROBE_SEED);
  if (Number.isInteger(given) && given > 0) return given;
  try {
    const head = execFileSync('git', ['rev-parse', 'HEAD'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    return Number.parseInt(head.slice(0, 8), 16) || 1;
  } catch {
    return 1;
  }
}

/** A small seeded generator (mulberry32): the same seed draws the same sample. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Whether this run probes the whole matrix (`PROBE_ALL=1`). */
export const wholeMatrix = () => process.env.PROBE_ALL === '1';

/**
 * The probes of this run: every flow with every answer with `PROBE_ALL=1`; else a sample of
 * `PROBE_SAMPLE` (default 14) drawn with the run's seed, at most one of them slow. `PROBE_FLOW`
 * keeps the flows whose name contains it (`a|b`: either), `PROBE_ANSWERS` (`500,drop`) those answers.
 */
export function probePlan(flows: Flow[]): Probe[] {
  const only = process.env.PROBE_FLOW?.split('|');
  const answers = process.env.PROBE_ANSWERS?.split(',') ?? [...ANSWERS];
  const all = flows
    .filter((flow) => !only || only.some((part) => flow.name.includes(part)))
    .flatMap((flow) => ANSWERS.filter((kind) => answers.includes(kind)).map((kind) => ({ flow, kind })));
  if (wholeMatrix()) return all;
  const size = Number(process.env.PROBE_SAMPLE) || DEFAULT_SAMPLE;
  const draw = random(probeSeed());
  const shuffled = all
    .map((probe) => ({ probe, order: draw() }))
    .sort((a, b) => a.order - b.order)
    .map(({ probe }) => probe);
  const delays = shuffled.filter((probe) => probe.kind === 'delay').slice(0, DELAYS_IN_SAMPLE);
  const others = shuffled.filter((probe) => probe.kind !== 'delay');
  return [...delays, ...others].slice(0, size);
}
