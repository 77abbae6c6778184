import { addRule, hasRule } from '../../ruleRegistry.ts';
import { FIELD_REQUIRED, type Rule, type RuleOptions } from '../../types.ts';
import { equalto, notequalto } from './compare.ts';
import { date } from './date.ts';
import { email, regex } from './format.ts';
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
  // Format rules before bounds, as jquery.validate.unobtrusive's adapter order: "12,5x" reads
  // "enter a number", not "between 18 and 120".
  ['regex', regex, {}],
  ['date', date, {}],
  ['email', email, {}],
  ['number', number, {}],
  ['length', length, {}],
  ['range', range, {}],
  ['minlength', minlength, {}],
  ['maxlength', maxlength, {}],
  ['equalto', equalto, {}],
  ['notequalto', notequalto, {}],
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
