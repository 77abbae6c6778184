import { useSignals } from '@preact/signals-react/runtime';
import { type MouseEvent, useCallback } from 'react';
import { appUrl, isPlainClick, ListItemsTable, settings, useAnnouncement, useT } from '../../src/index.ts';
import { InlineEdit } from './InlineEdit.tsx';
import { ItemRow } from './ItemRow.tsx';
import type { ItemModel, NavEntry } from './pageModel.ts';
import type { WishlistController } from './WishlistController.ts';

/** The side navigation: one link per list, the active one marked; a plain click loads it in place. */
function ListsNav({ controller }: { controller: WishlistController }) {
  useSignals();
  const { nav, navLabel, list } = controller.page.value;
  const open = (event: MouseEvent, entry: NavEntry) => {
    if (!isPlainClick(event.nativeEvent)) return;
    event.preventDefault();
    void controller.select(entry);
  };
  return (
    <nav className="wishlists__nav" aria-label={navLabel}>
      <ul>
        {nav.map((entry) => (
          <li key={entry.id}>
            <a
              href={entry.href}
              data-no-prefetch=""
              aria-current={entry.id === list?.id ? 'page' : undefined}
              className={entry.id === list?.id ? 'active' : undefined}
              onClick={(event) => open(event, entry)}
            >
              {entry.name}
            </a>{' '}
            <span className="wishlists__count">{entry.countText}</span>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The active list: inline-editable name and description, items, delete list, order all. */
function ListContent({ controller }: { controller: WishlistController }) {
  useSignals();
  const t = useT();
  const list = controller.page.value.list;
  if (!list) return null;
  return (
    <section className="wishlist" aria-label={list.name} aria-busy={controller.loading.value || undefined}>
      <header className="wishlist__header">
        <InlineEdit
          key={`name-${list.id}`}
          as="h2"
          className="wishlist__name"
          value={list.name}
          placeholder=""
          editLabel={t('Wishlists.EditName')}
          fieldLabel={t('Wishlists.Name')}
          hint={t('Wishlists.EditHint')}
          maxLength={50}
          onSave={(value) => controller.saveText('name', value)}
        />
      </header>
      <InlineEdit
        key={`description-${list.id}`}
        as="p"
        className="wishlist__description"
        value={list.description}
        placeholder={t('Wishlists.NoDescription')}
        editLabel={t('Wishlists.EditDescription')}
        fieldLabel={t('Wishlists.Description')}
        hint={t('Wishlists.EditHint')}
        maxLength={200}
        multiline
        onSave={(value) => controller.saveText('description', value)}
      />
      <p>
        <button
          type="button"
          className="button button--ghost wishlist__delete"
          onClick={() => void controller.deleteList()}
        >
          {t('Wishlists.DeleteList')}
        </button>
      </p>
      <ListItems controller={controller} />
    </section>
  );
}

/** After "order all": what happened, and the link to the cart. */
function OrderedNote({ controller }: { controller: WishlistController }) {
  useSignals();
  const t = useT();
  const message = controller.ordered.value;
  useAnnouncement(message ?? '', 'toast');
  return (
    <p className="wishlist__ordered">
      {message ? (
        <>
          {message} <a href={appUrl(`${settings().culture}/shoppingcarts`)}>{t('Catalog.GoToBasket')}</a>
        </>
      ) : null}
    </p>
  );
}

function ListItems({ controller }: { controller: WishlistController }) {
  useSignals();
  const t = useT();
  // Made once: new handlers at each render would render every row again.
  const onQuantity = useCallback(
    (item: ItemModel, quantity: number) => void controller.setQuantity(item, quantity),
    [controller],
  );
  const onDelete = useCallback(
    (item: ItemModel, everywhere: boolean) => void controller.deleteItem(item, everywhere),
    [controller],
  );
  const list = controller.page.value.list;
  if (!list) return null;
  const table = (
    <ListItemsTable
      block="wishlist"
      items={list.items}
      columns={[t('Wishlists.Product'), t('Wishlists.UnitPrice'), t('Core.Quantity'), t('Wishlists.Actions')]}
      emptyText={list.emptyText || t('Wishlists.Empty')}
      row={(item) => <ItemRow key={item.id} item={item} onQuantity={onQuantity} onDelete={onDelete} />}
    />
  );
  if (list.items.length === 0) return table;
  return (
    <>
      {table}
      <p>
        <button
          type="button"
          className="button button--primary wishlist__order"
          onClick={() => void controller.orderAll()}
        >
          {t('Wishlists.OrderAll')}
        </button>
      </p>
      <OrderedNote controller={controller} />
    </>
  );
}

/** The wishlist page island. */
export function WishlistView({ controller }: { controller: WishlistController }) {
  return (
    <>
      <ListsNav controller={controller} />
      <div className="wishlists__content" id="wishlist-content">
        <ListContent controller={controller} />
      </div>
    </>
  );
}
