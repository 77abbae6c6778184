// Marks the chunks of libraries that run almost whole at page load (React's runtime, swiper's
// core, ky: its client is made as soon as its chunk arrives) for eager compilation: V8 then compiles all their functions on its background thread while
// the file streams in (explicit compile hints, Chromium 136+), instead of compiling each function
// on the main thread the first time it is called: that compile was most of React's 150 to 200 ms
// module evaluation at 4x CPU slowdown. Other browsers ignore the comment.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** The magic comment; it must be the file's first line. */
export const EAGER_HINT = '//# allFunctionsCalledOnLoad';

/** Input paths whose chunks are compiled eagerly. */
export const EAGER_INPUTS = [
  /node_modules\/react-dom\//,
  /node_modules\/react\//,
  /node_modules\/scheduler\//,
  /node_modules\/swiper\/shared\/swiper-core/,
  /node_modules\/ky\//,
];

/** The output .js files (paths as in the metafile) holding any of the eager inputs. */
export function eagerChunks(metafile, patterns = EAGER_INPUTS) {
  return Object.entries(metafile.outputs)
    .filter(
      ([file, output]) =>
        file.endsWith('.js') &&
        Object.keys(output.inputs).some((input) => patterns.some((p) => p.test(input))),
    )
    .map(([file]) => file);
}

/** Prepends the hint to a chunk and shifts its source map one line down. */
export function addEagerHint(code, map) {
  if (code.startsWith(EAGER_HINT)) return { code, map };
  return { code: `${EAGER_HINT}\n${code}`, map: map && { ...map, mappings: `;${map.mappings}` } };
}

/** Marks every eager chunk of the build (`root` is where the metafile's paths start). */
export function markEagerChunks(root, metafile) {
  const marked = eagerChunks(metafile);
  for (const file of marked) {
    const path = join(root, file);
    const mapPath = `${path}.map`;
    let map;
    try {
      map = JSON.parse(readFileSync(mapPath, 'utf8'));
    } catch {
      map = undefined;
    }
    const out = addEagerHint(readFileSync(path, 'utf8'), map);
    writeFileSync(path, out.code);
    if (out.map) writeFileSync(mapPath, JSON.stringify(out.map));
  }
  return marked;
}
