import { readWishlistForm } from './formModel.ts';
import { nextFormState } from './formState.ts';

const popup = `<main><h1>Ajouter</h1><form class="wishlist-form" data-product-name="Tasse">
  <input type="hidden" name="productVariantId" value="110401">
  <label for="l">Liste</label><select id="l" name="List"><option value="11">Cuisine</option><option value="12" selected>Fête</option><option value="0">Nouvelle</option></select>
  <label for="n">Nom</label><input id="n" name="NewListName" value="">
  <label for="q">Quantité</label><input id="q" name="Quantity" value="2">
  <p class="wishlist-form__error">Nom obligatoire</p><button type="submit">Ajouter</button></form></main>`;

describe('readWishlistForm', () => {
  it('reads the lists, the chosen one, the variant, the quantity, the error and the labels', () => {
    expect(readWishlistForm(popup)).toEqual({
      title: 'Ajouter',
      productName: 'Tasse',
      variantId: 110401,
      lists: [
        { id: 11, name: 'Cuisine' },
        { id: 12, name: 'Fête' },
        { id: 0, name: 'Nouvelle' },
      ],
      selected: 12,
      newListName: '',
      quantity: '2',
      error: 'Nom obligatoire',
      labels: { list: 'Liste', newListName: 'Nom', quantity: 'Quantité', submit: 'Ajouter' },
    });
  });

  it('finds no form in other HTML', () => {
    expect(readWishlistForm('<p>Merci</p>')).toBeUndefined();
  });
});

describe('the add form flow', () => {
  it('goes loading on submit, ignores a second submit, and comes back on reset', () => {
    expect(nextFormState('idle', 'submit')).toBe('loading');
    expect(nextFormState('loading', 'submit')).toBe('loading');
    expect(nextFormState('loading', 'reset')).toBe('idle');
  });
});
