// esbuild plugin: lets widgets import from src/index.ts without loading all of it.
//
// With code splitting, esbuild makes a chunk that imports `src/index.ts` also import every chunk
// the barrel reaches (React, i18next...), even for a vanilla widget that uses only defineWidget.
// This plugin replaces, for each widget file, the import of src/index.ts by a small module that
// re-exports only the names that file uses, straight from the modules that define them.
import { readFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';

/** `{ exported name → { from: absolute module path, name: its name there } }` from src/index.ts. */
export function readSurface(indexFile) {
  const source = readFileSync(indexFile, 'utf8');
  const names = new Map();
  for (const match of source.matchAll(/export\s*\{([^}]*)\}\s*from\s*'([^']+)'/g)) {
    const from = join(dirname(indexFile), match[2]);
    for (const raw of match[1].split(',')) {
      const spec = raw.trim();
      if (spec === '' || spec.startsWith('type ')) continue;
      const [name, alias] = spec.split(/\s+as\s+/);
      names.set(alias ?? name, { from, name });
    }
  }
  return names;
}

/** The value names a file imports from the barrel (type-only names are left out). */
export function importedNames(file) {
  const source = readFileSync(file, 'utf8');
  const names = new Set();
  for (const match of source.matchAll(
    /import\s*(type\s*)?\{([^}]*)\}\s*from\s*'(?:\.\.\/)+src\/index\.ts'/g,
  )) {
    if (match[1]) continue;
    for (const raw of match[2].split(',')) {
      const spec = raw.trim();
      if (spec === '' || spec.startsWith('type ')) continue;
      names.add(spec.split(/\s+as\s+/)[0]);
    }
  }
  return names;
}

/** @param {string} root the project root */
export function surfacePlugin(root) {
  const indexFile = join(root, 'src', 'index.ts');
  const widgetsDir = join(root, 'widgets') + sep;
  return {
    name: 'vitrine-surface',
    setup(build) {
      build.onResolve({ filter: /(^|\/)src\/index\.ts$/ }, (args) => {
        if (!args.importer.startsWith(widgetsDir)) return undefined;
        if (join(args.resolveDir, args.path) !== indexFile) return undefined;
        return { path: args.importer, namespace: 'vitrine-surface' };
      });
      build.onLoad({ filter: /.*/, namespace: 'vitrine-surface' }, (args) => {
        const surface = readSurface(indexFile);
        const lines = [...importedNames(args.path)].map((name) => {
          const found = surface.get(name);
          if (!found) throw new Error(`${relative(root, args.path)}: src/index.ts exports no "${name}"`);
          const spec = found.name === name ? name : `${found.name} as ${name}`;
          return `export { ${spec} } from ${JSON.stringify(found.from)};`;
        });
        return {
          contents: lines.join('\n'),
          loader: 'ts',
          resolveDir: join(root, 'src'),
          watchFiles: [indexFile, args.path],
        };
      });
    },
  };
}
