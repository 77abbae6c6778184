import { readListItemRow } from './listItemRow.ts';

const row = (html: string) => {
  const table = document.createElement('table');
  table.innerHTML = `<tbody>${html}</tbody>`;
  return table.querySelector('tr') as Element;
};

describe('readListItemRow', () => {
  it('reads the ids, the product link, the picture, the variant, the SKU, the price and the quantity of a row', () => {
    const item = readListItemRow(
      row(`<tr data-item-id="7" data-variant-id="100101" data-quantity="3">
        <td><img class="birthlist__image" src="/media/products/1/100101/1.jpg" alt="">
        <a class="birthlist__product" href="/fr/p/1"> Body bébé </a><span class="birthlist__variant">Blanc / 3 mois</span>
        <span class="birthlist__sku">SKU-1</span></td>
        <td class="birthlist__price">19,99 €</td></tr>`),
      'birthlist',
    );
    expect(item).toEqual({
      id: 7,
      variantId: 100101,
      name: 'Body bébé',
      href: '/fr/p/1',
      sku: 'SKU-1',
      variant: 'Blanc / 3 mois',
      imageUrl: '/media/products/1/100101/1.jpg',
      priceText: '19,99 €',
      quantity: 3,
    });
  });

  it('skips a row without a valid item or variant id', () => {
    expect(
      readListItemRow(row('<tr data-item-id="x" data-variant-id="1"></tr>'), 'wishlist'),
    ).toBeUndefined();
    expect(
      readListItemRow(row('<tr data-item-id="1" data-variant-id="0"></tr>'), 'wishlist'),
    ).toBeUndefined();
  });

  it('counts a missing or bad quantity as one', () => {
    expect(readListItemRow(row('<tr data-item-id="1" data-variant-id="2"></tr>'), 'wishlist')?.quantity).toBe(
      1,
    );
    expect(
      readListItemRow(row('<tr data-item-id="1" data-variant-id="2" data-quantity="-4"></tr>'), 'wishlist')
        ?.quantity,
    ).toBe(1);
  });
});
