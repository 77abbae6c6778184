import { type ListItemRow, readListItemRow } from '../../src/index.ts';

export interface BirthItem extends ListItemRow {
  isPriority: boolean;
}

export interface BirthListModel {
  id: number;
  name: string;
  message: string;
  items: BirthItem[];
  /** The server's text when nothing is shown (empty list, or no search result). */
  emptyText: string;
  infoAction: string;
  searchAction: string;
  q: string;
}

const text = (el: Element | null | undefined) => el?.textContent?.trim() ?? '';

function readItem(row: Element): BirthItem | undefined {
  const item = readListItemRow(row, 'birthlist');
  return item && { ...item, isPriority: row.getAttribute('data-priority') === 'true' };
}

/** Reads the birth list page's server markup (the widget element or a fetched page). */
export function readBirthList(root: ParentNode): BirthListModel | undefined {
  const el = root.querySelector('[data-birth-list-id]') ?? (root as Element);
  const id = Number((el as Element).getAttribute?.('data-birth-list-id'));
  if (!(id > 0)) return undefined;
  const field = (name: string) =>
    el.querySelector<HTMLInputElement | HTMLTextAreaElement>(`.birthlist__info [name="${name}"]`)?.value ??
    '';
  return {
    id,
    name: field('ListName') || text(el.querySelector('.birthlist__name')),
    message: field('Message'),
    items: [...el.querySelectorAll('tr[data-item-id]')].map(readItem).filter((item) => item !== undefined),
    emptyText: text(el.querySelector('.birthlist__empty')),
    infoAction: el.querySelector<HTMLFormElement>('form.birthlist__info')?.getAttribute('action') ?? '',
    searchAction: el.querySelector<HTMLFormElement>('form.birthlist__search')?.getAttribute('action') ?? '',
    q: el.querySelector<HTMLInputElement>('.birthlist__search [name="q"]')?.value ?? '',
  };
}
