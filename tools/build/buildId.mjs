// The build's name: a hash of its scripts, which the widgets' chunks carry in their file names
// (`chunks/<name>-<BUILD>.js`) and the entry in its code. The scripts pass runs with a placeholder
// of the same length in their place; once its files are known, the placeholder becomes the hash in
// every file's name and text (source maps keep their columns) and the files are written.
import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

/** Where the build's name goes until it is known: 8 characters, as the name. */
export const BUILD_PLACEHOLDER = 'VBUILDID';

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** 8 characters of base32 (A-Z, 2-7) from a digest, as esbuild names its chunks. */
function base32(bytes) {
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5 && out.length < 8) {
      out += BASE32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
    if (out.length === 8) break;
  }
  return out;
}

/** The build's name: the hash of every output's path and content, in path order. */
export function buildId(outputFiles) {
  const hash = createHash('sha256');
  for (const file of [...outputFiles].sort((a, b) => a.path.localeCompare(b.path))) {
    hash.update(file.path);
    hash.update(file.contents);
  }
  return base32(hash.digest());
}

const textual = (path) => /\.(js|map|txt|css|json)$/.test(path);

/**
 * Writes the scripts pass's files (esbuild's `outputFiles`, built with `write: false`) with the
 * placeholder replaced by the build's name. Returns the name and the metafile, its paths renamed.
 */
export function writeNamedBuild(result) {
  const id = buildId(result.outputFiles);
  for (const file of result.outputFiles) {
    const path = file.path.replaceAll(BUILD_PLACEHOLDER, id);
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, textual(path) ? file.text.replaceAll(BUILD_PLACEHOLDER, id) : file.contents);
  }
  const metafile = JSON.parse(JSON.stringify(result.metafile).replaceAll(BUILD_PLACEHOLDER, id));
  return { id, metafile };
}
