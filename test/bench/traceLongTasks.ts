// Attributes the long tasks of the longTasks walks (npx tsx test/bench/traceLongTasks.ts [product|listing]):
// records a Chromium trace with the CPU profiler's samples at 4x CPU slowdown and prints, for each
// task over 50 ms on the page's main thread, its top-level events (script evaluation by chunk,
// function calls, style, layout, paint, image decode) and the functions with the most self time.
// Needs the fixture server on BENCH_PORT (default 3200) with a fresh build; TRACE_RUNS (default 1).
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { type Browser, chromium } from '@playwright/test';
import { SourceMapConsumer } from 'source-map-js';
import { CHROMIUM_ARGS, findChromium } from '../support/chromium.mjs';
import { type Driver, listingWalk, playwrightDriver, productWalk } from './walks.ts';

export interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  id?: string;
  args?: { name?: string; data?: Record<string, unknown> };
}

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  parent?: number;
}

// TRACE_PROFILE=0 leaves the CPU profiler out (its sampling slows the page: durations then read truer).
export const CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8.execute',
  'v8',
  ...(process.env.TRACE_PROFILE === '0' ? [] : ['disabled-by-default-v8.cpu_profiler']),
  'blink.user_timing',
  'loading',
];

/** What the page's own long-task observer saw (as the longTasks bench counts it). */
const OBSERVER = `(() => {
  window.__longTasks = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) window.__longTasks.push([Math.round(e.startTime), Math.round(e.duration)]);
  }).observe({ type: 'longtask', buffered: true });
})();`;

const port = Number(process.env.BENCH_PORT ?? 3200);
const baseUrl = `http://127.0.0.1:${port}`;

async function record(
  browser: Browser,
  walk: (driver: Driver, baseUrl: string) => Promise<void>,
): Promise<TraceEvent[]> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.addInitScript(OBSERVER);
  await browser.startTracing(page, { categories: CATEGORIES });
  await walk(playwrightDriver(page), baseUrl);
  await page.waitForTimeout(1000);
  const seen = (await page.evaluate('window.__longTasks')) as [number, number][];
  const buffer = await browser.stopTracing();
  const total = seen.reduce((sum, [, d]) => sum + d, 0);
  console.log(
    `observer: ${seen.length} tasks, total ${total} ms: ${seen.map(([s, d]) => `${d}@${s}`).join(' ')}`,
  );
  await context.close();
  const parsed = JSON.parse(buffer.toString()) as { traceEvents: TraceEvent[] } | TraceEvent[];
  return Array.isArray(parsed) ? parsed : parsed.traceEvents;
}

/** The renderer main thread that ran the page's scripts (the one with the most EvaluateScript time). */
function mainThread(events: TraceEvent[]): { pid: number; tid: number } {
  const score = new Map<string, number>();
  for (const e of events) {
    if (e.name !== 'EvaluateScript' && e.name !== 'v8.evaluateModule') continue;
    const key = `${e.pid}:${e.tid}`;
    score.set(key, (score.get(key) ?? 0) + (e.dur ?? 0));
  }
  const best = [...score.entries()].sort((a, b) => b[1] - a[1])[0]?.[0] ?? '0:0';
  const [pid, tid] = best.split(':').map(Number);
  return { pid: pid ?? 0, tid: tid ?? 0 };
}

interface Sample {
  ts: number;
  node: ProfileNode;
}

function samplesOf(events: TraceEvent[], pid: number, tid: number): Sample[] {
  const starts = new Map<string, number>();
  const nodes = new Map<string, Map<number, ProfileNode>>();
  const times = new Map<string, number>();
  const out: Sample[] = [];
  for (const e of events) {
    if (e.pid !== pid) continue;
    const data = e.args?.data as Record<string, unknown> | undefined;
    if (e.name === 'Profile' && e.id && e.tid === tid) {
      starts.set(e.id, (data?.startTime as number) ?? e.ts);
      nodes.set(e.id, new Map());
      times.set(e.id, (data?.startTime as number) ?? e.ts);
    }
    if (e.name !== 'ProfileChunk' || !e.id) continue;
    const map = nodes.get(e.id);
    if (!map) continue;
    const profile = data?.cpuProfile as { nodes?: ProfileNode[]; samples?: number[] } | undefined;
    for (const n of profile?.nodes ?? []) map.set(n.id, n);
    const deltas = (data?.timeDeltas as number[]) ?? [];
    let t = times.get(e.id) ?? e.ts;
    (profile?.samples ?? []).forEach((id, i) => {
      t += deltas[i] ?? 0;
      const node = map.get(id);
      if (node) out.push({ ts: t, node });
    });
    times.set(e.id, t);
  }
  return out;
}

const consumers = new Map<string, SourceMapConsumer | null>();

