// @vitest-environment node
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
// @ts-expect-error plain ESM release script without type declarations
import { cutChangelog, latestRelease } from '../../tools/release/cutChangelog.mjs';
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
