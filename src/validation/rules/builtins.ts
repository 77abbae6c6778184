import { FIELD_REQUIRED, type Rule, type RuleOptions } from '../types.ts';
import { equalto, notequalto } from './compare.ts';
import { date } from './date.ts';
import { email, regex } from './format.ts';
import { addRule, hasRule } from './index.ts';
import { length, maxlength, minlength } from './length.ts';
import { number, range } from './number.ts';
import { enforcetrue, mandatory, required, requiredif, requiredor } from './required.ts';

const REQUIRED: RuleOptions = { whenEmpty: true, fallback: FIELD_REQUIRED };

const BUILTINS: [string, Rule, RuleOptions][] = [
  ['required', required, REQUIRED],
  ['mandatory', mandatory, REQUIRED],
  ['requiredif', requiredif, REQUIRED],
  ['requiredor', requiredor, REQUIRED],
  ['enforcetrue', enforcetrue, REQUIRED],
  ['length', length, {}],
  ['minlength', minlength, {}],
  ['maxlength', maxlength, {}],
  ['range', range, {}],
  ['regex', regex, {}],
  ['equalto', equalto, {}],
  ['notequalto', notequalto, {}],
  ['number', number, {}],
  ['date', date, {}],
  ['email', email, {}],
];

let installed = false;

/**
 * Registers the built-in rules, once. A rule an integrator registered earlier under the same
 * name is kept. The engine calls this when it loads; the registry itself stays tiny.
 */
export function installBuiltins(): void {
  if (installed) return;
  installed = true;
  for (const [name, test, options] of BUILTINS) {
    if (!hasRule(name)) addRule(name, test, options);
  }
}
