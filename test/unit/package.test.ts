// @vitest-environment node
// What `npm pack` puts in the package, listed by npm itself (the `files` of package.json, with
// README, LICENSE and package.json that npm always adds): its Markdown links lead to files it holds,
// and its scripts name no source map it lacks. The package is read without the repository around
// it, so a link to a spec or a `.ts` file is dead there even when it works on the repository.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, posix } from 'node:path';
import { describe, expect, it } from 'vitest';
import { localTargets } from './support/markdownLinks.ts';

const root = join(import.meta.dirname, '../..');

/** The package's files, relative to its root, as `npm pack` lists them (without building first). */
function packedFiles(): string[] {
  const json = execFileSync('npm', ['pack', '--dry-run', '--json', '--ignore-scripts'], {
    cwd: root,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  const [pack] = JSON.parse(json) as { files: { path: string }[] }[];
  return (pack?.files ?? []).map((file) => file.path);
}

const files = packedFiles();
const shipped = new Set(files);

/** A link's file (its anchor dropped) is in the package, or it names a folder the package has files in. */
function resolves(from: string, target: string): boolean {
  const path = posix.normalize(posix.join(posix.dirname(from), decodeURI(target.split('#')[0] ?? '')));
  if (shipped.has(path)) return true;
  const folder = path.endsWith('/') ? path : `${path}/`;
  return files.some((file) => file.startsWith(folder));
}

describe('the package', () => {
  it('holds the docs and the contracts it is read for', () => {
    expect(files).toEqual(
      expect.arrayContaining([
        'README.md',
        'CHANGELOG.md',
        'docs/integrating-a-cms.md',
        'widgets/quantity-input/README.md',
      ]),
    );
  });

  it('links from its Markdown only to files it holds', () => {
    const dead = files
      .filter((file) => file.endsWith('.md'))
      .flatMap((file) =>
        localTargets(readFileSync(join(root, file), 'utf8'))
          .filter((target) => !resolves(file, target))
          .map((target) => `${file} → ${target}`),
      );
    expect(dead).toEqual([]);
  });

  it("shows the entry's tag in one snippet and the build's caching in one table, the guide's", () => {
    // The other pages link to them: three versions of the snippet and two of the caching advice
    // had drifted apart (one without `?v=`, two without the nonce; widgets `no-cache` and `immutable`).
    // The CHANGELOG tells what changed, in its own words.
    const docs = files.filter((file) => file.endsWith('.md') && file !== 'CHANGELOG.md');
    const holding = (pattern: RegExp) =>
      docs.filter((file) => pattern.test(readFileSync(join(root, file), 'utf8')));
    expect(holding(/<script[^>]+src="[^"]*\/vitrine\.js/)).toEqual(['docs/integrating-a-cms.md']);
    expect(holding(/immutable|max-age=/)).toEqual(['docs/integrating-a-cms.md']);
  });

  it.runIf(existsSync(join(root, 'dist/vitrine.js')))(
    'ships no script or stylesheet that names a source map it does not ship',
    () => {
      const scripts = files.filter((file) => /^dist\/.+\.(js|css)$/.test(file));
      expect(scripts).toContain('dist/vitrine.js');
      const unshipped = scripts.flatMap((file) => {
        const named = /[#@] sourceMappingURL=(\S+?)\s*(?:\*\/)?\s*$/.exec(
          readFileSync(join(root, file), 'utf8'),
        )?.[1];
        return named && !shipped.has(posix.join(dirname(file), named)) ? [`${file} → ${named}`] : [];
      });
      expect(unshipped).toEqual([]);
    },
  );
});
