// The modules that every page loads, gathered into two files instead of a dozen small chunks.
//
// The first pass of sharedCore.mjs (entry, shell, core, ui, ...) still splits by entry set: the
// modules the entry shares with the core (settings, events, cookies, the URL policy) and those the
// shell shares with the core (validation, calls, strings, turns) came out as 15 to 20 chunks, each
// under 1.5 KB gzip, each a request on every page. This module finds them in a trial build of that
// pass and builds them first, as plain bundles:
//   - chunks/base.js: those the entry imports statically (it loads with the entry);
//   - chunks/common.js: the others that the entry, the shell or core.js import statically (they
//     come down with the shell and the first widget on every page anyway);
// then the real pass imports them from those files (external), under their own export names.
// A library that a module of these files loads with `import()` (ky, i18next) becomes an entry of
// the real pass, `chunks/lib-<package>.js`, which the files import by that name.
// A module is left to esbuild's splitting when it cannot move: one of its export names is taken
// by another module of the same file, or it loads a module of its own chunk with `import()`. A
// module that imports one left behind stays behind too, so no module is ever bundled twice.
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import * as esbuild from 'esbuild';

/** The files, in build order: base.js first (common.js imports it). */
export const LAYER_FILES = ['base', 'common'];

/** The outputs of a metafile, JS only, keyed by their path. */
const jsOutputs = (metafile) =>
  Object.fromEntries(Object.entries(metafile.outputs).filter(([file]) => file.endsWith('.js')));

/** The outputs that `files` import statically, themselves included (a metafile's output paths). */
export function staticClosure(outputs, files) {
  const seen = new Set();
  const visit = (file) => {
    if (seen.has(file) || !outputs[file]) return;
    seen.add(file);
    for (const i of outputs[file].imports) if (i.kind === 'import-statement') visit(i.path);
  };
  for (const file of files) visit(file);
  return seen;
}

/** Absolute paths of an output's inputs (files only, not the build's virtual modules). */
const inputsOf = (root, output) =>
  Object.keys(output.inputs)
    .filter((input) => !input.includes(':'))
    .map((input) => resolve(root, input));

/**
 * Candidates for each file: the inputs of the shared chunks (no entry point of their own) loaded
 * on every page, `base` when the entry imports their chunk statically.
 */
function candidates(root, metafile) {
  const outputs = jsOutputs(metafile);
  const byEntry = (pattern) => Object.keys(outputs).filter((f) => pattern.test(outputs[f].entryPoint ?? ''));
  const entry = byEntry(/^src\/main\.ts$/);
  const everyPage = staticClosure(outputs, [
    ...entry,
    ...byEntry(/^(src\/shell\.ts|vitrine-surface-entry:core)$/),
  ]);
  const withEntry = staticClosure(outputs, entry);
  const layer = new Map();
  for (const file of everyPage) {
    if (outputs[file].entryPoint) continue;
    for (const input of inputsOf(root, outputs[file]))
      layer.set(input, withEntry.has(file) ? 'base' : 'common');
  }
  const entryOnly = new Set(entry.flatMap((file) => inputsOf(root, outputs[file])));
  return { layer, entryOnly };
}

/** Static imports and `import()` targets of each input (absolute paths), from the trial's metafile. */
function importGraph(root, metafile) {
  const graph = new Map();
  for (const [input, { imports }] of Object.entries(metafile.inputs)) {
    // The build's virtual modules (core.js's surface) keep their names: they import, never move.
    graph.set(
      input.includes(':') ? input : resolve(root, input),
      imports
        .filter((i) => !i.external && !i.path.includes(':'))
        .map((i) => ({ path: resolve(root, i.path), kind: i.kind })),
    );
  }
  return graph;
}

/** Drops `out` from the layers, and every module of the layers that imports it, transitively. */
function leaveBehind(layer, graph, out) {
  const pending = [out];
  while (pending.length > 0) {
    const path = pending.pop();
    if (!layer.delete(path)) continue;
    for (const [importer, imports] of graph)
      if (layer.has(importer) && imports.some((i) => i.path === path)) pending.push(importer);
  }
}

/** The export names of each module, from one build that has them all as entry points. */
async function exportNames(root, common, paths) {
  const built = await esbuild.build({
    ...common,
    entryPoints: paths.map((path, i) => ({ in: path, out: `m${i}` })),
    bundle: true,
    splitting: true,
    format: 'esm',
    write: false,
    metafile: true,
    outdir: join(root, 'dist-layers'),
    logLevel: 'silent',
  });
  const names = new Map();
  const outputs = built.metafile.outputs;
  for (const [i, path] of paths.entries()) names.set(path, outputs[`dist-layers/m${i}.js`].exports);
  return names;
}

/**
 * The modules imported from outside their file (those that need export names), after leaving
 * behind the modules that cannot move. Returns `{ layer, exports }`: exports maps each imported
 * module to its names.
 */
async function settleLayers(root, common, layer, graph) {
  for (const [path, imports] of graph)
    if (
      layer.has(path) &&
      imports.some(
        (i) => i.kind === 'dynamic-import' && !libraryName(i.path) && layer.get(i.path) !== layer.get(path),
      )
    )
      leaveBehind(layer, graph, path);
  for (;;) {
    const imported = new Set();
    for (const [importer, imports] of graph)
      for (const i of imports)
        if (layer.has(i.path) && layer.get(importer) !== layer.get(i.path)) imported.add(i.path);
    const names = await exportNames(root, common, [...imported]);
    const clash = firstClash(layer, graph, names);
    if (!clash) return { layer, exports: names };
    leaveBehind(layer, graph, clash);
  }
}

