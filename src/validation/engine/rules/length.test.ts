import { length, maxlength, minlength } from './length.ts';
import { staticContext } from './staticContext.ts';

const ctx = staticContext();

describe('length', () => {
  it('passes within min and max', () => expect(length('abc', { min: '2', max: '4' }, ctx)).toBe(true));
  it('fails under min', () => expect(length('a', { min: '2', max: '4' }, ctx)).toBe(false));
  it('fails over max', () => expect(length('abcde', { min: '2', max: '4' }, ctx)).toBe(false));
  it('works with max only', () => expect(length('abcde', { max: '5' }, ctx)).toBe(true));
  it('passes on an empty value', () => expect(length('', { min: '2' }, ctx)).toBe(true));
});

describe('minlength', () => {
  it('fails under the minimum', () => expect(minlength('ab', { min: '3' }, ctx)).toBe(false));
  it('passes at the minimum', () => expect(minlength('abc', { min: '3' }, ctx)).toBe(true));
  it('passes on an empty value', () => expect(minlength('', { min: '3' }, ctx)).toBe(true));
});

describe('maxlength', () => {
  it('fails over the limit', () => expect(maxlength('abcd', { max: '3' }, ctx)).toBe(false));
  it('passes at the limit', () => expect(maxlength('abc', { max: '3' }, ctx)).toBe(true));
  it('maxlength passes when the limit is 0', () => expect(maxlength('abcd', { max: '0' }, ctx)).toBe(true));
  it('passes when the limit is negative', () => expect(maxlength('abcd', { max: '-1' }, ctx)).toBe(true));
  it('passes when the field is empty', () => expect(maxlength('', { max: '3' }, ctx)).toBe(true));
  it('passes without a limit', () => expect(maxlength('abcd', {}, ctx)).toBe(true));
});
