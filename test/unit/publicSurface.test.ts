// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
// @ts-expect-error plain ESM build helper without type declarations
import { importedNames, readSurface } from '../../tools/build/publicSurface.mjs';

const root = join(import.meta.dirname, '..', '..');

/** The widgets' own source files (their tests may reach into core to set it up). */
function widgetSources(dir = join(root, 'widgets')): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return widgetSources(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe('the public surface (src/index.ts)', () => {
  it('exports no value that no widget uses', () => {
    const surface: Map<string, unknown> = readSurface(join(root, 'src/index.ts'));
    const used = new Set<string>();
    for (const file of widgetSources()) for (const name of importedNames(file) as Set<string>) used.add(name);
    expect([...surface.keys()].filter((name) => !used.has(name))).toEqual([]);
  });

  it('is the only way widgets reach the core', () => {
    const direct = widgetSources().flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/from '((?:\.\.\/)+src\/[^']+)'/g)]
        .map((match) => match[1] ?? '')
        .filter((path) => !path.endsWith('src/index.ts'))
        .map((path) => `${relative(root, file)} → ${path}`),
    );
    expect(direct).toEqual([]);
  });
});
