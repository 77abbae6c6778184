import { type ListItemRow, parseDocument, readListItemRow } from '../../src/index.ts';

/** One entry of the side navigation. */
export interface NavEntry {
  id: number;
  name: string;
  href: string;
  /** The server's count text, e.g. "3 produit(s)". */
  countText: string;
}

export type ItemModel = ListItemRow;

export interface ListModel {
  id: number;
  name: string;
  description: string;
  items: ItemModel[];
  /** The server's text when the list is empty. */
  emptyText: string;
}

export interface PageModel {
  nav: NavEntry[];
  navLabel: string;
  list: ListModel | undefined;
}

const text = (el: Element | null | undefined) => el?.textContent?.trim() ?? '';

const readItem = (row: Element): ItemModel | undefined => readListItemRow(row, 'wishlist');

/** Reads one list's content (the page's or a list_item fragment's `section.wishlist`). */
export function readList(root: ParentNode): ListModel | undefined {
  const section = root.querySelector('section.wishlist');
  const id = Number(section?.getAttribute('data-wishlist-id'));
  if (!section || !(id > 0)) return undefined;
  return {
    id,
    name: section.getAttribute('data-name') ?? text(section.querySelector('.wishlist__name')),
    description: section.getAttribute('data-description') ?? '',
    items: [...section.querySelectorAll('tr[data-item-id]')].map(readItem).filter((i) => i !== undefined),
    emptyText: text(section.querySelector('.wishlist__empty')),
  };
}

/** Reads the wishlist page's server markup: the side navigation and the active list. */
export function readPage(root: ParentNode): PageModel {
  const nav = root.querySelector('nav.wishlists__nav');
  const entries = [...(nav?.querySelectorAll<HTMLAnchorElement>('a[data-wishlist-id]') ?? [])].map(
    (link) => ({
      id: Number(link.getAttribute('data-wishlist-id')),
      name: text(link),
      href: link.getAttribute('href') ?? '',
      countText: text(link.parentElement?.querySelector('.wishlists__count')),
    }),
  );
  return { nav: entries, navLabel: nav?.getAttribute('aria-label') ?? '', list: readList(root) };
}

/** Reads a list_item answer (HTML text). */
export function readListHtml(html: string): ListModel | undefined {
  return readList(parseDocument(html));
}
