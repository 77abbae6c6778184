import { infoMessages, isCartDetails, isCartSummary } from './cartAnswer.ts';

const summary = { ItemsCount: 2, AmountTaxInclHtml: '2,00&nbsp;€', AmountTaxExclHtml: '1,65&nbsp;€' };

describe('cart answers', () => {
  it('knows a cart summary by its count and two HTML amounts', () => {
    expect(isCartSummary(summary)).toBe(true);
    expect(isCartSummary({ ...summary, ItemsCount: '2' })).toBe(false);
    expect(isCartSummary({ ItemsCount: 2 })).toBe(false);
    expect(isCartSummary('<html>login</html>')).toBe(false);
    expect(isCartSummary(null)).toBe(false);
    expect(isCartSummary(true)).toBe(false);
  });
  it('knows a full cart by lines that all are cart lines', () => {
    expect(isCartDetails({ ...summary, Items: [{ ShoppingCartItemId: 1, Quantity: 2, Name: 'A' }] })).toBe(
      true,
    );
    expect(isCartDetails({ ...summary, Items: [{ Quantity: 2 }] })).toBe(false);
    expect(isCartDetails(summary)).toBe(false);
  });
  it('reads the info messages of a quantity answer and drops bad ones', () => {
    const note = {
      ItemOrigin: 'Catalog',
      ItemKey: '7',
      ItemOriginAndKey: 'Catalog|7',
      ItemName: 'Vase',
      Quantity: 5,
    };
    expect(infoMessages({ InfoMessages: [note, { ItemName: 3 }] })).toEqual([note]);
    expect(infoMessages(summary)).toEqual([]);
  });
});
