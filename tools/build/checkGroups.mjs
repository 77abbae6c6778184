// Holds the build's output to the declared chunk groups (chunkGroups.mjs), from esbuild's
// metafile: each group in one file with nothing of another group, the on-demand libraries out of
// the groups' files, every `import()` of src/ a declared door, and no chunk of src/ modules that
// no group or door accounts for. A failure names the modules and what to declare.
import { relative } from 'node:path';
import { DOORS, GROUPS, LIBRARIES } from './chunkGroups.mjs';

const isJs = (file) => file.endsWith('.js');

/** The modules a group holds: its declared modules and the modules of its names, less the lower groups'. */
function members(plan) {
  const declared = new Map([...plan.modules].map(([group, files]) => [group, new Set(files)]));
  const taken = new Set([...declared.values()].flatMap((files) => [...files]));
  for (const found of plan.surface.values()) {
    const file = relative(plan.root, found.from);
    if (!taken.has(file)) declared.get(found.group)?.add(file);
  }
  return declared;
}

/** The output file holding an input, if any. */
function outputOf(outputs, input) {
  return Object.keys(outputs).find((file) => isJs(file) && outputs[file].inputs[input] !== undefined);
}

/** Each group's file, or an error naming where its modules went. */
function groupFiles(outputs, plan, errors) {
  const files = new Map();
  for (const [group, modules] of members(plan)) {
    const places = new Map();
    for (const module of modules) {
      const file = outputOf(outputs, module) ?? '(tree-shaken)';
      places.set(file, [...(places.get(file) ?? []), module]);
    }
    places.delete('(tree-shaken)');
    if (places.size > 1) {
      const where = [...places].map(([file, list]) => `${file}: ${list.join(', ')}`).join('; ');
      errors.push(`group "${group}" came out in ${places.size} files (${where})`);
    }
    const file = [...places.keys()][0];
    if (file) files.set(group, file);
  }
  const seen = new Map();
  for (const [group, file] of files) {
    if (seen.has(file)) errors.push(`groups "${seen.get(file)}" and "${group}" share ${file}`);
    seen.set(file, group);
  }
  return files;
}

/** The package of an import path: `react` of `react/jsx-runtime`, `@scope/name` of `@scope/name/x`. */
const packageRoot = (path) =>
  path
    .split('/')
    .slice(0, path.startsWith('@') ? 2 : 1)
    .join('/');

/** The package (`ky`, `@scope/name`) an input of node_modules belongs to. */
const packageOf = (input) => /node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(input)?.[1];

function checkPackages(outputs, files, errors) {
  const groupOfFile = new Map([...files].map(([group, file]) => [file, group]));
  for (const group of GROUPS) {
    for (const name of new Set((group.packages ?? []).map(packageRoot))) {
      const holders = Object.keys(outputs).filter(
        (file) => isJs(file) && Object.keys(outputs[file].inputs).some((i) => packageOf(i) === name),
      );
      const wrong = holders.filter((file) => groupOfFile.get(file) !== group.name);
      if (wrong.length > 0)
        errors.push(`package ${name} (group "${group.name}") is also in ${wrong.join(', ')}`);
    }
  }
}

/** Each library loaded on demand is in its door's chunk and in no other file. */
function checkLibraries(outputs, errors) {
  for (const [library, door] of Object.entries(LIBRARIES)) {
    const home = Object.keys(outputs).find((file) => outputs[file].entryPoint === door);
    const holders = Object.keys(outputs).filter(
      (file) => isJs(file) && Object.keys(outputs[file].inputs).some((i) => packageOf(i) === library),
    );
    const elsewhere = holders.filter((file) => file !== home);
    if (elsewhere.length > 0)
      errors.push(
        `${library} is in ${elsewhere.join(', ')}: only ${door} may import it (through its loader)`,
      );
  }
}

/** Every `import()` of a module of src/ must be a declared door. */
function checkDoors(inputs, errors) {
  for (const [input, { imports }] of Object.entries(inputs)) {
    if (!input.startsWith('src/')) continue;
    for (const i of imports) {
      if (i.kind === 'dynamic-import' && i.path.startsWith('src/') && !DOORS[i.path])
        errors.push(
          `${input} loads ${i.path} with import(): declare it in DOORS with the group it stands on`,
        );
    }
  }
}

/** Shared chunks holding modules of src/ that no group or door accounts for. */
function checkStrays(outputs, files, errors) {
  const groupFilesSet = new Set(files.values());
  for (const [file, output] of Object.entries(outputs)) {
    if (!isJs(file) || output.entryPoint || groupFilesSet.has(file)) continue;
    const own = Object.keys(output.inputs).filter((i) => i.startsWith('src/'));
    if (own.length > 0)
      errors.push(`${file} holds ${own.join(', ')}, shared outside the groups: declare them in a group`);
  }
}

/**
 * Checks a build's metafile against the table; throws one error listing every mismatch.
 * @returns the file of each group (`dist/chunks/…`).
 */
export function checkGroups(metafile, plan) {
  const errors = [];
  const files = groupFiles(metafile.outputs, plan, errors);
  checkPackages(metafile.outputs, files, errors);
  checkLibraries(metafile.outputs, errors);
  checkDoors(metafile.inputs, errors);
  checkStrays(metafile.outputs, files, errors);
  if (errors.length > 0)
    throw new Error(`the chunks do not follow tools/build/chunkGroups.mjs:\n- ${errors.join('\n- ')}`);
  return files;
}
