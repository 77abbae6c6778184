// Reads the public surface: the names src/index.ts exports and where each is defined, and the
// names a widget file imports from it. The build (groupsPlugin.mjs) sends each name to the group
// file that holds it; test/unit/publicSurface.test.ts holds the surface to what widgets use.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

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
