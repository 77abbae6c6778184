// A release in the order that lets its package name it: the version and the CHANGELOG change, they
// are committed and tagged, and only then is the package built and packed. The build writes
// `git rev-parse HEAD` into dist/version.json (tools/build/distFiles.mjs), so a package packed
// before the release commit named the commit before it, the previous release's in a patch cut
// straight after one.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { cutChangelog } from './cutChangelog.mjs';
import { nextVersion } from './nextVersion.mjs';

/** The files a release changes, committed together as the release's commit. */
const RELEASE_FILES = ['package.json', 'package-lock.json', 'CHANGELOG.md'];

/**
 * Cuts the release `kind` (patch, minor, major or x.y.z) in the git checkout `root`: the version,
 * the CHANGELOG dated `today`, the commit `Release x.y.z` tagged `vx.y.z`, then `npm pack` (its
 * prepack builds). Refuses a checkout with changes of its own: they would go into the release's
 * commit, or into a package its commit does not hold. Returns the version and the archive's name.
 */
export function cutRelease(root, kind, today) {
  const run = (command, args) => execFileSync(command, args, { cwd: root, encoding: 'utf8' }).trim();
  const changes = run('git', ['status', '--porcelain']);
  if (changes) throw new Error(`commit or stash these changes before a release:\n${changes}`);
  const read = (file) => readFileSync(join(root, file), 'utf8');
  const version = nextVersion(JSON.parse(read('package.json')).version, kind);
  const changelog = cutChangelog(read('CHANGELOG.md'), version, today);
  run('npm', ['version', version, '--no-git-tag-version', '--allow-same-version']);
  writeFileSync(join(root, 'CHANGELOG.md'), changelog);
  run('git', ['add', ...RELEASE_FILES.filter((file) => existsSync(join(root, file)))]);
  run('git', ['commit', '--quiet', '--message', `Release ${version}`]);
  run('git', ['tag', `v${version}`]);
  const archive = run('npm', ['pack']).split('\n').at(-1);
  return { version, archive };
}
