// The reference for the build's time: esbuild alone, with splitting, over the same entry points
// and options as build.mjs's scripts pass but without the chunk groups, written to the folder
// given (never dist/). Run by buildTime.ts as a process of its own, as `node build.mjs` is.
import { join } from 'node:path';
import * as esbuild from 'esbuild';
import { scriptEntries } from '../../build.mjs';
import { widgetNames } from '../../tools/build/widgetRegistry.mjs';

const root = join(import.meta.dirname, '../..');
const outdir = process.argv[2];
if (!outdir) throw new Error('usage: node test/bench/plainBuild.mjs <outdir>');
await esbuild.build({
  entryPoints: scriptEntries(widgetNames(root)),
  absWorkingDir: root,
  outdir,
  bundle: true,
  splitting: true,
  format: 'esm',
  minify: true,
  sourcemap: true,
  target: ['es2022', 'chrome110', 'firefox115', 'safari16'],
  define: { 'process.env.NODE_ENV': '"production"' },
  legalComments: 'linked',
  chunkNames: 'chunks/[name]-[hash]',
  jsx: 'automatic',
  alias: { leaflet: 'leaflet/dist/leaflet-src.esm.js' },
  metafile: true,
  logLevel: 'warning',
});
