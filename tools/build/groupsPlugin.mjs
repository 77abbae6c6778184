// The esbuild plugin that makes the declared chunk groups (chunkGroups.mjs) in one pass. It adds
// modules of its own and reads only the imports that concern the groups, by narrow filters:
//   - `vitrine-group:<name>`, a group's facade: it imports the group below, the group's modules,
//     and exports the names of src/index.ts the group holds;
//   - a widget's import of src/index.ts becomes imports of the names it uses from the facades
//     holding them, so a widget that renders nothing with React never reaches React;
//   - a widget's direct import of a package of a group (react, @preact/signals-core...) comes
//     with that group's facade, which imports the package the same way;
//   - a door (the entry, a module loaded with `import()`) comes with the facade it stands on.
// Every module a group holds is then reached through its facade by the same entry points, and
// esbuild puts the group in one file. Nothing here resolves an import inside node_modules.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { DOORS, GROUPS } from './chunkGroups.mjs';
import { importedNames, readSurface } from './publicSurface.mjs';

const GROUP = 'vitrine-group';
const SURFACE = 'vitrine-surface';
const PACKAGE = 'vitrine-package';

/** Whether a path relative to the root lies in a list of folders (`x/`), `!x/` excluding. */
export function matches(path, folders) {
  const posix = path.split(sep).join('/');
  return (
    folders.some((f) => !f.startsWith('!') && posix.startsWith(f)) &&
    !folders.some((f) => f.startsWith('!') && posix.startsWith(f.slice(1)))
  );
}

/** The source files of a folder, tests and declarations left out, relative to `root`. */
function sourceFiles(root, dir) {
  return readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return sourceFiles(root, path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$|\.d\.ts$/.test(entry.name) ? [path] : [];
  });
}

/**
 * What the plugin needs from the table: each group's modules (absolute paths), which group
 * exports each name of src/index.ts, and which group holds each package.
 */
export function planGroups(root) {
  const files = sourceFiles(root, 'src');
  const modules = new Map(
    GROUPS.map((group) => [group.name, files.filter((f) => matches(f, group.modules ?? []))]),
  );
  const declared = GROUPS.flatMap((group) => [
    ...(group.modules ?? []),
    ...(Array.isArray(group.surface) ? group.surface : []),
  ]);
  const notFolders = declared.filter((p) => !p.endsWith('/'));
  if (notFolders.length > 0)
    throw new Error(
      `tools/build/chunkGroups.mjs: a group names folders, not files: ${notFolders.join(', ')}`,
    );
  const stale = declared.filter((p) => !files.some((f) => matches(f, [p.replace(/^!/, '')])));
  if (stale.length > 0)
    throw new Error(`tools/build/chunkGroups.mjs names no module of src/: ${stale.join(', ')}`);
  const claimed = GROUPS.filter((group) => Array.isArray(group.surface));
  const fallback = GROUPS.find((group) => group.surface === true)?.name;
  const surface = new Map();
  for (const [name, found] of readSurface(join(root, 'src', 'index.ts'))) {
    const path = relative(root, found.from);
    const group = claimed.find((g) => matches(path, g.surface))?.name ?? fallback;
    surface.set(name, { ...found, group });
  }
  const packages = new Map(GROUPS.flatMap((group) => (group.packages ?? []).map((p) => [p, group.name])));
  return { root, modules, surface, packages };
}

const quote = (path) => JSON.stringify(path);

/** The facade of a group: the group below, the group's modules, its names of src/index.ts. */
export function facadeSource(plan, name) {
  const group = GROUPS.find((g) => g.name === name);
  if (!group) throw new Error(`no chunk group "${name}" in tools/build/chunkGroups.mjs`);
  const lines = group.on ? [`import ${quote(`${GROUP}:${group.on}`)};`] : [];
  for (const file of plan.modules.get(name) ?? []) lines.push(`import ${quote(join(plan.root, file))};`);
  // The packages of the group, as widgets import them: reached through the facade too.
  for (const pkg of group.packages ?? []) lines.push(`import ${quote(`${PACKAGE}:${pkg}`)};`);
  for (const [alias, found] of plan.surface) {
    if (found.group !== name) continue;
    const spec = found.name === alias ? alias : `${found.name} as ${alias}`;
    lines.push(`export { ${spec} } from ${quote(found.from)};`);
  }
  return `${lines.join('\n')}\n`;
}

