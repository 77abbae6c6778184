import { answerUrl, topUpQuantity } from './topUp.ts';

describe('the top-up quantity', () => {
  it('is a whole number of units from 1', () => {
    expect(topUpQuantity('3')).toBe(3);
    expect(topUpQuantity(' 12 ')).toBe(12);
  });

  it('reads Arabic-Indic digits as the number they are', () => {
    expect(topUpQuantity('٣')).toBe(3);
    expect(topUpQuantity('۱۰')).toBe(10);
  });

  it('is missing when the field is empty, zero, negative, decimal or not a number', () => {
    for (const raw of ['', '   ', '0', '-2', '1.5', '2,5', 'deux', '1e3', '99999999999999999999'])
      expect(topUpQuantity(raw)).toBeNull();
  });
});

describe('the address the top-up call answers', () => {
  it('is the answer itself when it is a string, or its Url', () => {
    expect(answerUrl('/fr/sales/prepaidaccounts/payment/71')).toBe('/fr/sales/prepaidaccounts/payment/71');
    expect(answerUrl({ Url: '/fr/shoppingcarts' })).toBe('/fr/shoppingcarts');
  });

  it('is missing from an empty or unexpected answer', () => {
    expect(answerUrl('')).toBeNull();
    expect(answerUrl(undefined)).toBeNull();
    expect(answerUrl({ Url: 4 })).toBeNull();
  });
});
