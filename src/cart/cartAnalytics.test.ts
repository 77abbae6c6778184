import { cartAnalyticsItem, trackCartChange } from './cartAnalytics.ts';

const vase = { id: '1001', name: 'Vase', price: 12.5, sku: 'V-1' };

describe('cart analytics', () => {
  beforeEach(() => {
    window.dataLayer = [];
  });
  it('describes every product with the same GA4 item shape', () => {
    expect(cartAnalyticsItem(vase, 2)).toEqual({
      item_name: 'Vase',
      item_id: '1001',
      sku: 'V-1',
      price: 12.5,
      item_brand: '',
      item_category: '',
      quantity: 2,
      index: 0,
    });
  });
  it('reports a raised quantity as add_to_cart of the units added', () => {
    trackCartChange(vase, 2, 5);
    expect(window.dataLayer?.at(-1)).toMatchObject({
      event: 'add_to_cart',
      ecommerce: { value: 37.5, items: [{ item_id: '1001', quantity: 3 }] },
    });
  });
  it('reports a lowered or deleted line as remove_from_cart', () => {
    trackCartChange(vase, 4, 0);
    expect(window.dataLayer?.at(-1)).toMatchObject({
      event: 'remove_from_cart',
      ecommerce: { items: [{ quantity: 4 }] },
    });
  });
  it('reports nothing when the quantity stayed', () => {
    trackCartChange(vase, 3, 3);
    expect(window.dataLayer).toEqual([]);
  });
});
