import { useSignals } from '@preact/signals-react/runtime';
import { amountText, type CartItem, useT } from '../../src/index.ts';
import type { LineSaver } from './lineSaver.ts';
import { QuantityField } from './QuantityField.tsx';

export interface CartLineRowProps {
  item: CartItem;
  saver: LineSaver;
  removing: boolean;
  onRemove(item: CartItem): void;
}

/** One cart line: product, variant, quantity field, prices from the server and its remove button. */
export function CartLineRow({ item, saver, removing, onRemove }: CartLineRowProps) {
  useSignals();
  const t = useT();
  const saving = saver.state.value.status === 'saving';
  return (
    <tr
      data-shopping-cart-item-id={item.ShoppingCartItemId}
      aria-busy={saving || undefined}
      className="cart-line"
    >
      <td data-label={t('Catalog.Product')}>
        {item.ProductUrl ? <a href={item.ProductUrl}>{item.Name}</a> : item.Name}
        <br />
        <small>{item.SKU}</small>
      </td>
      <td data-label={t('ShoppingCarts.Variant')}>{item.VariantLabel}</td>
      <td data-label={t('Core.Quantity')} className="cart-line__quantity">
        <QuantityField item={item} saver={saver} />
      </td>
      <td data-label={t('Catalog.UnitPrice')} className="numeric">
        {amountText(item.UnitPriceTaxInclHtml)}
      </td>
      <td data-label={t('ShoppingCarts.LineTotal')} className="numeric cart-line__total">
        {amountText(item.TotalTaxInclHtml)}
      </td>
      <td>
        <button
          type="button"
          className="button button--small button--ghost"
          aria-busy={removing || undefined}
          disabled={removing}
          onClick={() => onRemove(item)}
        >
          {t('ShoppingCarts.Remove')}
          <span className="visually-hidden"> {item.Name}</span>
        </button>
      </td>
    </tr>
  );
}
