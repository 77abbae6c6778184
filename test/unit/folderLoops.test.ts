// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
// @ts-expect-error plain ESM lint script without type declarations
import { folderLoops, importsOf } from '../../tools/lint/folderLoops.mjs';

const root = join(import.meta.dirname, '..', '..');

/** The loops of a small project whose files are given with their source. */
function loopsOf(files: Record<string, string>): { folders: string[]; imports: string[] }[] {
  const dir = mkdtempSync(join(tmpdir(), 'vitrine-loops-'));
  try {
    for (const [path, source] of Object.entries(files)) {
      mkdirSync(dirname(join(dir, path)), { recursive: true });
      writeFileSync(join(dir, path), source);
    }
    return folderLoops(dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe('the folder loop rule (tools/lint/folderLoops.mjs)', () => {
  it('reads every kind of import: types, re-exports, side effects and import()', () => {
    const source = `import type { A } from '../a/a.ts';\nimport '../b/b.ts';\nexport { c } from './c.ts';\nconst d = () => import('../d/d.ts');\nimport x from 'react';\n`;
    expect(importsOf(source, 'x.ts').sort()).toEqual(['../a/a.ts', '../b/b.ts', '../d/d.ts', './c.ts']);
  });

  it('flags two folders that import each other, naming one import each way', () => {
    const loops = loopsOf({
      'src/cart/store.ts': `import { t } from '../ui/text.ts';\nexport const s = t;\n`,
      'src/ui/text.ts': `import type { S } from '../cart/store.ts';\nexport const t = 1;\n`,
    });
    expect(loops).toEqual([
      {
        folders: ['cart', 'ui'],
        imports: [
          'cart → ui: src/cart/store.ts → ../ui/text.ts',
          'ui → cart: src/ui/text.ts → ../cart/store.ts',
        ],
      },
    ]);
  });

  it('flags a ring of three folders, a subfolder counting as its first-level folder', () => {
    const loops = loopsOf({
      'src/a/x.ts': `import '../b/deep/y.ts';\n`,
      'src/b/deep/y.ts': `export const y = () => import('../../c/z.ts');\n`,
      'src/c/z.ts': `export * from '../a/x.ts';\n`,
    });
    expect(loops.map((loop) => loop.folders)).toEqual([['a', 'b', 'c']]);
  });

  it('lets imports that run one way through, and leaves tests out', () => {
    const loops = loopsOf({
      'src/index.ts': `export * from './cart/store.ts';\n`,
      'src/cart/store.ts': `import '../util/u.ts';\nimport './inner/own.ts';\n`,
      'src/cart/inner/own.ts': `import '../store.ts';\n`,
      'src/util/u.ts': `export const u = 1;\n`,
      'src/util/u.test.ts': `import '../cart/store.ts';\n`,
    });
    expect(loops).toEqual([]);
  });

  it('finds no loop among the folders of src/', () => {
    expect(folderLoops(root)).toEqual([]);
  });
});
