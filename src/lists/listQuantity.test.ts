import { listQuantity } from './listQuantity.ts';

describe('listQuantity', () => {
  it('keeps positive whole numbers, rounding and dropping the sign', () => {
    expect(listQuantity('3')).toBe(3);
    expect(listQuantity(' -4 ')).toBe(4);
    expect(listQuantity('2,4')).toBe(2);
    expect(listQuantity('2,6')).toBe(3);
  });

  it('refuses zero and text', () => {
    expect(listQuantity('0')).toBeUndefined();
    expect(listQuantity('abc')).toBeUndefined();
  });

  it('refuses an empty field and a number too big to be finite', () => {
    expect(listQuantity('')).toBeUndefined();
    expect(listQuantity('  ')).toBeUndefined();
    expect(listQuantity('1e309')).toBeUndefined();
  });

  it('reads Arabic-Indic digits as the number they are', () => {
    expect(listQuantity('٣')).toBe(3);
    expect(listQuantity('۱۲')).toBe(12);
  });
});
