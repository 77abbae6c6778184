/**
 * Unobtrusive validation (`data-val-*`, as jquery.validate.unobtrusive) without jQuery. This
 * surface is small on purpose: the engine and the built-in rules load on demand.
 */
import { loadEngine } from './load.ts';

export { startValidation, stopValidation } from './observer.ts';
export { addRule } from './ruleRegistry.ts';
export type { FieldKind, Rule, RuleContext, RuleOptions, RuleParams } from './types.ts';

/**
 * Validates a form as a submit would (messages, summary, aria, focus on the first invalid
 * field), loading the engine first if needed. A checkout widget calls it before showing its
 * button's loading state.
 * @returns true when the form is valid.
 */
export async function validateForm(form: HTMLFormElement): Promise<boolean> {
  const engine = await loadEngine();
  return engine.validateForm(form);
}