/** The original source position of a frame in dist/ (through the build's source maps). */
function original(url: string, line: number, column: number): string | undefined {
  const m = /\/dist\/(.+\.js)$/.exec(url);
  if (!m) return undefined;
  let consumer = consumers.get(m[1]!);
  if (consumer === undefined) {
    const file = join('dist', `${m[1]}.map`);
    consumer = existsSync(file) ? new SourceMapConsumer(JSON.parse(readFileSync(file, 'utf8'))) : null;
    consumers.set(m[1]!, consumer);
  }
  if (!consumer) return undefined;
  const pos = consumer.originalPositionFor({ line: line + 1, column });
  if (!pos.source) return undefined;
  const source = pos.source.replace(/^(\.\.\/)+/, '').replace(/^node_modules\//, 'nm/');
  return `${pos.name ?? ''} ${source}:${pos.line}`;
}

function label(n: ProfileNode): string {
  const { functionName = '', url = '', lineNumber = 0, columnNumber = 0 } = n.callFrame ?? {};
  const mapped = original(url, lineNumber, columnNumber);
  if (mapped) return `${functionName || '(anon)'} ← ${mapped}`;
  const file = url.split('/').pop() || '';
  return `${functionName || '(anon)'} ${file}:${lineNumber + 1}`;
}

function describe(e: TraceEvent): string {
  const data = (e.args?.data ?? {}) as Record<string, unknown>;
  const url = String(data.url ?? data.fileName ?? '')
    .split('/')
    .pop();
  const fn = data.functionName ? ` ${data.functionName}` : '';
  const type = data.type ? ` ${data.type}` : '';
  return `${e.name}${type}${fn}${url ? ` ${url}` : ''}`;
}

/** The package or folder a labelled frame comes from (nm/react-dom, widgets/product-gallery, src/i18n). */
function groupOf(label: string): string {
  const source = label.split(' ← ')[1]?.split(' ').pop() ?? '';
  if (!source) return label.startsWith('(') ? label.split(' ')[0]! : `?${label.split(' ').pop()}`;
  const parts = source.split('/');
  if (parts[0] === 'nm') return parts[1]?.startsWith('@') ? `${parts[1]}/${parts[2]}` : (parts[1] ?? source);
  return parts.slice(0, 2).join('/');
}

/** Prints each main-thread task over `minMs`: its top-level events and its functions' self time. */
export function report(name: string, events: TraceEvent[], minMs = 50): void {
  const { pid, tid } = mainThread(events);
  const mine = events.filter((e) => e.pid === pid && e.tid === tid && e.ph === 'X');
  const tasks = mine.filter((e) => e.name === 'RunTask' && (e.dur ?? 0) > minMs * 1000);
  const samples = samplesOf(events, pid, tid);
  // The page's own navigationStart (SVG images and parsed fragments start documents with no URL).
  const start = events.find(
    (e) =>
      e.name === 'navigationStart' &&
      e.pid === pid &&
      String(e.args?.data?.documentLoaderURL ?? '').startsWith('http'),
  );
  const origin = start?.ts ?? mine.find((e) => e.name === 'RunTask')?.ts ?? 0;
  let total = 0;
  console.log(`\n=== ${name}: ${tasks.length} long tasks`);
  for (const task of tasks) {
    const end = task.ts + (task.dur ?? 0);
    total += (task.dur ?? 0) / 1000;
    console.log(
      `\n-- task at ${((task.ts - origin) / 1000).toFixed(0)} ms: ${((task.dur ?? 0) / 1000).toFixed(1)} ms`,
    );
    const children = mine.filter((e) => e !== task && e.ts >= task.ts && e.ts + (e.dur ?? 0) <= end);
    const top = children.filter(
      (c) =>
        !children.some(
          (p) =>
            p !== c &&
            p.ts <= c.ts &&
            p.ts + (p.dur ?? 0) >= c.ts + (c.dur ?? 0) &&
            (p.dur ?? 0) > (c.dur ?? 0),
        ),
    );
    for (const c of top.filter((c) => (c.dur ?? 0) > 3000)) {
      console.log(`   ${((c.dur ?? 0) / 1000).toFixed(1).padStart(7)} ms  ${describe(c)}`);
      const inner = children.filter(
        (d) => d !== c && d.ts >= c.ts && d.ts + (d.dur ?? 0) <= c.ts + (c.dur ?? 0) && (d.dur ?? 0) > 5000,
      );
      for (const d of inner.slice(0, 12))
        console.log(`            ${((d.dur ?? 0) / 1000).toFixed(1).padStart(7)} ms  ${describe(d)}`);
    }
    const self = new Map<string, number>();
    const within = samples.filter((s) => s.ts >= task.ts && s.ts <= end);
    for (let i = 0; i < within.length; i++) {
      const s = within[i]!;
      const next = within[i + 1]?.ts ?? end;
      self.set(label(s.node), (self.get(label(s.node)) ?? 0) + (next - s.ts) / 1000);
    }
    const best = [...self.entries()].sort((a, b) => b[1] - a[1]).slice(0, 10);
    console.log('   self time:');
    for (const [fn, ms] of best) console.log(`      ${ms.toFixed(1).padStart(7)} ms  ${fn}`);
    const groups = new Map<string, number>();
    for (const [fn, ms] of self) groups.set(groupOf(fn), (groups.get(groupOf(fn)) ?? 0) + ms);
    const byGroup = [...groups.entries()].sort((a, b) => b[1] - a[1]).slice(0, 8);
    console.log(`   by source: ${byGroup.map(([g, ms]) => `${g} ${ms.toFixed(0)}`).join(' · ')}`);
  }
  console.log(`\n${name}: total ${total.toFixed(0)} ms in ${tasks.length} tasks`);
}

async function main(): Promise<void> {
  const which = process.argv[2] ?? 'both';
  const browser = await chromium.launch({
    executablePath: findChromium() ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
  try {
    for (const [name, walk] of [
      ['product', productWalk],
      ['listing', listingWalk],
    ] as const) {
      if (which !== 'both' && which !== name) continue;
      const runs = Number(process.env.TRACE_RUNS ?? 1);
      for (let i = 0; i < runs; i++) {
        const events = await record(browser, walk);
        if (process.env.TRACE_SAVE)
          writeFileSync(`${process.env.TRACE_SAVE}-${name}-${i}.json`, JSON.stringify(events));
        report(name, events);
      }
    }
  } finally {
    await browser.close();
  }
}

// Run, not imported (traceInteraction.ts reads its traces with the same report).
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
