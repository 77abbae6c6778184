/** One entry of the side navigation. */
export interface NavEntry {
  id: number;
  name: string;
  href: string;
  /** The server's count text, e.g. "3 produit(s)". */
  countText: string;
}

export interface ItemModel {
  id: number;
  variantId: number;
  name: string;
  href: string;
  sku: string;
  priceText: string;
  quantity: number;
}

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

function readItem(row: Element): ItemModel | undefined {
  const id = Number(row.getAttribute('data-item-id'));
  const variantId = Number(row.getAttribute('data-variant-id'));
  const quantity = Number(row.getAttribute('data-quantity'));
  if (!(id > 0) || !(variantId > 0)) return undefined;
  const link = row.querySelector<HTMLAnchorElement>('a.wishlist__product');
  return {
    id,
    variantId,
    name: text(link),
    href: link?.getAttribute('href') ?? '',
    sku: text(row.querySelector('.wishlist__sku')),
    priceText: text(row.querySelector('.wishlist__price')),
    quantity: quantity > 0 ? quantity : 1,
  };
}

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
  return readList(new DOMParser().parseFromString(html, 'text/html'));
}
