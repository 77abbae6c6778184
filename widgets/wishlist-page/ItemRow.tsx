import { memo, useId } from 'react';
import { ListProductCell, useT } from '../../src/index.ts';
import { DeleteButton } from './DeleteButton.tsx';
import type { ItemModel } from './pageModel.ts';
import { useQuantityDraft } from './useQuantityDraft.ts';

export interface ItemRowProps {
  item: ItemModel;
  onQuantity(item: ItemModel, quantity: number): void;
  onDelete(item: ItemModel, everywhere: boolean): void;
}

/**
 * One item of the list: product, price, quantity (saved on Enter, the button or leaving the field),
 * deletes. Memoised: a change to one item renders that row again, not the whole list (the page
 * model keeps the other items' objects, the list's handlers are made once).
 */
export const ItemRow = memo(function ItemRow({ item, onQuantity, onDelete }: ItemRowProps) {
  const t = useT();
  const id = useId();
  const quantity = useQuantityDraft(item, onQuantity);
  return (
    <tr className="wishlist__item" data-item-id={item.id} data-quantity={item.quantity}>
      <ListProductCell item={item} block="wishlist" />
      <td className="numeric wishlist__price" data-label={t('Wishlists.UnitPrice')}>
        {item.priceText}
      </td>
      <td data-label={t('Core.Quantity')}>
        <form className="wishlist__quantity" onSubmit={quantity.onSubmit}>
          <label htmlFor={`${id}-qty`} className="visually-hidden">
            {t('Wishlists.QuantityOf', { name: item.name })}
          </label>
          <input
            id={`${id}-qty`}
            name="Quantity"
            inputMode="numeric"
            value={quantity.draft}
            onChange={(e) => quantity.onChange(e.currentTarget.value)}
            onBlur={quantity.onBlur}
          />{' '}
          <button type="submit" className="button">
            {t('Wishlists.UpdateQuantity')}
          </button>
        </form>
      </td>
      <td className="wishlist__actions">
        <DeleteButton
          text={t('Wishlists.DeleteFromList')}
          label={t('Wishlists.DeleteFromListOf', { name: item.name })}
          onClick={() => onDelete(item, false)}
        />{' '}
        <DeleteButton
          text={t('Wishlists.DeleteFromAllLists')}
          label={t('Wishlists.DeleteFromAllListsOf', { name: item.name })}
          onClick={() => onDelete(item, true)}
        />
      </td>
    </tr>
  );
});
