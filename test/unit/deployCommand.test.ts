// @vitest-environment node
// The CMS guide's deploy command, run as written, twice: the second release goes over the first
// (its entry replaced, its chunks beside the first's, kept for the tabs still open on it), not
// into a `dist/dist/` that leaves the first release served.
import { execFileSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '../..');

/** The copy of step 1 of the guide: its shell block's lines but the install, comments dropped. */
function deployCommand(): string {
  const guide = readFileSync(join(root, 'docs/integrating-a-cms.md'), 'utf8');
  const block = /```sh\n([\s\S]*?)```/.exec(guide)?.[1] ?? '';
  return block
    .split('\n')
    .map((line) => line.replace(/\s+#.*$/, '').trim())
    .filter((line) => line && !line.startsWith('npm '))
    .join('\n');
}

/** Installs a release in the scratch project: its entry says which, and one chunk named by it. */
function install(project: string, release: number): void {
  const dist = join(project, 'node_modules/vitrine/dist');
  rmSync(dist, { recursive: true, force: true });
  mkdirSync(join(dist, 'chunks'), { recursive: true });
  writeFileSync(join(dist, 'vitrine.js'), `release ${release}\n`);
  writeFileSync(join(dist, 'chunks', `widget-RELEASE${release}.js`), '\n');
}

describe("the CMS guide's deploy command", () => {
  it('puts each release in the served folder, keeping the one before: twice, the same way', () => {
    const project = mkdtempSync(join(tmpdir(), 'vitrine-deploy-'));
    const command = deployCommand().replaceAll('/var/www/shop', join(project, 'www'));
    expect(command).toContain('node_modules/vitrine/dist');
    try {
      mkdirSync(join(project, 'www'));
      for (const release of [1, 2]) {
        install(project, release);
        execFileSync('sh', ['-c', command], { cwd: project });
      }
      const served = join(project, 'www/dist');
      expect(readFileSync(join(served, 'vitrine.js'), 'utf8')).toBe('release 2\n');
      expect(readdirSync(join(served, 'chunks')).sort()).toEqual([
        'widget-RELEASE1.js',
        'widget-RELEASE2.js',
      ]);
      expect(existsSync(join(served, 'dist'))).toBe(false);
    } finally {
      rmSync(project, { recursive: true, force: true });
    }
  });
});
