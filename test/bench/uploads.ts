import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser } from '@playwright/test';
import { makeImage } from '../support/images.ts';
import { closureOf, gzipBytes } from './sizes.ts';

const RUNS = 5;
const DEMO = '/fr/assetslibrary/uploads';

declare global {
  interface Window {
    __benchCrop?: { start: number; open: number; longest: number };
  }
}

function chunkOf(entryPoint: string): string {
  const meta = JSON.parse(readFileSync(join(import.meta.dirname, '../../dist/meta.json'), 'utf8')) as {
    outputs: Record<string, { entryPoint?: string }>;
  };
  const found = Object.entries(meta.outputs).find(([, output]) => output.entryPoint === entryPoint);
  if (!found) throw new Error(`dist/meta.json has no chunk for ${entryPoint}`);
  return found[0].replace(/^dist\//, '');
}

/**
 * The uploader's JS: its chunk and static imports (React included, shared with every island), and
 * the same with cropperjs's chunk, which loads only when an image needs a crop.
 */
function uploaderSizes(): Record<string, number> {
  const own = chunkOf('widgets/asset-upload/index.ts');
  const uploader = closureOf([own]);
  const withCropper = closureOf([...uploader, chunkOf('src/libraries/chunks/cropperjs.ts')]);
  const sum = (files: string[]) => files.reduce((total, file) => total + gzipBytes(file), 0);
  return {
    uploaderChunkGzip: gzipBytes(own),
    uploaderGzip: sum(uploader),
    uploaderWithCropperGzip: sum(withCropper),
    cropperAddsGzip: sum(withCropper) - sum(uploader),
  };
}

/** One run: choose a 24 MP JPEG in the crop widget at 4x CPU slowdown, until the selection size shows. */
async function openCropOnce(browser: Browser, baseUrl: string, photo: Awaited<ReturnType<typeof makeImage>>) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(baseUrl + DEMO, { waitUntil: 'load' });
  const input = page.locator('#single-crop[data-widget-mounted] input[type="file"]');
  await input.waitFor();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.evaluate(() => {
    const tally = { start: 0, open: 0, longest: 0 };
    window.__benchCrop = tally;
    document.addEventListener('change', () => (tally.start = performance.now()), {
      capture: true,
      once: true,
    });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        if (tally.start && entry.startTime >= tally.start && !tally.open)
          tally.longest = Math.max(tally.longest, entry.duration);
    }).observe({ type: 'longtask' });
    new MutationObserver((_, observer) => {
      if (document.querySelector('dialog.asset-crop-modal .asset-crop__size')?.textContent) {
        tally.open = performance.now();
        observer.disconnect();
      }
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
  await input.setInputFiles(photo);
  await page.waitForFunction(() => (window.__benchCrop?.open ?? 0) > 0, undefined, { timeout: 120_000 });
  await page.waitForTimeout(200);
  const tally = await page.evaluate(() => window.__benchCrop ?? { start: 0, open: 0, longest: 0 });
  await context.close();
  return { openMs: tally.open - tally.start, longestTaskMs: tally.longest };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const spread = (values: number[]) => `${Math.round(Math.min(...values))}–${Math.round(Math.max(...values))}`;

/**
 * Uploads: time from choosing a 24-megapixel JPEG to the crop modal showing its selection (upload
 * to the fixture server included), and the longest main-thread task meanwhile, at 4x CPU slowdown
 * (median and min–max of 5 runs); the uploader's JS gzip without and with the cropper.
 */
export async function benchUploads(
  browser: Browser,
  baseUrl: string,
): Promise<Record<string, number | string>> {
  const photo = await makeImage(6000, 4000, 'jpeg', 'photo-24mp.jpg');
  const runs = [];
  for (let i = 0; i < RUNS; i++) runs.push(await openCropOnce(browser, baseUrl, photo));
  const open = runs.map((run) => run.openMs);
  const longest = runs.map((run) => run.longestTaskMs);
  return {
    ...uploaderSizes(),
    photoBytes: photo.buffer.length,
    cropOpen24mpMsAt4x: Math.round(median(open)),
    cropOpen24mpSpreadMs: spread(open),
    longestTaskMsAt4x: Math.round(median(longest)),
    longestTaskSpreadMs: spread(longest),
  };
}
