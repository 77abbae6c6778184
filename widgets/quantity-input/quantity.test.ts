import { normaliseCounter, normaliseQuantity, parseQuantity, stepCounter, stepQuantity } from './quantity.ts';

const plain = { min: 1, step: 1, max: 0 };

describe('normaliseQuantity', () => {
  it('reads Arabic-Indic digits as the number they are', () => {
    expect(normaliseQuantity('٧', { min: 2, step: 2, max: 10 })).toBe('8');
    expect(normaliseQuantity('۱۲', { min: 1, step: 1, max: 0 })).toBe('12');
  });

  it('rounds to the step', () => {
    expect(normaliseQuantity('5', { min: 2, step: 2, max: 0 })).toBe('6');
    expect(normaliseQuantity('7.4', plain)).toBe('7');
    expect(normaliseQuantity('0.74', { min: 0.25, step: 0.25, max: 0 })).toBe('0.75');
  });

  it('raises the value to the minimum', () => {
    expect(normaliseQuantity('0', plain)).toBe('1');
    expect(normaliseQuantity('-4', plain)).toBe('1');
    expect(normaliseQuantity('1', { min: 3, step: 1, max: 0 })).toBe('3');
  });

  it('caps the value at the maximum', () => {
    expect(normaliseQuantity('11', { min: 1, step: 1, max: 10 })).toBe('10');
  });

  it('has no maximum when it is 0', () => {
    expect(normaliseQuantity('9999', plain)).toBe('9999');
  });

  it('turns a non-number into an empty value', () => {
    expect(normaliseQuantity('abc', plain)).toBe('');
    expect(normaliseQuantity('', plain)).toBe('');
    expect(normaliseQuantity('1e3', plain)).toBe('');
    expect(normaliseQuantity('2x', plain)).toBe('');
  });

  it('treats a number too large to be finite as not a number: empty, never Infinity', () => {
    const huge = '9'.repeat(400);
    expect(parseQuantity(huge)).toBeNaN();
    expect(normaliseQuantity(huge, plain)).toBe('');
    expect(normaliseQuantity(`${huge},5`, { min: 1, step: 1, max: 10 })).toBe('');
    expect(normaliseCounter(huge, { step: 1, max: 0, min: undefined, disableNegative: true })).toBe('0');
  });

  it('accepts a decimal comma', () => {
    expect(parseQuantity('2,5')).toBe(2.5);
    expect(normaliseQuantity('2,6', plain)).toBe('3');
  });
});

describe('normaliseCounter (the +/- variant)', () => {
  const counter = { step: 1, max: 0, min: undefined, disableNegative: true };

  it('turns a non-number into 0', () => {
    expect(normaliseCounter('abc', counter)).toBe('0');
  });

  it('never goes below 0 when negatives are disabled', () => {
    expect(normaliseCounter('-3', counter)).toBe('0');
    expect(stepCounter('0', -1, counter)).toBe('0');
  });

  it('goes below 0 when negatives are allowed', () => {
    expect(stepCounter('0', -1, { ...counter, disableNegative: false })).toBe('-1');
  });

  it('steps by the step and stops at the maximum', () => {
    expect(stepCounter('4', 1, { ...counter, step: 2, max: 6 })).toBe('6');
    expect(stepCounter('6', 1, { ...counter, step: 2, max: 6 })).toBe('6');
  });

  it('respects an explicit minimum', () => {
    expect(stepCounter('1', -1, { ...counter, min: 1 })).toBe('1');
  });
});

describe('stepQuantity (the arrow keys)', () => {
  it('steps from the normalised value by the step', () => {
    expect(stepQuantity('4', 1, { min: 2, step: 2, max: 0 })).toBe('6');
    expect(stepQuantity('4', -1, { min: 2, step: 2, max: 0 })).toBe('2');
  });

  it('steps from the minimum when the field holds no number', () => {
    expect(stepQuantity('', 1, { min: 3, step: 1, max: 0 })).toBe('4');
    expect(stepQuantity('abc', -1, { min: 3, step: 1, max: 0 })).toBe('2');
  });
});
