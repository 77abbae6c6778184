// Cuts a release: `npm run release -- <patch|minor|major|x.y.z>`.
//   1. the version in package.json and package-lock.json;
//   2. the CHANGELOG's Unreleased section becomes `## [x.y.z] - <today>`, a new empty one above it;
//   3. the build and the package: `npm pack` (its prepack builds) writes vitrine-x.y.z.tgz.
// The banner of every script and dist/version.json take the version from package.json at build.
// It commits nothing: look at the diff, commit it, tag it vx.y.z, publish the archive.
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { cutChangelog } from './release/cutChangelog.mjs';
import { nextVersion } from './release/nextVersion.mjs';

const root = join(import.meta.dirname, '..');
const read = (file) => readFileSync(join(root, file), 'utf8');

const manifest = JSON.parse(read('package.json'));
const version = nextVersion(manifest.version, process.argv[2]);
const today = new Date().toISOString().slice(0, 10);
const changelog = cutChangelog(read('CHANGELOG.md'), version, today);

execFileSync('npm', ['version', version, '--no-git-tag-version', '--allow-same-version'], {
  cwd: root,
  stdio: 'inherit',
});
writeFileSync(join(root, 'CHANGELOG.md'), changelog);
const archive = execFileSync('npm', ['pack'], { cwd: root, encoding: 'utf8' }).trim().split('\n').at(-1);
console.log(`\nVitrine ${version}: ${archive}. Commit the change, tag it v${version}, publish the archive.`);