/** A widget file's import of src/index.ts: each name it uses, from the facade of its group. */
export function widgetSurfaceSource(plan, widgetFile) {
  const byGroup = new Map();
  for (const name of importedNames(widgetFile)) {
    const found = plan.surface.get(name);
    if (!found) throw new Error(`${relative(plan.root, widgetFile)}: src/index.ts exports no "${name}"`);
    byGroup.set(found.group, [...(byGroup.get(found.group) ?? []), name]);
  }
  return [...byGroup]
    .map(([group, names]) => `export { ${names.join(', ')} } from ${quote(`${GROUP}:${group}`)};\n`)
    .join('');
}

/**
 * A door's module with the import of the facade it stands on. A JSON door (data loaded on demand,
 * such as a culture's default texts) becomes the module esbuild would make of it: its default export.
 */
function doorSource(path, group) {
  const source = readFileSync(path, 'utf8');
  const stands = `\nimport ${quote(`${GROUP}:${group}`)};\n`;
  if (path.endsWith('.json')) return { contents: `export default ${source.trim()};${stands}`, loader: 'js' };
  // Appended, not prepended: an import is hoisted wherever it stands, and the door's source map
  // keeps its lines.
  return { contents: `${source}${stands}`, loader: path.endsWith('.tsx') ? 'tsx' : 'ts' };
}

const escapeRegex = (text) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/** The plugin; `plan` comes from `planGroups(root)`. */
export function groupsPlugin(plan) {
  const { root } = plan;
  const indexFile = join(root, 'src', 'index.ts');
  const widgets = join(root, 'widgets') + sep;
  const doors = new Map(Object.entries(DOORS).map(([file, group]) => [join(root, file), group]));
  const packageFilter = new RegExp(`^(${[...plan.packages.keys()].map(escapeRegex).join('|')})$`);
  const doorFilter = new RegExp(`^(${[...doors.keys()].map(escapeRegex).join('|')})$`);
  return {
    name: 'vitrine-chunk-groups',
    setup(build) {
      build.onResolve({ filter: new RegExp(`^${GROUP}:`) }, (args) => ({
        path: args.path.slice(GROUP.length + 1),
        namespace: GROUP,
      }));
      build.onLoad({ filter: /.*/, namespace: GROUP }, (args) => ({
        contents: facadeSource(plan, args.path),
        loader: 'ts',
        resolveDir: root,
      }));
      build.onResolve({ filter: /(^|\/)src\/index\.ts$/ }, (args) =>
        args.importer.startsWith(widgets) && join(args.resolveDir, args.path) === indexFile
          ? { path: args.importer, namespace: SURFACE }
          : undefined,
      );
      build.onLoad({ filter: /.*/, namespace: SURFACE }, (args) => ({
        contents: widgetSurfaceSource(plan, args.path),
        loader: 'ts',
        resolveDir: root,
        watchFiles: [indexFile, args.path],
      }));
      build.onResolve({ filter: packageFilter }, (args) =>
        args.importer.startsWith(widgets) ? { path: args.path, namespace: PACKAGE } : undefined,
      );
      build.onResolve({ filter: new RegExp(`^${PACKAGE}:`) }, (args) => ({
        path: args.path.slice(PACKAGE.length + 1),
        namespace: PACKAGE,
      }));
      build.onLoad({ filter: /.*/, namespace: PACKAGE }, (args) => ({
        contents: `import ${quote(`${GROUP}:${plan.packages.get(args.path)}`)};\nexport * from ${quote(args.path)};\n`,
        loader: 'js',
        resolveDir: root,
      }));
      build.onLoad({ filter: doorFilter }, (args) => doorSource(args.path, doors.get(args.path)));
    },
  };
}
