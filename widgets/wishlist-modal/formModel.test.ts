import { positiveQuantity, readWishlistForm } from './formModel.ts';
import { nextFormState } from './formState.ts';
import { keepPendingAdd, takePendingAdd } from './pendingAdd.ts';

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

describe('positiveQuantity', () => {
  it('formats the quantity as a positive whole number', () => {
    expect(positiveQuantity('-3')).toBe(3);
    expect(positiveQuantity('2,6')).toBe(3);
    expect(positiveQuantity('abc')).toBe(1);
    expect(positiveQuantity('0')).toBe(1);
  });
});

describe('the add form flow', () => {
  it('goes loading on submit, ignores a second submit, and comes back on reset', () => {
    expect(nextFormState('idle', 'submit')).toBe('loading');
    expect(nextFormState('loading', 'submit')).toBe('loading');
    expect(nextFormState('loading', 'reset')).toBe('idle');
  });
});

describe('pending add across a login', () => {
  const add = { List: 12, NewListName: '', productVariantId: 110401, Quantity: 2 };

  it('is given back once, for its variant only', () => {
    keepPendingAdd(add);
    expect(takePendingAdd(999)).toBeUndefined();
    expect(takePendingAdd(110401)).toEqual(add);
    expect(takePendingAdd(110401)).toBeUndefined();
  });

  it('is dropped when stale', () => {
    keepPendingAdd(add);
    expect(takePendingAdd(110401, Date.now() + 60 * 60 * 1000)).toBeUndefined();
  });
});
