// The table the build prints: each file of dist/ with its raw and gzip size.
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';

/** Prints and returns `{ file, raw, gzip }` for every output of the metafile but source maps. */
export function sizeTable(root, metafile, print = console.log) {
  const rows = Object.keys(metafile.outputs)
    .filter((f) => !f.endsWith('.map'))
    .map((f) => {
      const buf = readFileSync(join(root, f));
      return {
        file: relative(root, join(root, f)),
        raw: buf.length,
        gzip: gzipSync(buf, { level: 9 }).length,
      };
    })
    .sort((a, b) => a.file.localeCompare(b.file));
  const width = Math.max(...rows.map((r) => r.file.length), 4);
  print(`${'file'.padEnd(width)}  ${'raw'.padStart(9)}  ${'gzip'.padStart(9)}`);
  for (const r of rows)
    print(`${r.file.padEnd(width)}  ${String(r.raw).padStart(9)}  ${String(r.gzip).padStart(9)}`);
  return rows;
}
