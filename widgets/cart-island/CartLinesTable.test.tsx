import { signal } from '@preact/signals-core';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import type { CartItem } from '../../src/index.ts';
import { CartLinesTable } from './CartLinesTable.tsx';
import type { LineSaver } from './lineSaver.ts';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

// Texts as their keys: only the rendering counts here (and no call goes out for the strings).
vi.mock('../../src/i18n/index.ts', async (original) => ({
  ...(await original<typeof import('../../src/i18n/index.ts')>()),
  stringsReady: () => true,
  loadStrings: () => Promise.resolve(),
  t: (key: string) => key,
}));

// Each line renders its quantity field once per render of the line: the field counts them.
const rendered: number[] = [];
vi.mock('./QuantityField.tsx', () => ({
  QuantityField: ({ item }: { item: CartItem }) => {
    rendered.push(item.ShoppingCartItemId);
    return null;
  },
}));

function line(id: number, quantity = 1): CartItem {
  return {
    ShoppingCartItemId: id,
    ProductId: 1000 + id,
    ProductVariantId: 100000 + id,
    Name: `Produit ${id}`,
    Quantity: quantity,
    ItemOrigin: '',
    ItemKey: '',
    SKU: `SKU-${id}`,
    VariantLabel: 'Taille unique',
    UnitPriceTaxIncl: 10,
    UnitPriceTaxInclHtml: '10,00 €',
    TotalTaxInclHtml: `${10 * quantity},00 €`,
    MinQuantity: 1,
    QuantityStep: 1,
    MaxQuantity: 0,
    ProductUrl: `/fr/catalog/products/${1000 + id}`,
    ImageUrl: '',
  };
}

const savers = new Map<number, LineSaver>();
const saverOf = (id: number) => {
  if (!savers.has(id)) savers.set(id, { state: signal({ status: 'idle' }) } as unknown as LineSaver);
  return savers.get(id) as LineSaver;
};
const onRemove = () => {};

let root: Root;
beforeEach(() => {
  rendered.length = 0;
  document.body.innerHTML = '<div id="cart"></div>';
  root = createRoot(document.getElementById('cart') as HTMLElement);
});
afterEach(() => act(() => root.unmount()));

const show = (items: CartItem[]) =>
  act(() =>
    root.render(
      <CartLinesTable
        items={items}
        itemsCount={items.length}
        saverOf={saverOf}
        removing={null}
        onRemove={onRemove}
      />,
    ),
  );

describe('the cart lines', () => {
  it('re-render only the line whose quantity was saved, in a cart of 50 lines', async () => {
    const lines = Array.from({ length: 50 }, (_, i) => line(i + 1));
    await show(lines);
    expect(rendered).toHaveLength(50);
    rendered.length = 0;
    // The server's answer brings every line anew, one of them changed.
    await show(lines.map((item) => (item.ShoppingCartItemId === 17 ? line(17, 3) : { ...item })));
    expect(rendered).toEqual([17]);
    expect(document.querySelector('[data-shopping-cart-item-id="17"] .cart-line__total')?.textContent).toBe(
      '30,00 €',
    );
  });

  it('re-render the line being removed, and no other', async () => {
    const lines = Array.from({ length: 5 }, (_, i) => line(i + 1));
    await show(lines);
    rendered.length = 0;
    await act(() =>
      root.render(
        <CartLinesTable items={lines} itemsCount={5} saverOf={saverOf} removing={4} onRemove={onRemove} />,
      ),
    );
    expect(rendered).toEqual([4]);
  });
});
