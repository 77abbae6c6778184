import type { CardState } from './PaymentProvider.ts';

/** The fields of the card form (holder name and billing address are required). */
export const CARD_FIELDS = [
  'number',
  'expiry',
  'cvc',
  'holderName',
  'street',
  'houseNumber',
  'postalCode',
  'city',
  'country',
] as const;

export type CardField = (typeof CARD_FIELDS)[number];
export type CardValues = Record<CardField, string>;

/** Why a field is not valid; each maps to a translated message. */
export type FieldProblem = 'required' | 'number' | 'expiry' | 'expired' | 'cvc';

/** Fields the customer types in (the country is a choice with a default, never "typed"). */
const TYPED: readonly CardField[] = CARD_FIELDS.filter((field) => field !== 'country');

/** Digits only: spaces and dashes a customer types between groups are dropped. */
export function digitsOf(value: string): string {
  return value.replace(/[\s-]/g, '');
}

/** The Luhn checksum every card number carries. */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  let double = false;
  for (let i = digits.length - 1; i >= 0; i--) {
    let digit = Number(digits[i]);
    if (double) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
    double = !double;
  }
  return sum % 10 === 0;
}

/**
 * The expiry typed as MM/YY, M/YY, MM/YYYY or MMYY (a phone's numeric keypad has no "/"), as
 * month and four-digit year; undefined when unreadable.
 */
export function parseExpiry(value: string): { month: number; year: number } | undefined {
  const match = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(value) ?? /^\s*(\d{2})(\d{2})\s*$/.exec(value);
  if (!match) return undefined;
  const month = Number(match[1]);
  const year = Number(match[2]?.length === 2 ? `20${match[2]}` : match[2]);
  return month >= 1 && month <= 12 ? { month, year } : undefined;
}

/**
 * The expiry as MM/YY while it is typed: a month above 1 gets its leading zero (`3` → `03/`), the
 * slash comes after the month, a four-digit year keeps its last two. `deleting` leaves a trailing
 * slash out, so Backspace after `03/` removes the slash instead of putting it back.
 */
export function formatExpiry(typed: string, deleting = false): string {
  const slashed = /^\s*(\d{1,2})\s*\/\s*(\d*)/.exec(typed);
  let month: string;
  let year: string;
  if (slashed) {
    month = (slashed[1] ?? '').padStart(2, '0');
    const digits = slashed[2] ?? '';
    year = digits.length === 4 ? digits.slice(2) : digits.slice(0, 2);
  } else {
    const digits = typed.replace(/\D/g, '');
    const padded = /^[2-9]/.test(digits) ? `0${digits}` : digits;
    month = padded.slice(0, 2);
    year = padded.slice(2, 4);
  }
  if (year !== '') return `${month}/${year}`;
  return month.length === 2 && !deleting ? `${month}/` : month;
}

/** American Express numbers (34, 37) carry a four-digit security code, the others three. */
export function cvcLength(number: string): number {
  return /^3[47]/.test(digitsOf(number)) ? 4 : 3;
}

/** What is wrong with one field, or undefined when it is valid. `today` is for the expiry. */
export function fieldProblem(field: CardField, values: CardValues, today: Date): FieldProblem | undefined {
  const value = values[field].trim();
  if (value === '') return 'required';
  if (field === 'number') {
    const digits = digitsOf(value);
    return /^\d{12,19}$/.test(digits) && passesLuhn(digits) ? undefined : 'number';
  }
  if (field === 'expiry') {
    const expiry = parseExpiry(value);
    if (!expiry) return 'expiry';
    const thisMonth = today.getFullYear() * 12 + today.getMonth() + 1;
    return expiry.year * 12 + expiry.month < thisMonth ? 'expired' : undefined;
  }
  if (field === 'cvc')
    return new RegExp(`^\\d{${cvcLength(values.number)}}$`).test(value) ? undefined : 'cvc';
  return undefined;
}

/** Every field's problem (valid fields are left out). */
export function cardProblems(values: CardValues, today: Date): Partial<Record<CardField, FieldProblem>> {
  const problems: Partial<Record<CardField, FieldProblem>> = {};
  for (const field of CARD_FIELDS) {
    const problem = fieldProblem(field, values, today);
    if (problem) problems[field] = problem;
  }
  return problems;
}

/** `empty` before anything is typed, `valid` when every field is, `invalid` in between. */
export function cardState(values: CardValues, today: Date): Exclude<CardState, 'loading'> {
  if (TYPED.every((field) => values[field].trim() === '')) return 'empty';
  return Object.keys(cardProblems(values, today)).length === 0 ? 'valid' : 'invalid';
}
