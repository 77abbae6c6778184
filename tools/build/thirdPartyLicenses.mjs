// dist/THIRD_PARTY_LICENSES.txt: the packages bundled into dist/ (those whose files the metafile
// names), each with its version, its licence and the licence's text as the package ships it.
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** The packages (`name`, `@scope/name`) whose files went into the build. */
export function bundledPackages(metafile) {
  const names = new Set();
  for (const input of Object.keys(metafile.inputs)) {
    const match = /(?:^|\/)node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(input);
    if (match?.[1]) names.add(match[1]);
  }
  return [...names].sort();
}

/** The licence file a package ships (LICENSE, LICENCE, license.md…), or ''. */
function licenceText(folder) {
  const file = readdirSync(folder).find((name) => /^licen[cs]e(\.\w+)?$/i.test(name));
  return file ? readFileSync(join(folder, file), 'utf8').trim() : '';
}

/** Writes the notice of every bundled package; throws on one that states no licence. */
export function writeThirdPartyLicenses(root, dist, metafile) {
  const sections = bundledPackages(metafile).map((name) => {
    const folder = join(root, 'node_modules', name);
    const manifest = existsSync(join(folder, 'package.json'))
      ? JSON.parse(readFileSync(join(folder, 'package.json'), 'utf8'))
      : {};
    const licence = typeof manifest.license === 'string' ? manifest.license : '';
    if (!licence) throw new Error(`${name} states no licence: it cannot be bundled`);
    const text =
      licenceText(folder) || `(the package ships no licence file; its package.json says ${licence})`;
    return `${name} ${manifest.version ?? ''} (${licence})\n\n${text}`;
  });
  const header =
    'Vitrine bundles the following packages into dist/. Their licences, as each package ships them:';
  writeFileSync(
    join(dist, 'THIRD_PARTY_LICENSES.txt'),
    `${header}\n\n${sections.join(`\n\n${'-'.repeat(72)}\n\n`)}\n`,
  );
}
