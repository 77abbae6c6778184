// The core that widgets share, built as a few files instead of dozens of small chunks.
//
// esbuild splits shared code by the set of entry points that reach each statement: with one entry
// per widget, and one per lazy module of the core, the core came out as 40 to 50 chunks of a few
// hundred bytes each, one request apiece on every page. The build therefore runs in two passes:
//   1. the entry, the page shell and the shared files: chunks/core.js (everything of
//      src/index.ts that runs without React, the small modules the core loads late, the signals),
//      chunks/ui.js (the React components of src/ui and React's API that widgets use), and apart
//      the parts few pages use (chunks/maps.js, chunks/combobox.js);
//   2. the widgets, each importing the shared files as they are (external), so every widget uses
//      the single instance of the stores, the signals and React that the entry and shell use.
// A page whose widgets render nothing with React never asks for ui.js, nor for React.
// Before pass 1, layers.mjs builds what pass 1 would still split into small chunks loaded on every
// page as chunks/base.js and chunks/common.js, which pass 1 then imports.
import { readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import * as esbuild from 'esbuild';
import { importedNames, readSurface } from './surfacePlugin.mjs';

/** Packages that bring React; a module that reaches one statically belongs to ui.js. */
const REACT = /(^|\/)node_modules\/(react|react-dom|scheduler|@preact\/signals-react)\//;

/** Packages widgets import that must be the single instance of pass 1, and the file holding each. */
export const SHARED_PACKAGES = {
  react: 'ui',
  'react/jsx-runtime': 'ui',
  'react-dom': 'ui',
  'react-dom/client': 'ui',
  '@preact/signals-react/runtime': 'ui',
  '@preact/signals-core': 'core',
};

/**
 * Parts of the core that few pages use, each a shared file of its own (chunks/<name>.js) so that
 * the other pages do not download them: the maps, the search combobox, and the carousels (all of
 * src/carousel but the arrow button the product gallery and the associations draw).
 */
const APART = {
  maps: /^src\/maps\//,
  combobox: /^src\/ui\/combobox\//,
  carousel: /^src\/carousel\/(?!arrowButton)/,
};

/** The shared files: the core, React's, and the parts apart. */
export const SHARED_FILES = ['core', 'ui', ...Object.keys(APART)];

/** Modules loaded late that stay chunks of their own: what only the entry's code loads, and payment providers. */
const OWN_CHUNK = [/^src\/loader\//, /^src\/payment\//];

/** Input paths of the metafile that reach React through static imports. */
function reactReaching(metafile) {
  const reaches = new Map();
  const visit = (input, trail) => {
    if (reaches.has(input)) return reaches.get(input);
    if (REACT.test(input)) return true;
    if (trail.has(input)) return false;
    trail.add(input);
    const found = (metafile.inputs[input]?.imports ?? []).some(
      (i) => i.kind === 'import-statement' && visit(i.path, trail),
    );
    reaches.set(input, found);
    return found;
  };
  for (const input of Object.keys(metafile.inputs)) visit(input, new Set());
  return reaches;
}

/**
 * What goes where: src/index.ts's value names split between core.js and ui.js (a name goes to
 * ui.js when its module reaches React through static imports), and the core's lazily imported
 * modules that core.js carries itself (`late`, absolute paths).
 */
export async function splitSurface(root) {
  const analysis = await esbuild.build({
    entryPoints: [join(root, 'src', 'index.ts'), join(root, 'src', 'shell.ts')],
    bundle: true,
    splitting: true,
    write: false,
    format: 'esm',
    metafile: true,
    jsx: 'automatic',
    logLevel: 'silent',
    outdir: join(root, 'dist'),
    absWorkingDir: root,
    alias: { leaflet: 'leaflet/dist/leaflet-src.esm.js' },
  });
  const inputs = analysis.metafile.inputs;
  const reaches = reactReaching(analysis.metafile);
  const files = Object.fromEntries(SHARED_FILES.map((file) => [file, new Map()]));
  for (const [name, found] of readSurface(join(root, 'src', 'index.ts'))) {
    const input = relative(root, found.from);
    const apart = Object.keys(APART).find((file) => APART[file].test(input));
    files[apart ?? (reaches.get(input) ? 'ui' : 'core')].set(name, found);
  }
  const late = new Set();
  const lateImporters = new Map();
  for (const [input, { imports }] of Object.entries(inputs)) {
    if (!input.startsWith('src/')) continue;
    for (const i of imports) {
      if (i.kind !== 'dynamic-import' || !i.path.startsWith('src/') || reaches.get(i.path)) continue;
      if (OWN_CHUNK.some((p) => p.test(i.path))) continue;
      late.add(join(root, i.path));
      if (!lateImporters.has(join(root, i.path))) lateImporters.set(join(root, i.path), new Set());
      lateImporters.get(join(root, i.path)).add(join(root, input));
    }
  }
  return { files, late, lateImporters };
}

/** The names widgets import from a package (`import { a, b as c } from 'pkg'`), types left out. */
function namesFromPackage(files, pkg) {
  const names = new Set();
  const quoted = pkg.replace(/[/.]/g, '\\$&');
  const pattern = new RegExp(`import\\s*(type\\s*)?\\{([^}]*)\\}\\s*from\\s*'${quoted}'`, 'g');
  for (const file of files) {
    for (const match of readFileSync(file, 'utf8').matchAll(pattern)) {
      if (match[1]) continue;
      for (const raw of match[2].split(',')) {
        const spec = raw.trim();
        if (spec && !spec.startsWith('type ')) names.add(spec.split(/\s+as\s+/)[0]);
      }
    }
  }
  return names;
}

const line = (names, from) =>
  names.length === 0 ? '' : `export { ${names.join(', ')} } from ${JSON.stringify(from)};\n`;

/** The package names re-exported by a surface file, leaving out a surface name that is the package's own. */
function packageExports(split, widgetFiles, file) {
  let source = '';
  const taken = new Set();
  for (const [pkg, holder] of Object.entries(SHARED_PACKAGES)) {
    if (holder !== file) continue;
    const names = [...namesFromPackage(widgetFiles, pkg)];
    if (pkg === 'react/jsx-runtime') names.push('jsx', 'jsxs', 'Fragment');
    const fresh = names.filter((name) => {
      const found = split.files[file].get(name);
      // A surface name may be the package's own binding passed on (lists' `effect`); any other
      // clash would give the widget the wrong function.
      if (found && !readFileSync(found.from, 'utf8').includes(`from '${pkg}'`))
        throw new Error(`src/index.ts's "${name}" clashes with ${pkg}'s, which widgets import`);
      if (found || taken.has(name)) return false;
      taken.add(name);
      return true;
    });
    source += line(fresh, pkg);
  }
  return source;
}

/**
 * The source of each shared file: its surface names, the names widgets import from the shared
 * packages (jsx-runtime's always: the JSX compiler asks for them), and in core.js the modules the
 * core loads late (their names, for their `import()` that now lands there).
 */
export function surfaceSources(split, widgetFiles) {
  const sources = {};
  for (const file of SHARED_FILES) {
    sources[file] = '';
    for (const [name, found] of split.files[file]) {
      sources[file] += line([found.name === name ? name : `${found.name} as ${name}`], found.from);
    }
    sources[file] += packageExports(split, widgetFiles, file);
  }
  for (const late of split.late)
    sources.core += `export * as ${lateName(split, late)} from ${JSON.stringify(late)};\n`;
  return sources;
}

/**
 * The name core.js gives a late module's namespace. Its own names are not spread into core.js:
 * one may be a surface name too (validation's `validateForm` is both the loader and the engine's).
 */
const lateName = (split, late) => `late$${[...split.late].indexOf(late)}`;

/** Source that imports a late module, its `import('./x.ts')` turned into core.js's namespace of it. */
function throughCore(split, file) {
  const source = readFileSync(file, 'utf8');
  return source.replace(/(?<!typeof )\bimport\((['"])(\.{1,2}\/[^'"]+)\1\)/g, (call, _quote, path) => {
    const late = join(dirname(file), path);
    if (!split.late.has(late)) return call;
    return `import('./core.js').then((m) => m.${lateName(split, late)})`;
  });
}

/**
 * Pass 1: the virtual entries (`vitrine-surface:core`, ...), and the core's `import()` of its
 * late modules, which becomes an import of core.js (beside every chunk in dist/chunks/; no module
 * the entry itself holds loads one of them).
 */
export function surfaceEntriesPlugin(root, split, sources) {
  return {
    name: 'vitrine-surface-entries',
    setup(build) {
      build.onResolve({ filter: /^vitrine-surface:[a-z]+$/ }, (args) => ({
        path: args.path.slice('vitrine-surface:'.length),
        namespace: 'vitrine-surface-entry',
      }));
      build.onLoad({ filter: /.*/, namespace: 'vitrine-surface-entry' }, (args) => ({
        contents: sources[args.path],
        loader: 'ts',
        resolveDir: join(root, 'src'),
      }));
      const importers = new Set();
      for (const late of split.late)
        for (const importer of split.lateImporters.get(late)) importers.add(importer);
      build.onLoad({ filter: /\/src\/.*\.tsx?$/ }, (args) =>
        importers.has(args.path)
          ? { contents: throughCore(split, args.path), loader: args.path.endsWith('x') ? 'tsx' : 'ts' }
          : undefined,
      );
      build.onResolve({ filter: /^\.\/core\.js$/ }, (args) =>
        importers.has(args.importer) ? { path: './core.js', external: true } : undefined,
      );
    },
  };
}

/**
 * Pass 2: a widget's import of src/index.ts becomes imports of the names it uses from ./core.js
 * and ./ui.js (beside it in chunks/), and the shared packages resolve to the same files.
 */
export function widgetImportsPlugin(root, split) {
  const indexFile = join(root, 'src', 'index.ts');
  return {
    name: 'vitrine-widget-imports',
    setup(build) {
      build.onResolve({ filter: /^\.\/[a-z]+\.js$/ }, (args) =>
        args.namespace === 'vitrine-widget-surface' ? { path: args.path, external: true } : undefined,
      );
      build.onResolve({ filter: /^[@a-z]/ }, (args) => {
        const file = SHARED_PACKAGES[args.path];
        return file ? { path: `./${file}.js`, external: true } : undefined;
      });
      build.onResolve({ filter: /(^|\/)src\/index\.ts$/ }, (args) => {
        if (join(args.resolveDir, args.path) !== indexFile) return undefined;
        return { path: args.importer, namespace: 'vitrine-widget-surface' };
      });
      build.onLoad({ filter: /.*/, namespace: 'vitrine-widget-surface' }, (args) => {
        const byFile = Object.fromEntries(SHARED_FILES.map((file) => [file, []]));
        for (const name of importedNames(args.path)) {
          const file = SHARED_FILES.find((f) => split.files[f].has(name));
          if (!file) throw new Error(`${relative(root, args.path)}: src/index.ts exports no "${name}"`);
          byFile[file].push(name);
        }
        return {
          contents: SHARED_FILES.map((file) => line(byFile[file], `./${file}.js`)).join(''),
          loader: 'ts',
          resolveDir: dirname(args.path),
          watchFiles: [indexFile, args.path],
        };
      });
    },
  };
}
