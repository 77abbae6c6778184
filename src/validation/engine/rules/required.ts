import type { Rule, RuleContext } from '../../types.ts';

/** True when the field holds something: a checked box or radio, or a non-blank value. */
export function isPresent(value: string, ctx: RuleContext): boolean {
  if (ctx.kind === 'checkbox' || ctx.kind === 'radio') return ctx.checked;
  return value.trim() !== '';
}

/**
 * `required`: a trimmed non-empty value, a chosen option, one radio of the group checked, or a
 * checked checkbox. (The DOM adapter does not apply `data-val-required` to checkboxes, as
 * unobtrusive does: ASP.NET renders it on every `bool` checkbox. Use `mandatory` for those.)
 */
export const required: Rule = (value, _params, ctx) => isPresent(value, ctx);

/** `mandatory`: like required, and applied to checkboxes too, which must then be checked. */
export const mandatory: Rule = (value, _params, ctx) => isPresent(value, ctx);

/** `enforcetrue`: the checkbox must be checked (a non-checkbox must hold `true`). */
export const enforcetrue: Rule = (value, _params, ctx) =>
  ctx.kind === 'checkbox' ? ctx.checked : value.trim().toLowerCase() === 'true';

const EQUAL_COMPARISONS = ['equal', 'isequalto'];

/**
 * `requiredif`: required when the field `dependentproperty` is equal (comparison `equal` or
 * `isequalto`) or, for any other comparison or none, not equal to `targetvalue`. Values compare
 * trimmed and case-insensitively, so a checkbox's `'true'` matches the server's `True`.
 */
export const requiredif: Rule = (value, params, ctx) => {
  const dependent = params.dependentproperty;
  if (!dependent) return true;
  const actual = (ctx.value(dependent) ?? '').trim().toLowerCase();
  const target = (params.targetvalue ?? '').trim().toLowerCase();
  const wantsEqual = EQUAL_COMPARISONS.includes((params.comparison ?? '').trim().toLowerCase());
  const applies = wantsEqual ? actual === target : actual !== target;
  return !applies || isPresent(value, ctx);
};

/** `requiredor`: this field or the field `otherproperty` must be filled. */
export const requiredor: Rule = (value, params, ctx) => {
  if (isPresent(value, ctx)) return true;
  return params.otherproperty ? ctx.filled(params.otherproperty) : false;
};
