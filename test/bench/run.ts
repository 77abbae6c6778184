// npm run bench: sizes, mount figures and (when present) navigation figures, printed and written
// to bench-results.json. Runs against the fixture server in Debian's Chromium.
import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { type Browser, chromium } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from '../support/chromium.mjs';
import { type BuildTimeFigures, benchBuildTime } from './buildTime.ts';
import { benchMount } from './mount.ts';
import { startServer } from './server.ts';
import { closureOf, gzipBytes, shellFile, weighPage } from './sizes.ts';

const port = Number(process.env.BENCH_PORT ?? 3200);
const baseUrl = `http://127.0.0.1:${port}`;

/** Fixture pages weighed; extra bench modules add their own figures. */
const PAGES = [
  '/fr/',
  '/fr/catalog',
  '/fr/catalog/products/1001',
  '/fr/shoppingcarts',
  '/fr/security/login',
  '/fr/__test/loader',
];

type Figures = Record<string, unknown>;

async function extraBenches(browser: Browser): Promise<Figures> {
  const out: Figures = {};
  const extras: [string, string, string][] = [
    ['pageWeight', './pageWeight.ts', 'benchPageWeight'],
    ['interactions', './interactions.ts', 'benchInteractions'],
    ['firstMove', './firstMove.ts', 'benchFirstMove'],
    ['usableAtPaint', './usableAtPaint.ts', 'benchUsableAtPaint'],
    ['lighthouse', './lighthouse.ts', 'benchLighthouse'],
    ['navigation', './navigation.ts', 'benchNavigation'],
    ['revisits', './revisits.ts', 'benchRevisits'],
    ['catalogue', './catalogue.ts', 'benchCatalogue'],
    ['product', './product.ts', 'benchProduct'],
    ['longTasks', './longTasks.ts', 'benchLongTasks'],
    ['cart', './cart.ts', 'benchCart'],
    ['scale', './scale.ts', 'benchScale'],
    ['uploads', './uploads.ts', 'benchUploads'],
    ['checkout', './checkout.ts', 'benchCheckout'],
    ['pickup', './pickup.ts', 'benchPickup'],
    ['probeMatrix', './probeMatrix.ts', 'benchProbeMatrix'],
  ];
  // BENCH_ONLY=revisits (or any name here, comma separated) runs only those scenarios.
  const only = process.env.BENCH_ONLY?.split(',');
  for (const [name, file, fn] of extras) {
    if (only && !only.includes(name)) continue;
    if (!existsSync(join(import.meta.dirname, file))) continue;
    const mod = (await import(file)) as Record<string, (b: Browser, url: string) => Promise<object>>;
    out[name] = await mod[fn]!(browser, baseUrl);
  }
  return out;
}

/**
 * The build's time beside the plain esbuild build's, first: before the server starts, since the
 * build rewrites dist/ (the same files each time). Skipped when BENCH_ONLY leaves it out.
 */
function buildTimeFirst(): BuildTimeFigures | undefined {
  const only = process.env.BENCH_ONLY?.split(',');
  if (only && !only.includes('buildTime')) return undefined;
  const figures = benchBuildTime();
  console.log('buildTime (ms, min / median / max; ratio in % of the plain esbuild build)');
  console.table(figures);
  return figures;
}

async function main(): Promise<void> {
  const executablePath = findChromium();
  if (!executablePath) throw new Error('No Chromium: run `node test/support/ensure-chromium.mjs` first.');
  const buildTime = buildTimeFirst();
  const server = await startServer(port);
  const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
  try {
    const entryGzip = gzipBytes('vitrine.js');
    const entryFiles = closureOf(['vitrine.js']);
    const entryWithImportsGzip = entryFiles.reduce((sum, file) => sum + gzipBytes(file), 0);
    const shell = shellFile();
    const shellGzip = gzipBytes(shell);
    const startupFiles = closureOf(['vitrine.js', shell]);
    const startupGzip = startupFiles.reduce((sum, file) => sum + gzipBytes(file), 0);
    const pages = [];
    for (const path of PAGES) pages.push(await weighPage(browser, baseUrl, path));
    const mount = await benchMount(browser, baseUrl);
    const extra = await extraBenches(browser);
    const results = {
      date: new Date().toISOString(),
      entryGzip,
      entryWithImportsGzip,
      entryFiles,
      shellGzip,
      entryPlusShellGzip: entryGzip + shellGzip,
      startupGzip,
      startupFiles,
      pages,
      mount,
      ...(buildTime ? { buildTime } : {}),
      ...extra,
    };
    console.log(`entry chunk dist/vitrine.js: ${entryGzip} bytes gzip`);
    console.log(
      `entry with its static imports (${entryFiles.length} files): ${entryWithImportsGzip} bytes gzip`,
    );
    console.log(`page shell chunk ${shell} (navigator, validation observer): ${shellGzip} bytes gzip`);
    console.log(`entry chunk + shell chunk: ${entryGzip + shellGzip} bytes gzip`);
    console.log(
      `entry + shell with all their static imports (${startupFiles.length} files): ${startupGzip} bytes gzip`,
    );
    console.table(pages);
    console.log(
      `mount ${mount.widgets} quantity inputs: ${mount.mountMs} ms; React roots left after removal: ${mount.reactRootsAfterRemoval}`,
    );
    for (const [name, figures] of Object.entries(extra)) {
      console.log(name);
      console.table(figures);
    }
    writeFileSync('bench-results.json', `${JSON.stringify(results, null, 2)}\n`);
    console.log('written to bench-results.json');
  } finally {
    await browser.close();
    server.kill();
  }
}

await main();
