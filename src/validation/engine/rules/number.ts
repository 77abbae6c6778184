import type { Rule } from '../../types.ts';
import { numericParam } from './length.ts';

const NUMBER = /^-?\d+(?:[.,]\d+)?$/;

/**
 * Parses what a customer may type as a number: digits, an optional leading minus and at most
 * one dot or comma as the decimal separator. Undefined for anything else.
 */
export function parseNumber(text: string): number | undefined {
  const trimmed = text.trim();
  return NUMBER.test(trimmed) ? Number(trimmed.replace(',', '.')) : undefined;
}

/** `number`: digits with an optional single dot or comma decimal separator and leading minus. */
export const number: Rule = (value) => value.trim() === '' || parseNumber(value) !== undefined;

/** `range`: a number (decimal comma accepted) between `min` and `max`, bounds included. */
export const range: Rule = (value, params) => {
  if (value.trim() === '') return true;
  const parsed = parseNumber(value);
  if (parsed === undefined) return false;
  const min = numericParam(params.min);
  const max = numericParam(params.max);
  return (min === undefined || parsed >= min) && (max === undefined || parsed <= max);
};
