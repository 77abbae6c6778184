// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseSync } from 'oxc-parser';
import { describe, expect, it } from 'vitest';

/** The core's senders a widget calls (`request`, and the cart's commands); each takes the mount's `signal`. */
const SENDERS = new Set(['request']);
const SENDER_OBJECTS = new Set(['cartCommands']);

interface Node {
  type: string;
  start: number;
  [key: string]: unknown;
}

const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** Every node of a tree, depth first. */
function* nodes(node: Node): Generator<Node> {
  yield node;
  for (const child of Object.values(node)) {
    for (const item of Array.isArray(child) ? child : [child]) if (isNode(item)) yield* nodes(item);
  }
}

/** Whether a subtree names a signal (`signal`, `options.signal`, `{ signal: mount }`, `abortSignal`). */
const namesSignal = (node: Node) =>
  [...nodes(node)].some((n) => typeof n.name === 'string' && /signal$/i.test(n.name));

/** Whether a call's callee is a sender: `request(…)` or `cartCommands.x(…)`. */
const isSender = (callee: Node) =>
  SENDERS.has(String(callee.name)) ||
  (callee.type === 'MemberExpression' &&
    isNode(callee.object) &&
    SENDER_OBJECTS.has(String(callee.object.name)));

/** The calls of the senders in a source file, each with its line and whether it passes a signal. */
function senderCalls(source: string, filename = 'file.tsx'): { line: number; signalled: boolean }[] {
  const { program } = parseSync(filename, source);
  return [...nodes(program as unknown as Node)]
    .filter((n) => n.type === 'CallExpression' && isNode(n.callee) && isSender(n.callee))
    .map((call) => ({
      line: source.slice(0, call.start).split('\n').length,
      signalled: (call.arguments as Node[]).some(namesSignal),
    }));
}

describe('widget calls', () => {
  it("every call a widget sends carries its mount's signal, so an unmounted widget never acts on an answer", () => {
    const unsignalled = sourceFiles('widgets').flatMap((file) =>
      senderCalls(readFileSync(file, 'utf8'), file)
        .filter((call) => !call.signalled)
        .map((call) => `${file}:${call.line}`),
    );
    expect(unsignalled).toEqual([]);
  });

  it('the scan finds calls in every shape a widget writes them, and a comment is no signal', () => {
    const source = [
      "const a = await request('POST', 'x', { json: body });",
      "const b = await request<string>('GET', path, { key: 'k', signal });",
      'const c = cartCommands.setQuantity(7, 3, { source, signal: options.signal });',
      "import { request } from '../../src/index.ts';",
      "const d = request('GET', path, { json: body /* signal */ });",
      "const e = request('GET', path, { json, signal: save.signal });",
    ].join('\n');
    expect(senderCalls(source).map((call) => [call.line, call.signalled])).toEqual([
      [1, false],
      [2, true],
      [3, true],
      [5, false],
      [6, true],
    ]);
  });
});
