// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..', '..');
/** An import of React itself, of the signals' React binding, or of a React module of src/ui. */
const REACT_IMPORT =
  /from\s+'(react|react-dom|react-dom\/client|react\/jsx-runtime|@preact\/signals-react|[./]+\/ui\/[^']+\.tsx)'/;

/** The core's source files (tests left out), as paths from the project root. */
function coreFiles(dir = join(root, 'src')): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return coreFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [relative(root, path)] : [];
  });
}

describe('React in the core', () => {
  it('is imported only under src/ui, so a store never brings React onto a page', () => {
    const outside = coreFiles().filter(
      (file) =>
        !file.startsWith(`src${sep}ui${sep}`) &&
        file !== join('src', 'index.ts') &&
        REACT_IMPORT.test(readFileSync(join(root, file), 'utf8')),
    );
    expect(outside).toEqual([]);
  });
});
