/** The fields every list page reads from an item row of the server's markup. */
export interface ListItemRow {
  id: number;
  variantId: number;
  name: string;
  href: string;
  sku: string;
  /** The variant's values, e.g. "Marine / M" ('' when the row shows none). */
  variant: string;
  /** The variant's picture ('' when the row shows none). */
  imageUrl: string;
  priceText: string;
  quantity: number;
}

const text = (el: Element | null | undefined) => el?.textContent?.trim() ?? '';

/**
 * Reads an item row (`data-item-id`, `data-variant-id`, `data-quantity`, and the `{block}__product`
 * link, `__variant`, `__image`, `__sku` and `__price` elements). A row without valid ids is skipped (undefined).
 */
export function readListItemRow(row: Element, block: string): ListItemRow | undefined {
  const id = Number(row.getAttribute('data-item-id'));
  const variantId = Number(row.getAttribute('data-variant-id'));
  if (!(id > 0) || !(variantId > 0)) return undefined;
  const link = row.querySelector(`a.${block}__product`);
  const quantity = Number(row.getAttribute('data-quantity'));
  return {
    id,
    variantId,
    name: text(link),
    href: link?.getAttribute('href') ?? '',
    sku: text(row.querySelector(`.${block}__sku`)),
    variant: text(row.querySelector(`.${block}__variant`)),
    imageUrl: row.querySelector(`img.${block}__image`)?.getAttribute('src') ?? '',
    priceText: text(row.querySelector(`.${block}__price`)),
    quantity: quantity > 0 ? quantity : 1,
  };
}
