import { useSignals } from '@preact/signals-react/runtime';
import { type KeyboardEvent, useEffect, useState } from 'react';
import { amountText, type CartItem, useT } from '../../src/index.ts';
import { shownQuantity } from './lineSave.ts';
import type { LineSaver } from './lineSaver.ts';

export interface CartLineRowProps {
  item: CartItem;
  saver: LineSaver;
  removing: boolean;
  onRemove(item: CartItem): void;
}

const isQuantity = (text: string) => /^\d+$/.test(text.trim());

/**
 * One cart line. Its quantity field is never blocked: typing is saved by the line's saver after a
 * quiet period (Enter saves at once, that line only), the row says it is saving, and the server's
 * answer (a clamped quantity, a failure) is shown and announced on the line.
 */
export function CartLineRow({ item, saver, removing, onRemove }: CartLineRowProps) {
  useSignals();
  const t = useT();
  const state = saver.state.value;
  const notice = saver.notice.value;
  const shown = shownQuantity(state, item.Quantity);
  const [text, setText] = useState(String(shown));
  const id = item.ShoppingCartItemId;

  // The server's answer, another tab or a failure changes the quantity shown: the field follows.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only when the shown value moves
  useEffect(() => setText(String(shown)), [shown, state.status]);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    saver.commit();
  };
  const saving = state.status === 'saving';
  return (
    <tr data-shopping-cart-item-id={id} aria-busy={saving || undefined} className="cart-line">
      <td data-label={t('Catalog.Product')}>
        <a href={item.ProductUrl}>{item.Name}</a>
        <br />
        <small>{item.SKU}</small>
      </td>
      <td data-label={t('ShoppingCarts.Variant')}>{item.VariantLabel}</td>
      <td data-label={t('Core.Quantity')} className="cart-line__quantity">
        <label htmlFor={`cart-qty-${id}`} className="visually-hidden">
          {t('Core.Quantity')} {item.Name}
        </label>
        <input
          id={`cart-qty-${id}`}
          type="number"
          inputMode="numeric"
          value={text}
          min={item.MinQuantity}
          step={item.QuantityStep}
          max={item.MaxQuantity > 0 ? item.MaxQuantity : undefined}
          aria-describedby={`cart-line-${id}-status`}
          onChange={(event) => {
            setText(event.currentTarget.value);
            if (isQuantity(event.currentTarget.value)) saver.edit(Number(event.currentTarget.value));
          }}
          onKeyDown={onKeyDown}
          onBlur={() => {
            if (!isQuantity(text)) setText(String(shown));
            saver.commit();
          }}
        />
        <span id={`cart-line-${id}-status`} className="cart-line__status" role="status">
          {saving && <span className="cart-line__saving">{t('ShoppingCarts.Saving')}</span>}
          {notice && (
            <span className={`cart-line__notice cart-line__notice--${notice.kind}`}>{notice.text}</span>
          )}
        </span>
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
