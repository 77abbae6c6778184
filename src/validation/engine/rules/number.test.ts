import { number, parseNumber, range } from './number.ts';
import { staticContext } from './staticContext.ts';

const ctx = staticContext();

describe('number', () => {
  it('accepts digits', () => expect(number('42', {}, ctx)).toBe(true));
  it('accepts one dot', () => expect(number('4.5', {}, ctx)).toBe(true));
  it('number accepts one comma', () => expect(number('4,5', {}, ctx)).toBe(true));
  it('accepts a leading minus', () => expect(number('-4,5', {}, ctx)).toBe(true));
  it('number rejects two separators', () => {
    expect(number('1.000,5', {}, ctx)).toBe(false);
    expect(number('1,2,3', {}, ctx)).toBe(false);
  });
  it('rejects letters', () => expect(number('4a', {}, ctx)).toBe(false));
  it('rejects a separator without digits after it', () => expect(number('4,', {}, ctx)).toBe(false));
  it('passes on an empty value', () => expect(number('', {}, ctx)).toBe(true));
  it('parses a decimal comma', () => expect(parseNumber(' 2,5 ')).toBe(2.5));
});

describe('range', () => {
  const params = { min: '1', max: '10' };
  it('passes inside the range, bounds included', () => {
    expect(range('1', params, ctx)).toBe(true);
    expect(range('10', params, ctx)).toBe(true);
  });
  it('fails outside the range', () => {
    expect(range('0', params, ctx)).toBe(false);
    expect(range('10,5', params, ctx)).toBe(false);
  });
  it('accepts a decimal comma', () => expect(range('9,99', params, ctx)).toBe(true));
  it('fails on a non-number', () => expect(range('abc', params, ctx)).toBe(false));
  it('reads bounds written in exponent notation', () => {
    expect(range('1000', { min: '0', max: '1.79769313486232E+308' }, ctx)).toBe(true);
  });
  it('passes on an empty value', () => expect(range('', params, ctx)).toBe(true));
});
