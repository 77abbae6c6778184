// Builds dist/ in two esbuild passes, scripts then styles:
//   1. the scripts: the entry (dist/vitrine.js), one entry per widget (dist/chunks/<name>.js), and
//      the shared code in the chunk groups declared in tools/build/chunkGroups.mjs (base, common,
//      core, ui, maps, combobox, carousel), the modules loaded with import() and the libraries
//      loaded on demand in chunks of their own; checked against the table once built;
//   2. the styles: dist/vitrine.css, the core's stylesheet then every widget's style.css.
// Then the files beside them: version.json, vitrine.d.ts, meta.json (the metafile the bench and the
// specs read), preload.json. The widget registry is written from widgets/ first.
// `node build.mjs --dev` builds unminified, with NODE_ENV "development".
import { existsSync, mkdirSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import * as esbuild from 'esbuild';
import { checkGroups } from './tools/build/checkGroups.mjs';
import { markEagerChunks } from './tools/build/compileHints.mjs';
import { release, writeDistFiles } from './tools/build/distFiles.mjs';
import { groupsPlugin, planGroups } from './tools/build/groupsPlugin.mjs';
import { sizeTable } from './tools/build/sizeTable.mjs';
import { writeRegistry } from './tools/build/widgetRegistry.mjs';

const root = import.meta.dirname;
const dist = join(root, 'dist');

/** What both passes share: minified, with source maps, for the browsers the shop supports. */
function commonOptions(dev) {
  return {
    bundle: true,
    minify: !dev,
    sourcemap: true,
    target: ['es2022', 'chrome110', 'firefox115', 'safari16'],
    define: { 'process.env.NODE_ENV': JSON.stringify(dev ? 'development' : 'production') },
    legalComments: 'linked',
    logLevel: 'warning',
    metafile: true,
    absWorkingDir: root,
  };
}

/** The entry points of the scripts pass: the entry, each widget, the number-format worker. */
export function scriptEntries(widgets) {
  return {
    vitrine: join(root, 'src/main.ts'),
    ...Object.fromEntries(widgets.map((w) => [`chunks/${w}`, join(root, 'widgets', w, 'index.ts')])),
    // The worker of warmNumberFormat (src/format/warmNumberFormat.ts), beside the chunks.
    'chunks/number-format-warmup': join(root, 'src/format/numberFormatWarmup.ts'),
  };
}

/** Pass 1: the scripts, with the chunk groups. */
function buildScripts(common, widgets, banner) {
  return esbuild.build({
    ...common,
    entryPoints: scriptEntries(widgets),
    outdir: dist,
    format: 'esm',
    splitting: true,
    // Shared chunks and the modules loaded with import() are named by content.
    chunkNames: 'chunks/[name]-[hash]',
    jsx: 'automatic',
    banner: { js: banner },
    // Leaflet's ES module build: its code runs as the module's own top level, compiled with the
    // module. The package's main file wraps all of Leaflet in one function that V8 compiles on the
    // main thread when it is first called (one task of 100 ms and more at 4x CPU slowdown).
    alias: { leaflet: 'leaflet/dist/leaflet-src.esm.js' },
    plugins: [groupsPlugin(planGroups(root))],
  });
}

/** Pass 2: the styles, the core's stylesheet then every widget's style.css. */
function buildStyles(common, widgets) {
  const parts = ['src/ui/vitrine.css', ...widgets.map((w) => `widgets/${w}/style.css`)];
  const contents = parts
    .filter((p) => existsSync(join(root, p)))
    .map((p) => `@import "./${p}";`)
    .join('\n');
  return esbuild.build({
    ...common,
    stdin: { contents, resolveDir: root, loader: 'css', sourcefile: 'vitrine.css' },
    outfile: join(dist, 'vitrine.css'),
    loader: { '.png': 'file', '.svg': 'file' },
  });
}

/** Builds dist/ and returns the size of each file. */
export async function build({ dev = false, print = console.log } = {}) {
  const widgets = writeRegistry(root);
  const built = release(root);
  rmSync(dist, { recursive: true, force: true });
  mkdirSync(dist, { recursive: true });
  const common = commonOptions(dev);
  const [scripts, styles] = await Promise.all([
    buildScripts(common, widgets, built.banner),
    buildStyles(common, widgets),
  ]);
  if (!process.env.NO_CHECK) checkGroups(scripts.metafile, planGroups(root));
  markEagerChunks(root, scripts.metafile);
  const metafile = {
    inputs: { ...scripts.metafile.inputs, ...styles.metafile.inputs },
    outputs: { ...scripts.metafile.outputs, ...styles.metafile.outputs },
  };
  writeDistFiles(root, dist, built, metafile);
  return sizeTable(root, metafile, print);
}

if (process.argv[1] && statSync(process.argv[1]).isFile() && import.meta.filename === process.argv[1]) {
  await build({ dev: process.argv.includes('--dev') });
}
