/**
 * The shapes shared by the pure rules and the DOM adapter. A rule is a pure function of the
 * field's value, the rule's `data-val-<rule>-<param>` parameters and a context that reads the
 * other fields of the form, so it can be unit-tested without a DOM.
 */

/** The kind of control being validated: the required family treats checkables differently. */
export type FieldKind = 'text' | 'checkbox' | 'radio' | 'select';

/** A rule's parameters, keyed by the lower-case `<param>` of `data-val-<rule>-<param>`. */
export type RuleParams = Readonly<Record<string, string | undefined>>;

/** What a rule may know besides its own value. */
export interface RuleContext {
  /** Kind of the validated field. */
  readonly kind: FieldKind;
  /** For a checkbox or radio group: whether one of the group is checked. False otherwise. */
  readonly checked: boolean;
  /** The page culture (`settings().culture`, e.g. `fr`), for culture-dependent formats. */
  readonly culture: string;
  /**
   * The value of another field of the same form, by name. `*.Name` means the field `Name` with
   * the same model prefix as the validated field. A single checkbox reads `'true'`/`'false'`, a
   * radio group its checked value (or `''`). Undefined when the form has no such field.
   */
  value(name: string): string | undefined;
  /** Whether another field is filled: checked for a checkbox or radio group, non-blank otherwise. */
  filled(name: string): boolean;
}

/**
 * A validation rule: true when the value is valid. For a checkbox or radio group, `value` is the
 * checked value (or `''`); for a multiple select, the selected values joined by commas.
 */
export type Rule = (value: string, params: RuleParams, ctx: RuleContext) => boolean;

/** How the engine runs a rule registered with `addRule`. */
export interface RuleOptions {
  /**
   * Run the rule on an empty value too. Default false: an empty field is optional for this rule
   * and passes. The required family (required, mandatory, requiredif, requiredor, enforcetrue)
   * sets it.
   */
  readonly whenEmpty?: boolean;
  /** Message when `data-val-<rule>` is empty. Default `Core.FieldInvalid`. */
  readonly fallback?: string;
}

/** Fallback message key of the required family. */
export const FIELD_REQUIRED = 'Core.FieldRequired';
/** Fallback message key of every other rule. */
export const FIELD_INVALID = 'Core.FieldInvalid';
