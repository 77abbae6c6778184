// @vitest-environment node
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
// @ts-expect-error plain ESM release script without type declarations
import { cutChangelog, latestRelease } from '../../tools/release/cutChangelog.mjs';
// @ts-expect-error plain ESM release script without type declarations
import { cutRelease } from '../../tools/release/cutRelease.mjs';
// @ts-expect-error plain ESM release script without type declarations
import { nextVersion } from '../../tools/release/nextVersion.mjs';

const root = join(import.meta.dirname, '../..');

describe('cutting a release', () => {
  it('takes the next patch, minor or major, or a higher version given', () => {
    expect(nextVersion('0.2.3', 'patch')).toBe('0.2.4');
    expect(nextVersion('0.2.3', 'minor')).toBe('0.3.0');
    expect(nextVersion('0.2.3', 'major')).toBe('1.0.0');
    expect(nextVersion('0.2.3', '0.10.0')).toBe('0.10.0');
    expect(() => nextVersion('0.2.3', '0.2.3')).toThrow(/not above/);
    expect(() => nextVersion('0.2.3', undefined)).toThrow(/patch, minor, major/);
  });

  it("turns the Unreleased section into the release's, with a new empty one above", () => {
    const before =
      '# Changelog\n\nIntro.\n\n## [Unreleased]\n\n### Added\n\n- A thing.\n\n## [0.1.0] - 2026-01-01\n\n- Old.\n';
    const after = cutChangelog(before, '0.2.0', '2026-11-28');
    expect(after).toBe(
      '# Changelog\n\nIntro.\n\n## [Unreleased]\n\n## [0.2.0] - 2026-11-28\n\n### Added\n\n- A thing.\n\n## [0.1.0] - 2026-01-01\n\n- Old.\n',
    );
    expect(latestRelease(after)).toBe('0.2.0');
    expect(() => cutChangelog(after, '0.2.1', '2026-11-29')).toThrow(/nothing to release/);
  });

  it("keeps package.json's version and the CHANGELOG's newest release the same", () => {
    const { version } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
    expect(latestRelease(readFileSync(join(root, 'CHANGELOG.md'), 'utf8'))).toBe(version);
  });
});

/**
 * A checkout of a package at 0.2.0 released the way Vitrine is: its prepack writes dist/version.json
 * with the commit the repository's own build takes (`release()` of tools/build/distFiles.mjs).
 */
function releasedCheckout(): { dir: string; git: (...args: string[]) => string } {
  const dir = mkdtempSync(join(tmpdir(), 'vitrine-release-'));
  const git = (...args: string[]) => execFileSync('git', args, { cwd: dir, encoding: 'utf8' }).trim();
  const distFiles = pathToFileURL(join(root, 'tools/build/distFiles.mjs')).href;
  const manifest = {
    name: 'release-check',
    version: '0.2.0',
    files: ['dist/'],
    scripts: { prepack: 'node build.mjs' },
  };
  writeFileSync(join(dir, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  writeFileSync(
    join(dir, 'build.mjs'),
    [
      "import { mkdirSync, writeFileSync } from 'node:fs';",
      `import { release } from '${distFiles}';`,
      'const { version, commit } = release(import.meta.dirname);',
      "mkdirSync('dist', { recursive: true });",
      "writeFileSync('dist/version.json', JSON.stringify({ version, commit }));",
    ].join('\n'),
  );
  writeFileSync(
    join(dir, 'CHANGELOG.md'),
    '# Changelog\n\n## [Unreleased]\n\n- A fix.\n\n## [0.2.0] - 2026-11-28\n',
  );
  git('init', '--quiet');
  git('config', 'user.name', 'Release check');
  git('config', 'user.email', 'release@example.test');
  git('add', '.');
  git('commit', '--quiet', '--message', 'Start');
  return { dir, git };
}

describe('a release', () => {
  it("packs a version.json that names the release's own commit, the one holding its version", () => {
    const { dir, git } = releasedCheckout();
    try {
      const { version, archive } = cutRelease(dir, 'patch', '2026-12-02');
      expect(version).toBe('0.2.1');
      mkdirSync(join(dir, 'unpacked'));
      execFileSync('tar', ['-xzf', archive, '-C', 'unpacked'], { cwd: dir });
      const packed = JSON.parse(readFileSync(join(dir, 'unpacked/package/dist/version.json'), 'utf8'));
      expect(packed.version).toBe('0.2.1');
      expect(packed.commit).toBe(git('rev-parse', 'v0.2.1^{commit}'));
      expect(JSON.parse(git('show', `${packed.commit}:package.json`)).version).toBe('0.2.1');
      expect(git('show', '--no-patch', '--format=%s', packed.commit)).toBe('Release 0.2.1');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);

  it('refuses a checkout with changes of its own, before changing anything', () => {
    const { dir, git } = releasedCheckout();
    try {
      writeFileSync(join(dir, 'build.mjs'), '// edited\n', { flag: 'a' });
      expect(() => cutRelease(dir, 'patch', '2026-12-02')).toThrow(/commit or stash these changes/);
      expect(JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')).version).toBe('0.2.0');
      expect(git('tag')).toBe('');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
