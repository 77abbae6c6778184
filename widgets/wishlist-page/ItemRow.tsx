import { type FormEvent, useEffect, useId, useState } from 'react';
import { useT } from '../../src/index.ts';
import type { ItemModel } from './pageModel.ts';

export interface ItemRowProps {
  item: ItemModel;
  onQuantity(item: ItemModel, quantity: number): void;
  onDelete(item: ItemModel, everywhere: boolean): void;
}

/** The quantity as the positive whole number a list takes (spec section 5); undefined when none. */
export function listQuantity(raw: string): number | undefined {
  const value = Math.round(Math.abs(Number(raw.trim().replace(',', '.'))));
  return Number.isFinite(value) && value >= 1 ? value : undefined;
}

/** One item of the list: product, price, quantity (saved on Enter, the button or leaving the field), deletes. */
export function ItemRow({ item, onQuantity, onDelete }: ItemRowProps) {
  const t = useT();
  const id = useId();
  const [draft, setDraft] = useState(String(item.quantity));
  const [dirty, setDirty] = useState(false);

  useEffect(() => {
    if (!dirty) setDraft(String(item.quantity));
  }, [item.quantity, dirty]);

  const commit = () => {
    const quantity = listQuantity(draft);
    setDirty(false);
    if (quantity === undefined) {
      setDraft(String(item.quantity));
      return;
    }
    setDraft(String(quantity));
    if (quantity !== item.quantity) onQuantity(item, quantity);
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    commit();
  };

  return (
    <tr className="wishlist__item" data-item-id={item.id} data-quantity={item.quantity}>
      <td>
        <a className="wishlist__product" href={item.href}>
          {item.name}
        </a>
        <br />
        <span className="wishlist__sku">{item.sku}</span>
      </td>
      <td className="numeric wishlist__price">{item.priceText}</td>
      <td>
        <form className="wishlist__quantity" onSubmit={onSubmit}>
          <label htmlFor={`${id}-qty`} className="visually-hidden">
            {t('Wishlists.QuantityOf', { name: item.name })}
          </label>
          <input
            id={`${id}-qty`}
            name="Quantity"
            inputMode="numeric"
            value={draft}
            onChange={(e) => {
              setDraft(e.currentTarget.value);
              setDirty(true);
            }}
            onBlur={() => dirty && commit()}
          />{' '}
          <button type="submit" className="button">
            {t('Wishlists.UpdateQuantity')}
          </button>
        </form>
      </td>
      <td className="wishlist__actions">
        <button
          type="button"
          className="button button--ghost"
          aria-label={t('Wishlists.DeleteFromListOf', { name: item.name })}
          onClick={() => onDelete(item, false)}
        >
          {t('Wishlists.DeleteFromList')}
        </button>{' '}
        <button
          type="button"
          className="button button--ghost"
          aria-label={t('Wishlists.DeleteFromAllListsOf', { name: item.name })}
          onClick={() => onDelete(item, true)}
        >
          {t('Wishlists.DeleteFromAllLists')}
        </button>
      </td>
    </tr>
  );
}
