import { latinDigits } from '../../src/index.ts';

/** The limits of a quantity field. `max` 0 means no maximum. */
export interface QuantityRules {
  min: number;
  step: number;
  max: number;
}

/** The limits of the +/- variant: `min` only when the markup sets one. */
export interface CounterRules {
  step: number;
  max: number;
  min: number | undefined;
  /** Never below 0 (the "disable negative" option). */
  disableNegative: boolean;
}

function decimalsOf(n: number): number {
  const text = String(n);
  const dot = text.indexOf('.');
  return dot === -1 ? 0 : text.length - dot - 1;
}

/**
 * Parses what the customer typed; a decimal comma and Arabic-Indic digits are accepted. NaN when it is not a number,
 * including digits too many to be a finite number ('999…', 400 digits), which are not 'Infinity'.
 */
export function parseQuantity(raw: string): number {
  const text = latinDigits(raw).trim().replace(',', '.');
  if (text === '' || !/^[-+]?(\d+\.?\d*|\.\d+)$/.test(text)) return Number.NaN;
  const value = Number(text);
  return Number.isFinite(value) ? value : Number.NaN;
}

function roundToStep(value: number, step: number): number {
  const safeStep = step > 0 ? step : 1;
  const rounded = Math.round(value / safeStep) * safeStep;
  return Number(rounded.toFixed(decimalsOf(safeStep)));
}

function capAtMax(value: number, max: number): number {
  return max > 0 && value > max ? max : value;
}

/**
 * Applies the quantity rules: rounded to the step, raised to the minimum, capped at the maximum;
 * a non-number becomes empty.
 */
export function normaliseQuantity(raw: string, rules: QuantityRules): string {
  const value = parseQuantity(raw);
  if (Number.isNaN(value)) return '';
  const stepped = roundToStep(value, rules.step);
  const raised = Math.max(stepped, rules.min);
  return String(capAtMax(raised, rules.max));
}

/**
 * Applies the rules of the +/- variant: a non-number becomes 0, rounded to the step, never below 0
 * when negatives are disabled, raised to an explicit minimum, capped at the maximum.
 */
export function normaliseCounter(raw: string, rules: CounterRules): string {
  const value = parseQuantity(raw);
  let result = Number.isNaN(value) ? 0 : roundToStep(value, rules.step);
  if (rules.min !== undefined && result < rules.min) result = rules.min;
  if (rules.disableNegative && result < 0) result = 0;
  return String(capAtMax(result, rules.max));
}

/** One press of + (direction 1) or - (direction -1) from the current text. */
export function stepCounter(raw: string, direction: 1 | -1, rules: CounterRules): string {
  const current = Number(normaliseCounter(raw, rules));
  const step = rules.step > 0 ? rules.step : 1;
  return normaliseCounter(String(current + direction * step), rules);
}

/**
 * One arrow-key step (ArrowUp 1, ArrowDown -1) from the current text, as a native number field
 * steps: from the minimum when the text is not a number. The result is normalised when committed.
 */
export function stepQuantity(raw: string, direction: 1 | -1, rules: QuantityRules): string {
  const current = Number(normaliseQuantity(raw, rules) || rules.min);
  return String(current + direction * rules.step);
}
