export interface BirthItem {
  id: number;
  variantId: number;
  name: string;
  href: string;
  sku: string;
  priceText: string;
  quantity: number;
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
  const id = Number(row.getAttribute('data-item-id'));
  const variantId = Number(row.getAttribute('data-variant-id'));
  if (!(id > 0) || !(variantId > 0)) return undefined;
  const link = row.querySelector('a.birthlist__product');
  const quantity = Number(row.getAttribute('data-quantity'));
  return {
    id,
    variantId,
    name: text(link),
    href: link?.getAttribute('href') ?? '',
    sku: text(row.querySelector('.birthlist__sku')),
    priceText: text(row.querySelector('.birthlist__price')),
    quantity: quantity > 0 ? quantity : 1,
    isPriority: row.getAttribute('data-priority') === 'true',
  };
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
