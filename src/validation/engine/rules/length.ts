import type { Rule } from '../../types.ts';

/** A numeric parameter, or undefined when absent or not a number. */
export function numericParam(text: string | undefined): number | undefined {
  if (text === undefined || text.trim() === '') return undefined;
  const parsed = Number(text.trim().replace(',', '.'));
  return Number.isNaN(parsed) ? undefined : parsed;
}

/** `length`: at least `min` and at most `max` characters (either may be absent). */
export const length: Rule = (value, params) => {
  if (value === '') return true;
  const min = numericParam(params.min);
  const max = numericParam(params.max);
  return (min === undefined || value.length >= min) && (max === undefined || value.length <= max);
};

/** `minlength`: at least `min` characters. */
export const minlength: Rule = (value, params) => {
  const min = numericParam(params.min);
  return value === '' || min === undefined || value.length >= min;
};

/** `maxlength`: at most `max` characters; a limit of 0 or less means no limit. */
export const maxlength: Rule = (value, params) => {
  const max = numericParam(params.max);
  return value === '' || max === undefined || max <= 0 || value.length <= max;
};
