import type { ReactNode } from 'react';
import type { ListItemRow } from '../../lists/editor/listItemRow.ts';

export interface ListItemsTableProps<Item extends ListItemRow> {
  /** The markup's block (`wishlist`, `birthlist`): `{block}__items`, `{block}__empty`. */
  block: string;
  items: Item[];
  /** The column headings, in order. */
  columns: string[];
  /** What an empty list says (the server's text, else the kind's words). */
  emptyText: string;
  /** One item's row. */
  row(item: Item): ReactNode;
}

/**
 * A list's items (wish list, birth list) as the server renders them: a table of cards on a phone
 * (`vitrine-cards`) with a heading per column, or the list's empty text when it has none.
 */
export function ListItemsTable<Item extends ListItemRow>({
  block,
  items,
  columns,
  emptyText,
  row,
}: ListItemsTableProps<Item>) {
  if (items.length === 0) return <p className={`${block}__empty`}>{emptyText}</p>;
  return (
    <table className={`${block}__items vitrine-cards`}>
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column} scope="col">
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>{items.map(row)}</tbody>
    </table>
  );
}
