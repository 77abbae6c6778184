// @vitest-environment node
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

const root = join(import.meta.dirname, '..', '..');

/** The files of a small project, each one import, linted with the project's own biome.json. */
function flaggedFiles(files: Record<string, string>): string[] {
  const dir = mkdtempSync(join(tmpdir(), 'vitrine-imports-'));
  try {
    const { $schema: _, ...config } = JSON.parse(readFileSync(join(root, 'biome.json'), 'utf8'));
    writeFileSync(join(dir, 'biome.json'), JSON.stringify(config));
    for (const [path, from] of Object.entries(files)) {
      mkdirSync(dirname(join(dir, path)), { recursive: true });
      writeFileSync(join(dir, path), `import x from '${from}';\n\nexport const y = x;\n`);
    }
    const run = spawnSync(join(root, 'node_modules', '.bin', 'biome'), ['lint', '--reporter=json', '.'], {
      cwd: dir,
      encoding: 'utf8',
    });
    const report = JSON.parse(run.stdout) as {
      diagnostics: { category: string; location: { path: string } }[];
    };
    return report.diagnostics
      .filter((d) => d.category === 'lint/style/noRestrictedImports')
      .map((d) => d.location.path)
      .sort();
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe('the import rules (biome.json, docs/architecture.md)', () => {
  it('keep src/util at the bottom: it imports nothing outside its folder', () => {
    expect(flaggedFiles({ 'src/util/a.ts': '../settings/index.ts', 'src/util/b.ts': './turns.ts' })).toEqual([
      'src/util/a.ts',
    ]);
  });

  it('keep React in src/react and src/payment/card: no other core folder imports React or them', () => {
    expect(
      flaggedFiles({
        'src/cart/a.ts': 'react',
        'src/lists/b.ts': '@preact/signals-react',
        'src/payment/c.ts': '../react/Dialog.tsx',
        'src/cart/d.ts': '../react/useT.ts',
        'src/ui/g.ts': '../payment/card/CardPayment.tsx',
        'src/cart/e.ts': '@preact/signals-core',
        'src/react/f.tsx': 'react',
        'src/payment/card/h.tsx': '../../react/Dialog.tsx',
      }),
    ).toEqual(['src/cart/a.ts', 'src/lists/b.ts', 'src/payment/c.ts', 'src/cart/d.ts', 'src/ui/g.ts'].sort());
  });

  it('keep widgets out of the core', () => {
    expect(
      flaggedFiles({
        'src/cart/a.ts': '../../widgets/popup/index.ts',
        'src/ui/b.ts': '../../widgets/popup/x.ts',
      }),
    ).toEqual(['src/cart/a.ts', 'src/ui/b.ts']);
  });

  it('let a widget import src/index.ts and its own files only, tests aside', () => {
    expect(
      flaggedFiles({
        'widgets/popup/a.ts': '../../src/http/request.ts',
        'widgets/popup/b.ts': '../cart-count/index.ts',
        'widgets/popup/c.ts': '../../src/index.ts',
        'widgets/popup/d.ts': './c.ts',
        'widgets/popup/e.test.ts': '../../src/http/request.ts',
      }),
    ).toEqual(['widgets/popup/a.ts', 'widgets/popup/b.ts']);
  });
});
