// Imports run one way between the folders of src/: `npm run lint` fails when two or more of its
// folders import each other, directly or round a ring (a imports b, b imports c, c imports a). A
// folder is a first-level folder of src/ (`src/cart/`, with its subfolders); the files at src/'s
// top (the entry, the shell, the public surface) count as one more. Every import counts, types and
// `import()` included: a loop of types still means neither folder can be read without the other,
// and a loop through `import()` ties the chunks together. Biome's own rules see files, not folders.
//
// Scope: the .ts and .tsx files of src/, tests left out (a test may reach a helper elsewhere).
//
// Usage: `node tools/lint/folderLoops.mjs [root]`; prints each loop with one import per step and
// exits 1, or exits 0 in silence.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseSync } from 'oxc-parser';

/** Whether a file of src/ is product code of the rule's scope. */
const isChecked = (path) => /\.tsx?$/.test(path) && !/\.d\.ts$|\.(test|spec)\.tsx?$/.test(path);

function* sourceFiles(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* sourceFiles(path);
    else if (isChecked(path)) yield path;
  }
}

/** The relative module paths a file imports: static, re-exported and `import()` with a literal. */
export function importsOf(source, filename = 'file.ts') {
  const { module } = parseSync(filename, source);
  const paths = [
    ...module.staticImports.map((i) => i.moduleRequest.value),
    ...module.staticExports.flatMap((e) => e.entries.map((entry) => entry.moduleRequest?.value)),
    ...module.dynamicImports.map(
      (i) => /^['"`](.*)['"`]$/.exec(source.slice(i.moduleRequest.start, i.moduleRequest.end))?.[1],
    ),
  ];
  return [...new Set(paths.filter((path) => path?.startsWith('.')))];
}

/** The folder of src/ a path belongs to: its first-level folder, or `.` for src/'s own files. */
function folderOf(src, path) {
  const parts = relative(src, path).split(sep);
  return parts.length > 1 ? parts[0] : '.';
}

/** folder → folder → the first import seen between them (`file → path`), src/ only. */
export function folderGraph(root) {
  const src = join(root, 'src');
  const graph = new Map();
  for (const file of sourceFiles(src)) {
    const from = folderOf(src, file);
    for (const path of importsOf(readFileSync(file, 'utf8'), file)) {
      const target = resolve(dirname(file), path);
      if (relative(src, target).startsWith('..')) continue;
      const to = folderOf(src, target);
      if (to === from) continue;
      if (!graph.has(from)) graph.set(from, new Map());
      const edges = graph.get(from);
      if (!edges.has(to)) edges.set(to, `${relative(root, file)} → ${path}`);
    }
  }
  return graph;
}

/** The sets of folders that reach each other (Tarjan's strongly connected components of two or more). */
function rings(graph) {
  const index = new Map();
  const low = new Map();
  const stack = [];
  const found = [];
  const visit = (folder) => {
    index.set(folder, index.size);
    low.set(folder, index.get(folder));
    stack.push(folder);
    for (const next of graph.get(folder)?.keys() ?? []) {
      if (!index.has(next)) visit(next);
      if (stack.includes(next)) low.set(folder, Math.min(low.get(folder), low.get(next)));
    }
    if (low.get(folder) !== index.get(folder)) return;
    const ring = stack.splice(stack.indexOf(folder));
    if (ring.length > 1) found.push(ring.sort());
  };
  for (const folder of graph.keys()) if (!index.has(folder)) visit(folder);
  return found;
}

/** Each loop among src/'s folders: its folders and, for each import inside it, one example. */
export function folderLoops(root) {
  const graph = folderGraph(root);
  return rings(graph).map((folders) => ({
    folders,
    imports: folders.flatMap((from) =>
      [...(graph.get(from) ?? [])]
        .filter(([to]) => folders.includes(to))
        .map(([to, example]) => `${from} → ${to}: ${example}`),
    ),
  }));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = resolve(process.argv[2] ?? '.');
  const loops = folderLoops(root);
  for (const loop of loops) {
    console.error(`src/ folders import each other: ${loop.folders.join(', ')}`);
    for (const line of loop.imports) console.error(`  ${line}`);
  }
  if (loops.length > 0) {
    console.error('Imports run one way: move what both need into the lower folder, or pass it in.');
    process.exit(1);
  }
}
