import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser, Page } from '@playwright/test';

const dist = join(import.meta.dirname, '../../dist');

/** Gzip bytes of a file of dist/ (level 9, as a CDN would serve it). */
export function gzipBytes(file: string): number {
  return gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
}

interface Metafile {
  outputs: Record<
    string,
    { entryPoint?: string; imports: { path: string; kind: string }[]; inputs?: Record<string, unknown> }
  >;
}

const readMeta = () => JSON.parse(readFileSync(join(dist, 'meta.json'), 'utf8')) as Metafile;

/**
 * The given files of dist/ and every chunk they import statically: what a page downloads before
 * any widget. esbuild moves modules shared with lazy chunks into shared chunks, so a file alone
 * undercounts.
 */
export function closureOf(files: string[]): string[] {
  const meta = readMeta();
  const seen = new Set<string>();
  const visit = (out: string) => {
    if (seen.has(out)) return;
    seen.add(out);
    for (const imported of meta.outputs[out]?.imports ?? []) {
      if (imported.kind === 'import-statement') visit(imported.path);
    }
  };
  for (const file of files) visit(`dist/${file}`);
  return [...seen].map((out) => out.replace(/^dist\//, ''));
}

/** The page shell chunk (navigator and validation observer) the entry loads right after starting. */
export function shellFile(): string {
  const found = Object.entries(readMeta().outputs).find(([, output]) => output.entryPoint === 'src/shell.ts');
  if (!found) throw new Error('dist/meta.json has no chunk for src/shell.ts');
  return found[0].replace(/^dist\//, '');
}

/** Gzip bytes of files of dist/, added up. */
export function gzipSum(files: Iterable<string>): number {
  let total = 0;
  for (const file of files) total += gzipBytes(file);
  return total;
}

/**
 * The JS files of dist/ built from an input whose path starts with `prefix` (e.g.
 * `node_modules/leaflet/`): a library's own chunk, to count apart from ours.
 */
export function chunksOfInput(prefix: string): string[] {
  return Object.entries(readMeta().outputs)
    .filter(
      ([out, output]) =>
        out.endsWith('.js') && Object.keys(output.inputs ?? {}).some((i) => i.startsWith(prefix)),
    )
    .map(([out]) => out.replace(/^dist\//, ''));
}

/**
 * The JS files of dist/ holding an input whose path contains `part` (`node_modules/ky/`, wherever
 * node_modules is: a worktree's may be a link to another checkout's; `src/i18n/defaults/`).
 */
export function chunksHolding(part: string): string[] {
  return Object.entries(readMeta().outputs)
    .filter(
      ([out, output]) =>
        out.endsWith('.js') && Object.keys(output.inputs ?? {}).some((i) => i.includes(part)),
    )
    .map(([out]) => out.replace(/^dist\//, ''));
}

/** The JS files of dist/ holding a package's code (`node_modules/<name>/`). */
export function libraryChunks(name: string): string[] {
  return chunksHolding(`node_modules/${name}/`);
}

/** Collects the bundle files (dist/*.js, relative to dist/) a page fetches from now on. */
export function watchScripts(page: Page): Set<string> {
  const files = new Set<string>();
  page.on('requestfinished', (request) => {
    const path = new URL(request.url()).pathname;
    if (path.startsWith('/dist/') && path.endsWith('.js')) files.add(path.slice('/dist/'.length));
  });
  return files;
}

export interface PageWeight {
  page: string;
  /** JS loaded before any scroll or interaction. */
  eagerJsGzip: number;
  /** JS loaded once the whole page was scrolled through and every visible widget mounted. */
  totalJsGzip: number;
  loadsReact: boolean;
}

/** Loads a fixture page and adds up the gzip size of the bundle files it fetched. */
export async function weighPage(browser: Browser, baseUrl: string, path: string): Promise<PageWeight> {
  const page = await browser.newPage();
  const files = new Set<string>();
  page.on('requestfinished', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/dist/') && url.pathname.endsWith('.js')) files.add(url.pathname.slice(6));
  });
  await page.goto(baseUrl + path, { waitUntil: 'load' });
  await page.waitForTimeout(300);
  const eager = [...files];
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 400) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 30));
    }
  });
  await page.waitForTimeout(500);
  const loadsReact = await page.evaluate(() => (window.vitrine?.stats().reactRoots ?? 0) > 0);
  await page.close();
  const sum = (list: string[]) => list.reduce((total, file) => total + gzipBytes(file), 0);
  return { page: path, eagerJsGzip: sum(eager), totalJsGzip: sum([...files]), loadsReact };
}
