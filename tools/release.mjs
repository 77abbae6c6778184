// Cuts a release: `npm run release -- <patch|minor|major|x.y.z>`, from a checkout without changes.
//   1. the version in package.json and package-lock.json;
//   2. the CHANGELOG's Unreleased section becomes `## [x.y.z] - <today>`, a new empty one above it;
//   3. the commit `Release x.y.z` of those files, tagged vx.y.z;
//   4. the build and the package: `npm pack` (its prepack builds) writes vitrine-x.y.z.tgz.
// The banner of every script and dist/version.json take the version from package.json at build,
// and version.json the commit from HEAD: the release's own, since it is made before the build
// (tools/release/cutRelease.mjs). Push the commit and the tag, then publish the archive.
import { join } from 'node:path';
import { cutRelease } from './release/cutRelease.mjs';

const root = join(import.meta.dirname, '..');
const today = new Date().toISOString().slice(0, 10);
const { version, archive } = cutRelease(root, process.argv[2], today);
console.log(
  `\nVitrine ${version}: ${archive}, built from the commit tagged v${version}. Push it, then publish the archive.`,
);
