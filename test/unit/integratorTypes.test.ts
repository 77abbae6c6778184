import { execFileSync } from 'node:child_process';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..', '..');

/** Runs the TypeScript compiler on a project; returns its report ('' when it type-checks). */
function typeCheck(project: string): string {
  try {
    execFileSync(join(root, 'node_modules/.bin/tsc'), ['-p', project], { cwd: root, stdio: 'pipe' });
    return '';
  } catch (error) {
    return String((error as { stdout?: Buffer }).stdout ?? error);
  }
}

describe("the integrator's TypeScript declarations", () => {
  it('type a theme widget, its registration and the events, and match the bundle they describe', () => {
    // types/check/: an integrator's file against the declarations, and each declared type held to
    // the source's (a field added to the settings or an event changed in src/ fails here).
    expect(typeCheck('types/tsconfig.json')).toBe('');
  }, 60_000);
});
