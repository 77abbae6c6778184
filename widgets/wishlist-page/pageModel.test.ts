import { readListHtml, readPage } from './pageModel.ts';

const page = `<div class="wishlists">
  <nav class="wishlists__nav" aria-label="Mes listes"><ul>
    <li><a href="/fr/catalog/wishlist/list?Id=11" data-wishlist-id="11" aria-current="page">Cuisine</a> <span class="wishlists__count">2 produit(s)</span></li>
    <li><a href="/fr/catalog/wishlist/list?Id=12" data-wishlist-id="12">Fête</a> <span class="wishlists__count">0 produit(s)</span></li>
  </ul></nav>
  <section class="wishlist" data-wishlist-id="11" data-name="Cuisine" data-description="Neuve"><table><tbody>
    <tr data-item-id="1101" data-variant-id="110401" data-quantity="2"><td><a class="wishlist__product" href="/p/1">Tasse</a><span class="wishlist__sku">S-1</span></td><td class="wishlist__price">5,00 €</td></tr>
    <tr data-item-id="x" data-variant-id="1"><td>broken row</td></tr>
  </tbody></table></section></div>`;

describe('the wishlist page markup', () => {
  it('reads the side navigation and the active list', () => {
    document.body.innerHTML = page;
    const model = readPage(document.body);
    expect(model.navLabel).toBe('Mes listes');
    expect(model.nav.map((entry) => [entry.id, entry.name, entry.countText])).toEqual([
      [11, 'Cuisine', '2 produit(s)'],
      [12, 'Fête', '0 produit(s)'],
    ]);
    expect(model.list).toMatchObject({ id: 11, name: 'Cuisine', description: 'Neuve' });
    expect(model.list?.items).toEqual([
      {
        id: 1101,
        variantId: 110401,
        name: 'Tasse',
        href: '/p/1',
        sku: 'S-1',
        variant: '',
        imageUrl: '',
        priceText: '5,00 €',
        quantity: 2,
      },
    ]);
  });

  it('reads a list_item answer, and nothing from other HTML', () => {
    expect(readListHtml(page)?.id).toBe(11);
    expect(readListHtml('<p>Erreur</p>')).toBeUndefined();
  });
});
