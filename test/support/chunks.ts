import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';

/** The file name of the lazy chunk holding the given package (e.g. swiper's core), from dist/meta.json. */
export function chunkOf(inputPart: string): string {
  const meta = JSON.parse(readFileSync('dist/meta.json', 'utf8')) as {
    outputs: Record<string, { inputs: Record<string, unknown> }>;
  };
  const found = Object.entries(meta.outputs).find(
    ([file, output]) => file.endsWith('.js') && Object.keys(output.inputs).some((i) => i.includes(inputPart)),
  );
  if (!found) throw new Error(`no chunk holds ${inputPart} in dist/meta.json`);
  return found[0].split('/').pop() ?? '';
}

/** Records the file names of the /dist/ scripts the page fetches, from now on. */
export function chunkRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (path.startsWith('/dist/')) seen.push(path.split('/').pop() ?? '');
  });
  return seen;
}

/**
 * Holds back the chunk holding the given source (see `chunkOf`) until the returned function is
 * called: what a customer does before that code arrives.
 */
export async function holdChunk(page: Page, inputPart: string): Promise<() => void> {
  let release: () => void = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(`**/dist/chunks/${chunkOf(inputPart)}`, async (route) => {
    await gate;
    await route.continue();
  });
  return release;
}

/**
 * Records, from now on, which of the bundle's files run: a file the page only fetched ahead
 * (`prefetch`) is compiled at most, never evaluated, and is not among them. Chromium's
 * JavaScript coverage tells it: a module appears once its top level has run.
 * @returns the function that stops the recording and gives the file names that ran (once).
 */
export async function recordRuns(page: Page): Promise<() => Promise<string[]>> {
  await page.coverage.startJSCoverage({ resetOnNavigation: false });
  let ran: Promise<string[]> | undefined;
  return () => {
    ran ??= page.coverage.stopJSCoverage().then((entries) =>
      entries
        .filter((entry) => new URL(entry.url).pathname.startsWith('/dist/'))
        .filter((entry) => entry.functions.some((f) => f.ranges.some((range) => range.count > 0)))
        .map((entry) => new URL(entry.url).pathname.split('/').pop() ?? ''),
    );
    return ran;
  };
}
