import { describe, expect, it } from 'vitest';
import { analyticsItem, answerMessage, cartPayload } from './cartPayload.ts';

describe('cartPayload', () => {
  it('sends the variant, quantity and name as numbers and text', () => {
    expect(cartPayload({ ProductVariantId: '100101', Quantity: '3', Name: 'Vase' }, {})).toEqual({
      ProductVariantId: 100101,
      Quantity: 3,
      Name: 'Vase',
    });
  });
  it('adds the order-origin fields as text', () => {
    const payload = cartPayload(
      { ProductVariantId: '1', Quantity: '1', Name: 'A' },
      { ItemOrigin: 'Catalog', ItemKey: 1001, Nested: { a: 1 } },
    );
    expect(payload).toEqual({
      ProductVariantId: 1,
      Quantity: 1,
      Name: 'A',
      ItemOrigin: 'Catalog',
      ItemKey: '1001',
    });
  });
  it('never lets an order-origin field override the core fields', () => {
    const payload = cartPayload({ ProductVariantId: '7', Quantity: '2', Name: 'B' }, { Quantity: 99 });
    expect(payload.Quantity).toBe(2);
  });
});

describe('analyticsItem', () => {
  it('describes the added product with the shown sku and price', () => {
    const payload = cartPayload({ ProductVariantId: '100101', Quantity: '2', Name: 'Vase' }, {});
    expect(
      analyticsItem(
        { item_id: '1001', item_name: 'Vase', item_brand: 'Nord', item_category: 'Vases' },
        payload,
        'V-1',
        24.9,
      ),
    ).toEqual({
      item_name: 'Vase',
      item_id: '1001',
      sku: 'V-1',
      price: 24.9,
      item_brand: 'Nord',
      item_category: 'Vases',
      quantity: 2,
      index: 0,
    });
  });
});

describe('answerMessage', () => {
  it('reads the Message of an answer', () => {
    expect(answerMessage({ Message: 'Trop peu' })).toBe('Trop peu');
    expect(answerMessage({ Message: '' })).toBeUndefined();
    expect(answerMessage('x')).toBeUndefined();
  });
});
