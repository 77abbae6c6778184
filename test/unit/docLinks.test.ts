import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { localTargets } from './support/markdownLinks.ts';

const root = resolve(import.meta.dirname, '../..');

/** The repository's tracked files (what a fresh clone has). */
const tracked = execFileSync('git', ['ls-files'], { cwd: root, encoding: 'utf8' })
  .split('\n')
  .filter(Boolean);
const markdown = tracked.filter((file) => file.endsWith('.md'));

describe('the repository documents itself', () => {
  it('has Markdown to check', () => {
    expect(markdown).toEqual(expect.arrayContaining(['README.md', 'docs/architecture.md']));
  });

  it('every link of its Markdown resolves to a file inside the repository', () => {
    const broken: string[] = [];
    for (const file of markdown) {
      for (const target of localTargets(readFileSync(resolve(root, file), 'utf8'))) {
        const path = resolve(root, dirname(file), decodeURI(target.split('#')[0] ?? ''));
        const inside = !relative(root, path).startsWith('..');
        if (!inside || !existsSync(path)) broken.push(`${file} → ${target}`);
      }
    }
    expect(broken).toEqual([]);
  });

  it('no file points at documents outside it', () => {
    const outside = tracked
      .filter((file) => /\.(md|ts|tsx|mjs|js|css|json)$/.test(file) && file !== 'package-lock.json')
      .filter((file) => /\.\.\/shared\/|\bspec section\b/i.test(readFileSync(resolve(root, file), 'utf8')))
      .filter((file) => file !== 'test/unit/docLinks.test.ts');
    expect(outside).toEqual([]);
  });
});
