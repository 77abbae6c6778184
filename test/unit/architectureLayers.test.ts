import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
// @ts-expect-error plain ESM build table without type declarations
import { GROUPS as groupsTable } from '../../tools/build/chunkGroups.mjs';

interface Group {
  readonly name: string;
  readonly modules?: readonly string[];
  readonly surface?: true | readonly string[];
}

const GROUPS = groupsTable as readonly Group[];

const root = resolve(import.meta.dirname, '../..');

/** The rows of the "Layers" table of docs/architecture.md: group name → the folders it names. */
function documentedLayers(): Map<string, string[]> {
  const text = readFileSync(resolve(root, 'docs/architecture.md'), 'utf8');
  const section = text.split('\n## Layers\n')[1]?.split('\n## ')[0] ?? '';
  const rows = new Map<string, string[]>();
  for (const line of section.split('\n')) {
    const name = /^\| `([a-z]+)` \|/.exec(line)?.[1];
    if (!name) continue;
    const folders = [...line.matchAll(/`(!?src\/[^`]*\/)`/g)].map((m) => m[1] ?? '');
    rows.set(name, folders);
  }
  return rows;
}

/** The folders a group of chunkGroups.mjs names: its modules, else its surface. */
function declaredFolders(group: Group): string[] {
  const surface = Array.isArray(group.surface) ? group.surface : [];
  return [...new Set([...(group.modules ?? []), ...surface])];
}

describe('the layers of docs/architecture.md', () => {
  it('are the chunk groups of tools/build/chunkGroups.mjs, in their order', () => {
    expect([...documentedLayers().keys()]).toEqual(GROUPS.map((group) => group.name));
  });

  it('name the folders each group declares, and only those', () => {
    const documented = documentedLayers();
    for (const group of GROUPS) {
      expect({ group: group.name, folders: documented.get(group.name) }).toEqual({
        group: group.name,
        folders: declaredFolders(group),
      });
    }
  });

  it('name folders that exist', () => {
    const folders = [...documentedLayers().values()].flat().map((f) => f.replace(/^!/, ''));
    expect(folders.filter((folder) => !existsSync(resolve(root, folder)))).toEqual([]);
  });
});
