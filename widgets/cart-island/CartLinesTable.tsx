import type { CartItem } from '../../src/index.ts';
import { useT } from '../../src/index.ts';
import { CartLineRow } from './CartLineRow.tsx';
import type { LineSaver } from './lineSaver.ts';

export interface CartLinesTableProps {
  items: CartItem[];
  itemsCount: number;
  saverOf(id: number): LineSaver;
  removing: number | null;
  onRemove(item: CartItem): void;
}

/** The lines of the cart, one row each, under the column headings the small screens reuse as labels. */
export function CartLinesTable({ items, itemsCount, saverOf, removing, onRemove }: CartLinesTableProps) {
  const t = useT();
  return (
    <table className="cart-table" data-cart-items-count={itemsCount}>
      <thead>
        <tr>
          <th scope="col">{t('Catalog.Product')}</th>
          <th scope="col">{t('ShoppingCarts.Variant')}</th>
          <th scope="col">{t('Core.Quantity')}</th>
          <th scope="col">{t('Catalog.UnitPrice')}</th>
          <th scope="col">{t('ShoppingCarts.LineTotal')}</th>
          <th scope="col">
            <span className="visually-hidden">{t('ShoppingCarts.Actions')}</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {items.map((item) => (
          <CartLineRow
            key={item.ShoppingCartItemId}
            item={item}
            saver={saverOf(item.ShoppingCartItemId)}
            removing={removing === item.ShoppingCartItemId}
            onRemove={onRemove}
          />
        ))}
      </tbody>
    </table>
  );
}
