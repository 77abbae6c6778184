// The size limits of the built bundle (dist/, built before the specs run): the entry
// under 4 KB gzip and the entry with the page shell under 8 KB, counted as `npm run bench` counts
// them (gzip level 9, test/bench/sizes.ts), and ky and the strings' fallbacks (the bundle's default
// texts and the list of its keys) kept out of the shared files' static imports. No browser: the files and dist/meta.json are read from disk.
import { expect, test } from '@playwright/test';
import { chunksHolding, closureOf, gzipBytes, libraryChunks, shellFile } from '../bench/sizes.ts';
import { chunkOf } from '../support/chunks.ts';

const KB = 1024;

test('the entry stays under 4 KB gzip', () => {
  expect(gzipBytes('vitrine.js')).toBeLessThan(4 * KB);
});

test('the entry with the page shell stays under 8 KB gzip', () => {
  expect(gzipBytes('vitrine.js') + gzipBytes(shellFile())).toBeLessThan(8 * KB);
});

test("ky and the strings' fallbacks come only on demand: no shared file imports their chunks statically", () => {
  const onDemand = [
    ...libraryChunks('ky'),
    ...chunksHolding('src/i18n/fallback/bundleKeys.generated.ts'),
    ...chunksHolding('src/i18n/defaults/'),
  ];
  // ky, the list of keys, and the seven cultures' texts: a chunk each.
  expect(onDemand).toHaveLength(9);
  // What a page downloads as soon as a widget of the core (or a React island) mounts: the files of
  // the core's and React's chunk groups, found by a module each holds.
  const core = `chunks/${chunkOf('src/cart/cartStore.ts')}`;
  const ui = `chunks/${chunkOf('node_modules/react-dom/')}`;
  const shared = closureOf(['vitrine.js', shellFile(), core, ui]);
  expect(shared.filter((file) => onDemand.includes(file))).toEqual([]);
});
