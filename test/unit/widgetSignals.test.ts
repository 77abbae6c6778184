// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/** The core's senders a widget calls; each takes the mount's `signal` in its options. */
const SENDERS = ['request', 'sendWithProgress', 'cartCall'];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** The text of each call of `names` in `source` (callee to closing parenthesis), with its line. */
function callsOf(source: string, names: string[]): { line: number; text: string }[] {
  const calls: { line: number; text: string }[] = [];
  const callee = new RegExp(`(?<![\\w.])(${names.join('|')})(<[^()]*?>)?\\(`, 'g');
  for (const match of source.matchAll(callee)) {
    const start = match.index ?? 0;
    const lineStart = source.lastIndexOf('\n', start) + 1;
    const line = source.slice(lineStart, source.indexOf('\n', start));
    if (/^\s*(export\s+)?(async\s+)?function\b|^\s*import\b/.test(line)) continue;
    let depth = 1;
    let end = start + match[0].length;
    while (depth > 0 && end < source.length) {
      const char = source[end];
      if (char === '(' || char === '[' || char === '{') depth += 1;
      else if (char === ')' || char === ']' || char === '}') depth -= 1;
      end += 1;
    }
    calls.push({ line: source.slice(0, start).split('\n').length, text: source.slice(start, end) });
  }
  return calls;
}

describe('widget calls', () => {
  it("every call a widget sends carries its mount's signal, so an unmounted widget never acts on an answer", () => {
    const unsignalled = sourceFiles('widgets').flatMap((file) =>
      callsOf(readFileSync(file, 'utf8'), SENDERS)
        .filter((call) => !/\bsignal\b/.test(call.text))
        .map((call) => `${file}:${call.line}: ${call.text.split('\n')[0]}`),
    );
    expect(unsignalled).toEqual([]);
  });

  it('the scan finds calls in every shape a widget writes them', () => {
    const source = [
      "const a = await request('POST', 'x', { json: body });",
      "const b = await request<string>('GET', path, { key: 'k', signal });",
      'const c = cartCall(source, "POST", path, body, options.signal);',
      "import { request } from '../../src/index.ts';",
    ].join('\n');
    expect(callsOf(source, SENDERS).map((call) => [call.line, /\bsignal\b/.test(call.text)])).toEqual([
      [1, false],
      [2, true],
      [3, true],
    ]);
  });
});