/**
 * Whether `path` passes on `name` from `other`, which it imports (an index file's
 * `export { name } from './other.ts'` or `export * from`): the same binding under the same name.
 */
function passesOn(graph, path, other, name) {
  if (!(graph.get(path) ?? []).some((i) => i.path === other && i.kind === 'import-statement')) return false;
  const source = readFileSync(path, 'utf8');
  return (
    /export\s*\*\s*from/.test(source) ||
    new RegExp(`export\\s*\\{[^}]*\\b${name}\\b[^}]*\\}\\s*from`).test(source)
  );
}

/**
 * A module whose export names another module of the same file already has, if any. A name an
 * index file passes on from a module of the file is exported once, from the first of the two.
 */
function firstClash(layer, graph, names) {
  const taken = { base: new Map(), common: new Map() };
  for (const [path, exports] of names) {
    const file = taken[layer.get(path)];
    const kept = [];
    for (const name of exports) {
      const holder = file.get(name);
      if (!holder) kept.push(name);
      else if (!passesOn(graph, path, holder, name) && !passesOn(graph, holder, path, name)) return path;
    }
    for (const name of kept) file.set(name, path);
    names.set(path, kept);
  }
  return undefined;
}

/** The package of a file under node_modules (`ky`, `@scope/name` as `scope-name`), or undefined. */
function libraryName(path) {
  const match = /node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(path.replaceAll('\\', '/'));
  return match?.[1].replace('@', '').replace('/', '-');
}

/**
 * The libraries that modules of the layers load with `import()` (ky by the first call, i18next by
 * the first strings): absolute path of the file imported → its chunk, `chunks/lib-<package>.js`,
 * which the core pass builds as an entry point of its own. A layer file is one plain bundle, so
 * without this it would carry the library itself, or the importing module would stay behind.
 */
function lazyLibraries(layer, graph) {
  const libraries = new Map();
  for (const [path, imports] of graph) {
    if (!layer.has(path)) continue;
    for (const i of imports) {
      const name = i.kind === 'dynamic-import' && !layer.has(i.path) ? libraryName(i.path) : undefined;
      if (name) libraries.set(i.path, `lib-${name}`);
    }
  }
  return libraries;
}

/**
 * Plans the two files from a trial build of the first pass (its esbuild options): which module
 * goes where, and the names each file exports.
 */
export async function planLayers(root, common, trialOptions) {
  const trial = await esbuild.build({ ...trialOptions, write: false, metafile: true });
  const { layer, entryOnly } = candidates(root, trial.metafile);
  const graph = importGraph(root, trial.metafile);
  const settled = await settleLayers(root, common, layer, graph);
  return { ...settled, entryOnly, libraries: lazyLibraries(settled.layer, graph) };
}

/** The source of a layer file: the names of its modules that other files import. */
export function layerSource(plan, file) {
  let source = '';
  for (const [path, names] of plan.exports) {
    if (plan.layer.get(path) !== file) continue;
    source +=
      names.length > 0
        ? `export { ${names.join(', ')} } from ${JSON.stringify(path)};\n`
        : `import ${JSON.stringify(path)};\n`;
  }
  return source;
}

/**
 * Resolves an import of a module of the layers to its file, external. `within` is the file being
 * built (its own modules and those of later files stay in it); the entry, at dist/, reaches the
 * files through chunks/.
 */
export function layersPlugin(plan, within) {
  const order = ['base', 'common', undefined];
  return {
    name: 'vitrine-layers',
    setup(build) {
      build.onResolve({ filter: /.*/ }, async (args) => {
        if (args.pluginData?.layers || args.kind === 'entry-point' || !args.resolveDir) return undefined;
        const found = await build.resolve(args.path, {
          kind: args.kind,
          resolveDir: args.resolveDir,
          importer: args.importer,
          pluginData: { layers: true },
        });
        const library = plan.libraries.get(found.path);
        if (library && within && args.kind === 'dynamic-import')
          return { path: `./${library}.js`, external: true };
        const file = plan.layer.get(found.path);
        if (!file || order.indexOf(file) >= order.indexOf(within)) return undefined;
        const from = plan.entryOnly.has(args.importer) ? './chunks' : '.';
        return { path: `${from}/${file}.js`, external: true };
      });
    },
  };
}

/** The virtual entries of the two files (`vitrine-layer:base`, `vitrine-layer:common`). */
export function layerEntriesPlugin(root, plan) {
  return {
    name: 'vitrine-layer-entries',
    setup(build) {
      build.onResolve({ filter: /^vitrine-layer:/ }, (args) => ({
        path: args.path.slice('vitrine-layer:'.length),
        namespace: 'vitrine-layer-entry',
      }));
      build.onLoad({ filter: /.*/, namespace: 'vitrine-layer-entry' }, (args) => ({
        contents: layerSource(plan, args.path),
        loader: 'js',
        resolveDir: join(root, 'src'),
      }));
    },
  };
}
