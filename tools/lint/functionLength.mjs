// Functions fit on a screen: `npm run lint` fails on a function longer than 60 lines, counted from
// the line where it starts (the `function` keyword, an arrow's parameters, a method's name) to the
// line of its closing brace, comments and blank lines included. Biome's noExcessiveLinesPerFunction
// counts the body's lines only, not the signature, so a function it lets through can span more than
// 60 lines; hence this script over the syntax tree (oxc-parser). Every function is counted on its
// own, nested ones too: declarations, expressions, arrows (in JSX props as well), methods, getters,
// setters and constructors. A file that does not parse fails the script too.
//
// Scope: the .ts, .tsx and .mjs files of src/, widgets/, fixtures/, test/ and tools/, and
// build.mjs, except the generated ones (`*.generated.ts`) and the tests themselves (`*.test.*`,
// `*.spec.*`): a describe() callback is as long as the behaviour it covers, and its sentences (the
// it() blocks) are what reads.
//
// Usage: `node tools/lint/functionLength.mjs [folder or file...]`; prints
// `file:line name: N lines (max 60)` for each function over the limit and exits 1, or exits 0 in
// silence.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseSync } from 'oxc-parser';

/** The most lines a function may span. */
export const MAX_LINES = 60;

/** The folders and files checked when no path is given. */
export const ROOTS = ['src', 'widgets', 'fixtures', 'test', 'tools', 'build.mjs'];

const FUNCTIONS = new Set(['FunctionDeclaration', 'FunctionExpression', 'ArrowFunctionExpression']);

/** Whether a file is in the rule's scope (TypeScript or an ES module script, neither generated nor a test). */
export function isChecked(path) {
  return /\.(tsx?|mjs)$/.test(path) && !/\.d\.ts$|\.generated\.ts$|\.(test|spec)\.tsx?$/.test(path);
}

/** Every function of a source file with its name, first line and length in lines. */
export function functionLengths(source, filename = 'file.tsx') {
  const { program, errors } = parseSync(filename, source);
  const fatal = errors.filter((error) => error.severity === 'Error');
  if (fatal.length > 0) throw new SyntaxError(`${filename}: ${fatal[0].message}`);
  const lineOf = lineLookup(source);
  const found = [];
  walk(program, [], (node, [parent, grandparent]) => {
    if (!FUNCTIONS.has(node.type) || !node.body) return;
    // A method's function starts at its parameters; the method starts at its name.
    const start = isMethod(parent) && parent.value === node ? parent.key.start : node.start;
    const line = lineOf(start);
    found.push({ name: nameOf(node, parent, grandparent), line, lines: lineOf(node.end) - line + 1 });
  });
  return found;
}

/** The functions of a source file longer than `max` lines. */
export function longFunctions(source, filename, max = MAX_LINES) {
  return functionLengths(source, filename).filter((fn) => fn.lines > max);
}

/** The checked files under the given folders (or the files themselves), sorted. */
export function checkedFiles(paths) {
  const files = [];
  for (const path of paths) {
    if (statSync(path).isFile()) {
      if (isChecked(path)) files.push(path);
      continue;
    }
    for (const entry of readdirSync(path, { recursive: true, withFileTypes: true })) {
      const file = join(entry.parentPath, entry.name);
      if (entry.isFile() && !file.includes('node_modules') && isChecked(file)) files.push(file);
    }
  }
  return files.sort();
}

function lineLookup(source) {
  const starts = [0];
  for (let i = 0; i < source.length; i++) if (source[i] === '\n') starts.push(i + 1);
  return (offset) => {
    let low = 0;
    let high = starts.length - 1;
    while (low < high) {
      const mid = (low + high + 1) >> 1;
      if (starts[mid] <= offset) low = mid;
      else high = mid - 1;
    }
    return low + 1;
  };
}

/** Visits every node depth first with its ancestors, nearest first. */
function walk(node, ancestors, visit) {
  visit(node, ancestors);
  const inside = [node, ...ancestors.slice(0, 1)];
  for (const child of Object.values(node)) {
    if (Array.isArray(child)) {
      for (const item of child) if (isNode(item)) walk(item, inside, visit);
    } else if (isNode(child)) walk(child, inside, visit);
  }
}

function isNode(value) {
  return value !== null && typeof value === 'object' && typeof value.type === 'string';
}

function isMethod(node) {
  return (
    node?.type === 'MethodDefinition' ||
    node?.type === 'TSAbstractMethodDefinition' ||
    (node?.type === 'Property' && (node.method || node.kind !== 'init'))
  );
}

/** The name a reader looks for: the function's own, else the binding, key or prop it is given to. */
function nameOf(node, parent, grandparent) {
  if (node.id?.name) return node.id.name;
  switch (parent?.type) {
    case 'VariableDeclarator':
      return keyName(parent.id);
    case 'MethodDefinition':
    case 'PropertyDefinition':
    case 'Property':
      return keyName(parent.key);
    case 'AssignmentExpression':
      return keyName(parent.left);
    case 'JSXExpressionContainer':
      return grandparent?.type === 'JSXAttribute' ? `${grandparent.name.name} prop` : '(anonymous)';
    case 'CallExpression':
    case 'NewExpression':
      return `${keyName(parent.callee)} callback`;
    default:
      return '(anonymous)';
  }
}

function keyName(node) {
  if (node?.type === 'Identifier' || node?.type === 'PrivateIdentifier') return node.name;
  if (node?.type === 'Literal') return String(node.value);
  if (node?.type === 'MemberExpression') return `${keyName(node.object)}.${keyName(node.property)}`;
  if (node?.type === 'ThisExpression') return 'this';
  return '(anonymous)';
}

function main(paths) {
  const root = process.cwd();
  let offenders = 0;
  for (const file of checkedFiles(paths)) {
    for (const fn of longFunctions(readFileSync(file, 'utf8'), file)) {
      offenders++;
      console.error(`${relative(root, file)}:${fn.line} ${fn.name}: ${fn.lines} lines (max ${MAX_LINES})`);
    }
  }
  if (offenders > 0) {
    console.error(`${offenders} function(s) over ${MAX_LINES} lines: split them into named pieces.`);
    process.exit(1);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  main(process.argv.length > 2 ? process.argv.slice(2) : ROOTS);
}
