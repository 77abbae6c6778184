// Attributes what runs in an interaction's tasks (npx tsx test/bench/traceInteraction.ts "<name>"):
// one of the interactions bench's scenarios ("add to cart", "cart quantity change", "facet toggle",
// "variant change") or a scale case at a size ("cart lines:50", "wish-list items:100", "listing
// products:96"), recorded at 4x CPU slowdown with a Chromium trace and the CPU profiler's samples
// from the moment the page is ready. Prints each main-thread task over TRACE_MIN_MS (default 8):
// its top-level trace events and the functions with the most self time, as traceLongTasks.ts does.
// Needs the fixture server on BENCH_PORT (default 3200) with a fresh build; TRACE_RUNS (default 1).
import { writeFileSync } from 'node:fs';
import { type Browser, chromium } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from '../support/chromium.mjs';
import { SCENARIOS } from './interactions.ts';
import { CASES } from './scale.ts';
import { CATEGORIES, report, type TraceEvent } from './traceLongTasks.ts';

const port = Number(process.env.BENCH_PORT ?? 3200);
const baseUrl = `http://127.0.0.1:${port}`;

async function record(browser: Browser, name: string): Promise<TraceEvent[]> {
  const context = await browser.newContext({ baseURL: baseUrl });
  const page = await context.newPage();
  const [caseName, size] = name.split(':');
  const scale = CASES.find((c) => c.name === caseName);
  const scenario = scale ?? SCENARIOS.find((s) => s.name === name)!;
  if (scale) await scale.open(page, Number(size));
  else {
    const interaction = SCENARIOS.find((s) => s.name === name)!;
    await page.request.post('/__fixtures/cart', {
      data: { lines: [{ ProductVariantId: 100101, Quantity: 1 }] },
    });
    await page.goto(interaction.path, { waitUntil: 'load' });
    await interaction.ready(page);
  }
  await page.waitForLoadState('networkidle');
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await browser.startTracing(page, { categories: CATEGORIES });
  await scenario.act(page);
  await page.waitForTimeout(800);
  const buffer = await browser.stopTracing();
  await context.close();
  const parsed = JSON.parse(buffer.toString()) as { traceEvents: TraceEvent[] } | TraceEvent[];
  return Array.isArray(parsed) ? parsed : parsed.traceEvents;
}

async function main(): Promise<void> {
  const which = process.argv[2] ?? 'add to cart';
  const browser = await chromium.launch({
    executablePath: findChromium() ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
  try {
    const runs = Number(process.env.TRACE_RUNS ?? 1);
    for (let i = 0; i < runs; i++) {
      const events = await record(browser, which);
      if (process.env.TRACE_SAVE)
        writeFileSync(`${process.env.TRACE_SAVE}-${i}.json`, JSON.stringify(events));
      report(which, events, Number(process.env.TRACE_MIN_MS ?? 8));
    }
  } finally {
    await browser.close();
  }
}

await main();
