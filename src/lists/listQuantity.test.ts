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
});
