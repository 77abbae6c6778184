import { useSignals } from '@preact/signals-react/runtime';
import { useId, useState } from 'react';
import { ListItemsTable, ListProductCell, useT } from '../../src/index.ts';
import type { BirthListController } from './BirthListController.ts';
import { InfoForm } from './InfoForm.tsx';
import type { BirthItem } from './pageModel.ts';
import { QuantityModal } from './QuantityModal.tsx';

interface RowProps {
  item: BirthItem;
  controller: BirthListController;
  onEditQuantity(item: BirthItem): void;
}

function ItemRow({ item, controller, onEditQuantity }: RowProps) {
  const t = useT();
  const id = useId();
  return (
    <tr
      className="birthlist__item"
      data-item-id={item.id}
      data-quantity={item.quantity}
      data-priority={String(item.isPriority)}
    >
      <ListProductCell item={item} block="birthlist" />
      <td className="numeric birthlist__price" data-label={t('Wishlists.UnitPrice')}>
        {item.priceText}
      </td>
      <td>
        <input
          id={`${id}-priority`}
          type="checkbox"
          checked={item.isPriority}
          onChange={(e) => void controller.setPriority(item, e.currentTarget.checked)}
        />{' '}
        <label htmlFor={`${id}-priority`}>{t('BirthLists.PriorityOf', { name: item.name })}</label>
      </td>
      <td data-label={t('Core.Quantity')}>
        <span className="birthlist__quantity">{item.quantity}</span>{' '}
        <button
          type="button"
          className="button button--ghost"
          aria-haspopup="dialog"
          onClick={() => onEditQuantity(item)}
        >
          {t('BirthLists.EditQuantityOf', { name: item.name })}
        </button>
      </td>
      <td>
        <button
          type="button"
          className="button button--ghost"
          onClick={() => void controller.deleteItem(item)}
        >
          {t('Wishlists.DeleteFromListOf', { name: item.name })}
        </button>
      </td>
    </tr>
  );
}

function SearchForm({ action, q }: { action: string; q: string }) {
  const t = useT();
  const id = useId();
  return (
    <form method="get" action={action} className="birthlist__search">
      <label htmlFor={`${id}-q`}>{t('BirthLists.Search')}</label>{' '}
      <input id={`${id}-q`} type="search" name="q" defaultValue={q} />{' '}
      <button type="submit" className="button">
        {t('BirthLists.SearchButton')}
      </button>
    </form>
  );
}

/** The birth list page island: info form, search, items (priority, quantity modal, delete), delete list. */
export function BirthListView({ controller }: { controller: BirthListController }) {
  useSignals();
  const t = useT();
  const [editing, setEditing] = useState<number>();
  const list = controller.list.value;
  const edited = list.items.find((item) => item.id === editing);
  return (
    <>
      <h1 className="birthlist__name">{list.name}</h1>
      <p className="birthlist__message">{list.message}</p>
      <InfoForm name={list.name} message={list.message} onSave={(n, m) => controller.saveInfo(n, m)} />
      <SearchForm action={list.searchAction} q={list.q} />
      <ListItemsTable
        block="birthlist"
        items={list.items}
        columns={[
          t('Wishlists.Product'),
          t('Wishlists.UnitPrice'),
          t('BirthLists.Priority'),
          t('Core.Quantity'),
          t('Wishlists.Actions'),
        ]}
        emptyText={list.emptyText || t('BirthLists.Empty')}
        row={(item) => (
          <ItemRow
            key={item.id}
            item={item}
            controller={controller}
            onEditQuantity={(i) => setEditing(i.id)}
          />
        )}
      />
      <p>
        <button
          type="button"
          className="button button--ghost birthlist__delete"
          onClick={() => void controller.deleteList()}
        >
          {t('BirthLists.DeleteList')}
        </button>
      </p>
      {edited ? (
        <QuantityModal
          item={edited}
          onSave={(quantity) => controller.setQuantity(edited, quantity)}
          onClose={() => setEditing(undefined)}
        />
      ) : null}
    </>
  );
}
