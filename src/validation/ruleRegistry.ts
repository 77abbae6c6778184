import { FIELD_INVALID, type Rule, type RuleOptions } from './types.ts';

/** A registered rule with its options resolved. */
export interface RuleEntry {
  readonly name: string;
  readonly test: Rule;
  readonly whenEmpty: boolean;
  readonly fallback: string;
}

const rules = new Map<string, RuleEntry>();

/**
 * Registers (or replaces) a rule. The engine applies it to every `[data-val="true"]` field that
 * carries `data-val-<name>`, passing the `data-val-<name>-<param>` attributes as params. Rules
 * registered before the engine loads keep precedence over the built-in rule of the same name.
 *
 * @example addRule('postcode', (value, params) => new RegExp(params.pattern ?? '').test(value));
 */
export function addRule(name: string, test: Rule, options: RuleOptions = {}): void {
  const key = name.toLowerCase();
  if (!/^[a-z][a-z0-9]*$/.test(key)) {
    throw new Error(`[vitrine] validation: rule name "${name}" must be letters and digits only`);
  }
  rules.set(key, {
    name: key,
    test,
    whenEmpty: options.whenEmpty ?? false,
    fallback: options.fallback ?? FIELD_INVALID,
  });
}

/** True when a rule of that name is registered. */
export function hasRule(name: string): boolean {
  return rules.has(name.toLowerCase());
}

/**
 * Every registered rule in evaluation order: the rules that run on empty values (the required
 * family) first, so "required" wins over "invalid format", then the others in registration order.
 */
export function ruleEntries(): RuleEntry[] {
  const all = [...rules.values()];
  return [...all.filter((rule) => rule.whenEmpty), ...all.filter((rule) => !rule.whenEmpty)];
}
