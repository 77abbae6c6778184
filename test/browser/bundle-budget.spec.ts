// The size limits of the built bundle (dist/, built before the specs run): the entry
// under 4 KB gzip and the entry with the page shell under 8 KB, counted as `npm run bench` counts
// them (gzip level 9, test/bench/sizes.ts). No browser: the files are read from disk.
import { expect, test } from '@playwright/test';
import { gzipBytes, shellFile } from '../bench/sizes.ts';

const KB = 1024;

test('the entry stays under 4 KB gzip', () => {
  expect(gzipBytes('vitrine.js')).toBeLessThan(4 * KB);
});

test('the entry with the page shell stays under 8 KB gzip', () => {
  expect(gzipBytes('vitrine.js') + gzipBytes(shellFile())).toBeLessThan(8 * KB);
});
