import { infoMessages, isCartSummary } from './cartAnswer.ts';
import { readCartAnswer } from './readCartAnswer.ts';

/** The full cart an answer holds, as the store takes it. */
const readCartDetails = (data: unknown) => readCartAnswer(data)?.details;

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
  it('reads an answer once: its summary, its full cart and its notes; nothing from what is no cart', () => {
    const note = { ItemOrigin: 'P', ItemKey: '7', ItemOriginAndKey: 'P|7', ItemName: 'Tasse', Quantity: 3 };
    const answer = readCartAnswer({
      ...summary,
      Items: [],
      InfoMessages: [note, { ItemName: 1 }],
      Extra: 'x',
    });
    expect(answer?.summary).toEqual(summary);
    expect(answer?.details?.Items).toEqual([]);
    expect(answer?.info).toEqual([note]);
    expect(readCartAnswer({ ItemsCount: 2, Items: [] })).toBeUndefined();
    expect(readCartAnswer('<html>login</html>')).toBeUndefined();
  });
  it('knows a full cart by lines that all are cart lines', () => {
    const line = { ShoppingCartItemId: 1, Quantity: 2, Name: 'A' };
    expect(readCartDetails({ ...summary, Items: [line] })?.Items[0]).toMatchObject(line);
    expect(readCartDetails({ ...summary, Items: [{ Quantity: 2 }] })).toBeUndefined();
    expect(readCartDetails(summary)).toBeUndefined();
  });
  it('links a line to the shop’s own product pages only', () => {
    const productUrl = (ProductUrl: string) =>
      readCartDetails({ ...summary, Items: [{ ShoppingCartItemId: 1, Quantity: 1, Name: 'A', ProductUrl }] })
        ?.Items[0]?.ProductUrl;
    expect(productUrl('/fr/catalog/products/1001')).toBe(`${location.origin}/fr/catalog/products/1001`);
    for (const hostile of [
      '//evil.example/p',
      '/\\evil.example/p',
      'https:evil.example',
      'javascript:alert(1)',
    ])
      expect(productUrl(hostile), hostile).toBe('');
  });
  it('reads the fields a full cart left out as empty, and drops shipping methods that are none', () => {
    const cart = readCartDetails({
      ...summary,
      Items: [],
      CouponCode: null,
      ShippingMethods: [
        { ShippingMethodId: 4, Name: 'Relais', AmountTaxInclHtml: '3,90&nbsp;€' },
        { Name: 'x' },
      ],
    });
    expect(cart).toMatchObject({ CouponCode: '', ShippingMethodId: 0, Countries: [], PostalCode: '' });
    expect(cart?.ShippingMethods.map((method) => method.ShippingMethodId)).toEqual([4]);
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
