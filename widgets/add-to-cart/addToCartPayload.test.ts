import { addToCartPayload } from './addToCartPayload.ts';

const form: [string, string][] = [
  ['ProductVariantId', '100101'],
  ['Quantity', '3'],
  ['Name', 'Vase'],
  ['ItemOrigin', 'Catalog'],
];

describe('addToCartPayload', () => {
  it('sends the form fields with price, OrderId and currencyCode, form-serialised', () => {
    const payload = addToCartPayload(form, {}, { price: 24.9, currencyCode: 'EUR' });
    expect(payload.toString()).toBe(
      'ProductVariantId=100101&Quantity=3&Name=Vase&ItemOrigin=Catalog&price=24.9&OrderId=&currencyCode=EUR',
    );
  });
  it('lets the order-origin fields replace the form origin and add their own', () => {
    const payload = addToCartPayload(
      form,
      { ItemOrigin: 'Order', ItemKey: 1001, OrderId: 77, Nested: { a: 1 } },
      { price: 1, currencyCode: 'EUR' },
    );
    expect(payload.get('ItemOrigin')).toBe('Order');
    expect(payload.get('ItemKey')).toBe('1001');
    expect(payload.get('OrderId')).toBe('77');
    expect(payload.has('Nested')).toBe(false);
  });
  it('never lets an order-origin field override the core fields', () => {
    const payload = addToCartPayload(form, { Quantity: 99, Name: 'X' }, { price: 1, currencyCode: 'EUR' });
    expect(payload.get('Quantity')).toBe('3');
    expect(payload.get('Name')).toBe('Vase');
  });
});
