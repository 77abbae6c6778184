// @vitest-environment node
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
// @ts-expect-error plain ESM lint script without type declarations
import { functionLengths, isChecked, longFunctions } from '../../tools/lint/functionLength.mjs';

/** A function whose body has `inner` lines, so that it spans `inner + 2` lines. */
const body = (inner: number) => Array.from({ length: inner }, (_, i) => `  const a${i} = ${i};`).join('\n');

describe('the function length rule', () => {
  it('flags a function of 61 lines, counted from its first line to its last', () => {
    const source = `export function tooLong() {\n${body(59)}\n}\n`;
    expect(longFunctions(source, 'a.ts')).toEqual([{ name: 'tooLong', line: 1, lines: 61 }]);
  });

  it('lets a function of 60 lines through', () => {
    const source = `function justRight() {\n${body(58)}\n}\n`;
    expect(longFunctions(source, 'a.ts')).toEqual([]);
    expect(functionLengths(source, 'a.ts')).toEqual([{ name: 'justRight', line: 1, lines: 60 }]);
  });

  it('counts a signature on several lines, comments and blank lines, as a reader sees them', () => {
    const source = `/** Doc. */\nfunction spread(\n  a: number,\n  b: number,\n) {\n  // why\n\n${body(55)}\n}\n`;
    expect(longFunctions(source, 'a.ts')).toEqual([{ name: 'spread', line: 2, lines: 62 }]);
  });

  it('counts an arrow in a JSX prop on its own, by the prop it is given to', () => {
    const source = `export function Page() {\n  return (\n    <button\n      onClick={() => {\n${body(60)}\n      }}\n    />\n  );\n}\n`;
    expect(longFunctions(source, 'a.tsx')).toEqual([
      { name: 'Page', line: 1, lines: 68 },
      { name: 'onClick prop', line: 4, lines: 62 },
    ]);
  });

  it('counts a method from its name (not its decorator, not its parameters), a getter and a constructor too', () => {
    const load = `  @logged\n  static async load\n  (\n    id: string,\n  ) {\n${body(57)}\n  }`;
    const source = `class Store {\n  constructor() {\n${body(60)}\n  }\n${load}\n  get total() {\n${body(59)}\n  }\n}\n`;
    expect(
      longFunctions(source, 'a.ts').map(({ name, lines }: { name: string; lines: number }) => [name, lines]),
    ).toEqual([
      ['constructor', 62],
      ['load', 62],
      ['total', 61],
    ]);
  });

  it('names an arrow by its variable and a callback by the call it is passed to', () => {
    const source = `const useThing = () => {\n  useEffect(() => {\n${body(60)}\n  }, []);\n};\n`;
    expect(functionLengths(source, 'a.tsx').map((fn: { name: string }) => fn.name)).toEqual([
      'useThing',
      'useEffect callback',
    ]);
  });

  it('counts lines, not bytes, past accented text', () => {
    const source = `const label = '${'é'.repeat(60)}';\nfunction after() {\n  return 1;\n}\n`;
    expect(functionLengths(source, 'a.ts')).toEqual([{ name: 'after', line: 2, lines: 3 }]);
  });

  it('checks TypeScript sources and the build scripts but not tests, specs, declarations or generated files', () => {
    expect(['src/a.ts', 'widgets/b/C.tsx', 'build.mjs', 'tools/build/e.mjs'].every(isChecked)).toBe(true);
    const skipped = [
      'a.test.ts',
      'b.test.tsx',
      'test/browser/c.spec.ts',
      'd.d.ts',
      'registry.generated.ts',
      'e.js',
    ];
    expect(skipped.some(isChecked)).toBe(false);
  });

  it('refuses a file it cannot parse rather than passing it', () => {
    expect(() => functionLengths('function (', 'broken.ts')).toThrow(/broken\.ts/);
  });

  it('fails the lint with one line per offender, and passes a folder without any', () => {
    const folder = mkdtempSync(join(tmpdir(), 'function-length-'));
    try {
      writeFileSync(join(folder, 'fine.ts'), `export function fine() {\n${body(58)}\n}\n`);
      const script = join(import.meta.dirname, '../../tools/lint/functionLength.mjs');
      const clean = spawnSync(process.execPath, [script, '.'], { cwd: folder, encoding: 'utf8' });
      expect([clean.status, clean.stderr]).toEqual([0, '']);
      writeFileSync(join(folder, 'long.tsx'), `\nexport const Long = () => {\n${body(59)}\n};\n`);
      const failed = spawnSync(process.execPath, [script, '.'], { cwd: folder, encoding: 'utf8' });
      expect(failed.status).toBe(1);
      expect(failed.stderr).toContain('long.tsx:2 Long: 61 lines (max 60)\n');
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
