// Builds dist/ in two esbuild passes, scripts then styles:
//   1. the scripts: the entry (dist/vitrine.js), one entry per widget (dist/chunks/<name>.js), and
//      the shared code in the chunk groups declared in tools/build/chunkGroups.mjs (base, common,
//      core, ui, maps, combobox, carousel), the modules loaded with import() and the libraries
//      loaded on demand in chunks of their own; checked against the table once built;
//   2. the styles: dist/vitrine.css, the core's stylesheet then every widget's style.css.
// Then the files beside them: version.json, vitrine.d.ts, meta.json (the metafile the bench and the
// specs read), preload.json, THIRD_PARTY_LICENSES.txt. The widget registry is written from widgets/ first,
// and the list of the keys the bundle has default texts for from src/i18n/defaults/fr.json.
// `node build.mjs --dev` builds unminified, with NODE_ENV "development"; `--out=<folder>` writes
// elsewhere than dist/ and `--version=<semver>` names another version (the deploy spec builds two
// releases so).
import { existsSync, mkdirSync, rmSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import * as esbuild from 'esbuild';
import { BUILD_PLACEHOLDER, writeNamedBuild } from './tools/build/buildId.mjs';
import { writeBundleKeys } from './tools/build/bundleKeys.mjs';
import { checkGroups } from './tools/build/checkGroups.mjs';
import { markEagerChunks } from './tools/build/compileHints.mjs';
import { release, writeDistFiles } from './tools/build/distFiles.mjs';
import { groupsPlugin, planGroups } from './tools/build/groupsPlugin.mjs';
import { sizeTable } from './tools/build/sizeTable.mjs';
import { writeThirdPartyLicenses } from './tools/build/thirdPartyLicenses.mjs';
import { writeRegistry } from './tools/build/widgetRegistry.mjs';

const root = import.meta.dirname;

/**
 * What both passes share: minified, with source maps, for the browsers the shop supports. The maps
 * stay beside the files but are not named in them (`external`): the package ships no maps (they
 * are four times the bundle, mostly the sources), and a `sourceMappingURL` naming a file a shop
 * does not serve costs every visitor with DevTools open a failed request and a warning. The demo
 * server names each file's map in a `SourceMap` header instead; `--dev` builds name them inline.
 */
function commonOptions(dev) {
  return {
    bundle: true,
    minify: !dev,
    sourcemap: dev ? 'linked' : 'external',
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
    ...Object.fromEntries(
      widgets.map((w) => [`chunks/${w}-${BUILD_PLACEHOLDER}`, join(root, 'widgets', w, 'index.ts')]),
    ),
    // The worker of warmNumberFormat (src/format/warmNumberFormat.ts), beside the chunks.
    [`chunks/number-format-warmup-${BUILD_PLACEHOLDER}`]: join(root, 'src/numberFormatWarmup.ts'),
  };
}

/**
 * Pass 1: the scripts, with the chunk groups. Every file is named by content: the shared chunks
 * and the modules loaded with import() by esbuild, the widgets' chunks by the build's name
 * (tools/build/buildId.mjs, written once known); only the entry keeps its name.
 */
async function buildScripts(common, widgets, { banner, version }, dist) {
  const result = await esbuild.build({
    ...common,
    write: false,
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
    define: {
      ...common.define,
      __VITRINE_BUILD__: JSON.stringify(BUILD_PLACEHOLDER),
      __VITRINE_VERSION__: JSON.stringify(version),
    },
    plugins: [groupsPlugin(planGroups(root))],
  });
  return writeNamedBuild(result);
}

/** Pass 2: the styles, the core's stylesheet then every widget's style.css. */
function buildStyles(common, widgets, dist) {
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

/** Builds dist/ (or `out`) and returns the size of each file. */
export async function build({ dev = false, out = join(root, 'dist'), version, print = console.log } = {}) {
  const dist = out;
  const widgets = writeRegistry(root);
  writeBundleKeys(root);
  const built = release(root, version);
  rmSync(dist, { recursive: true, force: true });
  mkdirSync(dist, { recursive: true });
  const common = commonOptions(dev);
  const [scripts, styles] = await Promise.all([
    buildScripts(common, widgets, built, dist),
    buildStyles(common, widgets, dist),
  ]);
  checkGroups(scripts.metafile, planGroups(root));
  markEagerChunks(root, scripts.metafile);
  const metafile = {
    inputs: { ...scripts.metafile.inputs, ...styles.metafile.inputs },
    outputs: { ...scripts.metafile.outputs, ...styles.metafile.outputs },
  };
  writeDistFiles(root, dist, { ...built, build: scripts.id }, metafile);
  writeThirdPartyLicenses(root, dist, metafile);
  return sizeTable(root, metafile, print);
}

if (process.argv[1] && statSync(process.argv[1]).isFile() && import.meta.filename === process.argv[1]) {
  const flag = (name) => process.argv.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1];
  const out = flag('out');
  await build({
    dev: process.argv.includes('--dev'),
    ...(out ? { out: resolve(out) } : {}),
    ...(flag('version') ? { version: flag('version') } : {}),
  });
}
