// What dist/ holds besides the bundles: the release it belongs to, the TypeScript declarations,
// the preload list, and the metafile the bench and the specs read.
import { execFileSync } from 'node:child_process';
import { copyFileSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';

/**
 * The release the build belongs to: package.json's version (or the one given), and the commit when
 * git can tell.
 * The version heads every script in a `/*!` comment (minifiers keep those); the commit goes only to
 * dist/version.json, so the chunks keep their content hashes from one commit to the next.
 */
export function release(root, override) {
  const version = override ?? JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).version;
  let commit = null;
  try {
    commit = execFileSync('git', ['rev-parse', 'HEAD'], {
      cwd: root,
      encoding: 'utf8',
      stdio: 'pipe',
    }).trim();
  } catch {
    // Not a git checkout (an unpacked archive): the version alone says which build it is.
  }
  return { version, commit, banner: `/*! Vitrine ${version} */` };
}

/** The outputs that `files` import statically, themselves included (a metafile's output paths). */
export function staticClosure(outputs, files) {
  const seen = new Set();
  const visit = (file) => {
    if (seen.has(file) || !outputs[file]) return;
    seen.add(file);
    for (const i of outputs[file].imports) if (i.kind === 'import-statement') visit(i.path);
  };
  for (const file of files) visit(file);
  return seen;
}

/**
 * Writes dist/version.json (the version, the build's name, the commit), dist/vitrine.d.ts,
 * dist/meta.json and dist/preload.json: `entry`, the files the entry imports statically (it runs
 * once they are there), for the CMS's `<link rel="modulepreload">` tags (docs/integrating-a-cms.md;
 * the shell and the core are left out: preloaded too, they delayed the largest paint),
 * `widgets`, each widget's files for the loader's fetch ahead, and `strings`, the files of a
 * page's first strings (fetched ahead with them).
 */
export function writeDistFiles(root, dist, built, metafile) {
  const { version, commit, build } = built;
  writeFileSync(
    join(dist, 'version.json'),
    `${JSON.stringify({ name: 'vitrine', version, build, commit }, null, 2)}\n`,
  );
  copyFileSync(join(root, 'types/vitrine.d.ts'), join(dist, 'vitrine.d.ts'));
  writeFileSync(join(dist, 'meta.json'), JSON.stringify(metafile));
  const atStart = staticClosure(metafile.outputs, ['dist/vitrine.js']);
  const toDist = (file) => relative(dist, join(root, file));
  const entry = [...atStart].map(toDist).filter((file) => file !== 'vitrine.js');
  writeFileSync(
    join(dist, 'preload.json'),
    `${JSON.stringify({ entry, widgets: widgetFiles(metafile, atStart, toDist), strings: stringsFiles(metafile, atStart, toDist) }, null, 2)}\n`,
  );
}

/**
 * Each widget's files beyond the entry's (its chunk and what it imports statically): what the
 * loader fetches ahead, when the page is idle, for the widgets that wait for the first move.
 */
function widgetFiles(metafile, atStart, toDist) {
  const widgets = {};
  for (const [file, output] of Object.entries(metafile.outputs)) {
    const name = /^widgets\/([^/]+)\/index\.ts$/.exec(output.entryPoint ?? '')?.[1];
    if (!name) continue;
    widgets[name] = [...staticClosure(metafile.outputs, [file])].filter((f) => !atStart.has(f)).map(toDist);
  }
  return widgets;
}

/** The modules a page's first strings bring (ky for the call, the list of the bundle's keys). */
const STRINGS_DOORS = ['src/libraries/chunks/ky.ts', 'src/i18n/fallback/fallback.ts'];

/**
 * The files the first strings of a page fetch beyond the entry's: fetched ahead with the waiting
 * islands' files, since an island's first render waits for its texts.
 */
function stringsFiles(metafile, atStart, toDist) {
  const doors = Object.entries(metafile.outputs)
    .filter(([, output]) => STRINGS_DOORS.includes(output.entryPoint ?? ''))
    .map(([file]) => file);
  return [...staticClosure(metafile.outputs, doors)].filter((f) => !atStart.has(f)).map(toDist);
}
