// @vitest-environment node
// The integrators' guide promises that its TypeScript widget compiles under `tsc --strict` against
// the package's declarations: its `<!-- typecheck: file -->` blocks are compiled here, in a project
// that has the package as an integrator installs it (package.json and dist/vitrine.d.ts only).
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

const root = join(import.meta.dirname, '../..');

/** The guide's blocks marked `<!-- typecheck: <file> -->`, by file. */
function typecheckBlocks(markdown: string): Map<string, string> {
  const blocks = new Map<string, string>();
  for (const match of markdown.matchAll(/<!-- typecheck: (\S+) -->\s*```ts\n([\s\S]*?)```/g))
    blocks.set(match[1] ?? '', match[2] ?? '');
  return blocks;
}

/** A theme project with the package installed: its manifest and its declarations, nothing else. */
function themeProject(blocks: Map<string, string>): string {
  const project = mkdtempSync(join(tmpdir(), 'vitrine-theme-'));
  const pkg = join(project, 'node_modules', 'vitrine');
  mkdirSync(join(pkg, 'dist'), { recursive: true });
  const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
  const { name, version, type, exports, types } = manifest;
  writeFileSync(join(pkg, 'package.json'), JSON.stringify({ name, version, type, exports, types }));
  // What the build ships as dist/vitrine.d.ts.
  copyFileSync(join(root, 'types', 'vitrine.d.ts'), join(pkg, 'dist', 'vitrine.d.ts'));
  for (const [file, code] of blocks) {
    mkdirSync(dirname(join(project, file)), { recursive: true });
    writeFileSync(join(project, file), code);
  }
  const compilerOptions = {
    strict: true,
    target: 'es2022',
    module: 'esnext',
    moduleResolution: 'bundler',
    lib: ['es2023', 'dom'],
    noEmit: true,
    types: [],
  };
  writeFileSync(
    join(project, 'tsconfig.json'),
    JSON.stringify({ compilerOptions, include: [...blocks.keys()] }),
  );
  return project;
}

describe("the integrators' guide's TypeScript widget", () => {
  it('compiles under tsc --strict against the package as installed', () => {
    const blocks = typecheckBlocks(readFileSync(join(root, 'docs/integrating-a-cms.md'), 'utf8'));
    expect([...blocks.keys()]).toEqual(['theme/wave.ts']);
    const project = themeProject(blocks);
    try {
      const tsc = spawnSync(join(root, 'node_modules/.bin/tsc'), ['-p', project], { encoding: 'utf8' });
      expect(tsc.stdout + tsc.stderr).toBe('');
      expect(tsc.status).toBe(0);
      // The same project with a widget that misuses the definition does not compile.
      writeFileSync(
        join(project, 'theme/wave.ts'),
        `${blocks.get('theme/wave.ts')}\nwindow.vitrine.defineWidget({ name: 1 });\n`,
      );
      const broken = spawnSync(join(root, 'node_modules/.bin/tsc'), ['-p', project], { encoding: 'utf8' });
      expect(broken.status).not.toBe(0);
    } finally {
      rmSync(project, { recursive: true, force: true });
    }
    // Two compilations: seconds on a busy machine.
  }, 60_000);
});
