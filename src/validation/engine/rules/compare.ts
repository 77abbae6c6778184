import type { Rule } from '../../types.ts';

/** `equalto`: the value equals the field named by `other` (`*.Password`: same prefix). */
export const equalto: Rule = (value, params, ctx) => {
  if (value === '' || !params.other) return true;
  return value === (ctx.value(params.other) ?? '');
};

/** The field names listed in a comma-separated parameter. */
export function nameList(...lists: (string | undefined)[]): string[] {
  return lists
    .flatMap((list) => (list ?? '').split(','))
    .map((name) => name.trim())
    .filter((name) => name !== '');
}

/**
 * `notequalto`: the trimmed value differs from each field listed (comma separated) in
 * `otherproperties` and in `other`. A listed field that is missing or empty never matches.
 */
export const notequalto: Rule = (value, params, ctx) => {
  const own = value.trim();
  if (own === '') return true;
  return nameList(params.otherproperties, params.other).every((name) => {
    const other = ctx.value(name)?.trim();
    return other === undefined || other === '' || other !== own;
  });
};
