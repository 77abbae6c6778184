import { t } from '../../i18n/index.ts';
import { settings } from '../../settings/index.ts';
import { type RuleEntry, ruleEntries } from '../ruleRegistry.ts';
import type { RuleContext, RuleParams } from '../types.ts';
import { type FormField, isFilled, kindOf, readOther, scopeOf } from './fields.ts';
import { installBuiltins } from './rules/builtins.ts';
import { resolveName } from './rules/staticContext.ts';

/** One rule as a field declares it. */
export interface FieldRule {
  readonly rule: RuleEntry;
  /** `data-val-<rule>`, or the text of the rule's fallback key when the attribute is empty. */
  readonly message: string;
  readonly params: RuleParams;
}

/**
 * The rules a `[data-val="true"]` field declares with `data-val-<rule>="message"` and their
 * `data-val-<rule>-<param>` parameters, in evaluation order. Unknown rules are ignored, and
 * `required` is not applied to checkboxes (see rules/required.ts).
 */
export function readRules(field: FormField): FieldRule[] {
  if (field.getAttribute('data-val') !== 'true') return [];
  installBuiltins();
  const found: FieldRule[] = [];
  for (const rule of ruleEntries()) {
    const message = field.getAttribute(`data-val-${rule.name}`);
    if (message === null) continue;
    if (rule.name === 'required' && kindOf(field) === 'checkbox') continue;
    const prefix = `data-val-${rule.name}-`;
    const params: Record<string, string> = {};
    for (const attr of field.attributes) {
      if (attr.name.startsWith(prefix)) params[attr.name.slice(prefix.length)] = attr.value;
    }
    found.push({ rule, message: message.trim() || t(rule.fallback), params });
  }
  return found;
}

/** The rule context of a DOM field: other fields resolve by name in its form. */
export function fieldContext(field: FormField, checked: boolean): RuleContext {
  const scope = scopeOf(field);
  const other = (name: string) => readOther(scope, resolveName(name, field.name));
  return {
    kind: kindOf(field),
    checked,
    culture: settings().culture,
    value: other,
    filled: (name) => isFilled(scope, resolveName(name, field.name)),
  };
}
