import { useSignals } from '@preact/signals-react/runtime';
import { memo } from 'react';
import { amountText, type CartItem, useT } from '../../src/index.ts';
import type { LineSaver } from './lineSaver.ts';
import { QuantityField } from './QuantityField.tsx';

export interface CartLineRowProps {
  item: CartItem;
  saver: LineSaver;
  removing: boolean;
  onRemove(item: CartItem): void;
}

/**
 * Whether a row would render the same: every answer brings the whole cart anew, so a line is
 * compared field by field (a line is flat), its saver, remove state and handler by identity.
 */
export function sameLine(before: CartLineRowProps, after: CartLineRowProps): boolean {
  if (
    before.saver !== after.saver ||
    before.removing !== after.removing ||
    before.onRemove !== after.onRemove
  )
    return false;
  const keys = Object.keys(after.item) as (keyof CartItem)[];
  return (
    keys.length === Object.keys(before.item).length &&
    keys.every((key) => before.item[key] === after.item[key])
  );
}

/**
 * One cart line: picture, product, variant, quantity field, prices from the server and its remove button.
 * A saved quantity re-renders its own line and the totals, not every line (a cart of 50 lines
 * costs what a cart of 5 does).
 */
export const CartLineRow = memo(function CartLineRow({ item, saver, removing, onRemove }: CartLineRowProps) {
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
        <span className="cart-line__product">
          {item.ImageUrl ? (
            <img className="cart-line__image" src={item.ImageUrl} alt="" width={64} height={64} />
          ) : (
            <span className="cart-line__image" aria-hidden="true" />
          )}
          <span>
            {item.ProductUrl ? <a href={item.ProductUrl}>{item.Name}</a> : item.Name}
            <br />
            <small>{item.SKU}</small>
          </span>
        </span>
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
}, sameLine);
