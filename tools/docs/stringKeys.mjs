// The string keys the bundle's code uses, found in its source, and docs/string-keys.md written from
// them: the table of the integration contract (docs/integration.md, "The strings call") that tells
// a CMS which keys its string table should hold, who uses each, and the text the bundle shows when
// the table lacks it (the French default, src/i18n/defaults/fr.json).
//
// A key is any string literal shaped `Area.Key` (both parts PascalCase) in the non-test modules of
// src/ and widgets/, wherever it stands: passed to t(), kept in a table (the payment's message
// keys), given to a helper (`liveCount`, a cart line's notice, `errorResult`). Comments are not
// read: the source is parsed (oxc-parser). A key built at run time (`Core.${name}`, `'Core.' + x`)
// cannot be seen whole: the scan reports it, and its keys must be listed in BUILT_KEYS.
//
// Usage: `node tools/docs/stringKeys.mjs` rewrites docs/string-keys.md (a unit test fails when the
// file is out of date: src/i18n/defaults.test.ts).
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseSync } from 'oxc-parser';

/** A string key: `Area.Key`, both parts PascalCase. */
export const KEY = /^[A-Z][A-Za-z0-9]*\.[A-Z][A-Za-z0-9]*$/;

/** The start of a key built at run time: `Area.` (and maybe more) before an expression. */
const KEY_START = /^[A-Z][A-Za-z0-9]*\./;

/**
 * The keys the code builds at run time, by file (relative to the root): what the scan cannot see.
 * None today: every key the code passes around is written whole somewhere in src/ or widgets/.
 */
export const BUILT_KEYS = {};

/** The folders whose modules are scanned. */
const FOLDERS = ['src', 'widgets'];

/**
 * The cultures the bundle carries default texts for: French first (the reference for every text's
 * placeholders), English second (the texts of a culture the bundle has none for).
 */
export const CULTURES = ['fr', 'en', 'nl', 'es', 'de', 'it', 'pt'];

/** Whether a file is scanned: TypeScript, neither a test, a declaration nor generated. */
function isScanned(path) {
  return /\.tsx?$/.test(path) && !/\.(test|spec)\.tsx?$|\.d\.ts$|\.generated\.ts$/.test(path);
}

/** The scanned files, relative to the root, sorted. */
function sourceFiles(root) {
  const files = [];
  for (const folder of FOLDERS) {
    for (const entry of readdirSync(join(root, folder), { recursive: true, withFileTypes: true })) {
      const file = relative(root, join(entry.parentPath, entry.name));
      if (entry.isFile() && isScanned(file)) files.push(file);
    }
  }
  return files.sort();
}

/** Who uses a file's keys: the widget (its folder's name) or the core. */
export function userOf(file) {
  const widget = /^widgets\/([^/]+)\//.exec(file);
  return widget ? widget[1] : 'core';
}

/** Visits every node of a syntax tree, depth first. */
function walk(node, visit) {
  visit(node);
  for (const child of Object.values(node)) {
    if (Array.isArray(child)) {
      for (const item of child) if (isNode(item)) walk(item, visit);
    } else if (isNode(child)) walk(child, visit);
  }
}

function isNode(value) {
  return value !== null && typeof value === 'object' && typeof value.type === 'string';
}

/** The whole keys of a source, and the places where one is built at run time. */
export function keysOfSource(source, filename) {
  const { program, errors } = parseSync(filename, source);
  if (errors.some((error) => error.severity === 'Error')) throw new SyntaxError(`${filename} does not parse`);
  const keys = new Set();
  const built = [];
  walk(program, (node) => {
    if (node.type === 'Literal' && typeof node.value === 'string') {
      if (KEY.test(node.value)) keys.add(node.value);
      else if (/^[A-Z][A-Za-z0-9]*\.$/.test(node.value)) built.push(source.slice(node.start, node.end));
    } else if (node.type === 'TemplateLiteral') {
      const head = node.quasis[0]?.value.cooked ?? '';
      if (node.expressions.length === 0 && KEY.test(head)) keys.add(head);
      else if (node.expressions.length > 0 && KEY_START.test(head))
        built.push(source.slice(node.start, node.end));
    }
  });
  return { keys, built };
}

/**
 * Every key the code uses, with who uses it (`core`, a widget's name), and the places that build
 * one at run time in a file BUILT_KEYS does not list (`file: code`).
 */
export function scanKeys(root) {
  const keys = new Map();
  const unlisted = [];
  const add = (key, file) => keys.set(key, new Set([...(keys.get(key) ?? []), userOf(file)]));
  for (const file of sourceFiles(root)) {
    const found = keysOfSource(readFileSync(join(root, file), 'utf8'), file);
    for (const key of found.keys) add(key, file);
    for (const key of BUILT_KEYS[file] ?? []) add(key, file);
    if (!BUILT_KEYS[file]) unlisted.push(...found.built.map((code) => `${file}: ${code}`));
  }
  return { keys, unlisted };
}

/** The bundle's default texts of a culture (src/i18n/defaults/<culture>.json). */
export function readDefaults(root, culture) {
  return JSON.parse(readFileSync(join(root, 'src/i18n/defaults', `${culture}.json`), 'utf8'));
}

/** A text as a Markdown table cell. */
const cell = (text) => text.replace(/\s+/g, ' ').replace(/\|/g, '\\|').replace(/</g, '&lt;');

/** The users of a key: the core first, then the widgets by name. */
const usersCell = (users) =>
  [...users].sort((a, b) => (a === 'core' ? -1 : b === 'core' ? 1 : a.localeCompare(b))).join(', ');

/** The text of docs/string-keys.md. */
export function stringKeysMarkdown(root) {
  const { keys } = scanKeys(root);
  const french = readDefaults(root, 'fr');
  const rows = [...keys.keys()]
    .sort()
    .map((key) => `| \`${key}\` | ${usersCell(keys.get(key))} | ${cell(french[key] ?? '(none)')} |`);
  return [
    '# The string keys the bundle uses',
    '',
    '<!-- Written by `node tools/docs/stringKeys.mjs` from the code and src/i18n/defaults/fr.json: do not edit. -->',
    '',
    `Every key the bundle's code reads from the CMS's string table, ${keys.size} of them`,
    '([the strings call](integration.md#the-strings-call)), with who uses it (`core`: the runtime the',
    'widgets stand on, its dialogs, messages and forms; otherwise the widget, by its `data-widget` name)',
    "and the French text the bundle shows when the table lacks the key. The bundle's texts in its seven",
    'cultures (en, fr, nl, es, de, it, pt) are in `src/i18n/defaults/`. A text of the CMS for a key keeps the',
    "placeholders (`{{name}}`) of the bundle's text.",
    '',
    '| key | used by | French default |',
    '|---|---|---|',
    ...rows,
    '',
  ].join('\n');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = join(import.meta.dirname, '../..');
  writeFileSync(join(root, 'docs/string-keys.md'), stringKeysMarkdown(root));
}
