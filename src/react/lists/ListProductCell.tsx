import type { ListItemRow } from '../../lists/editor/listItemRow.ts';

/**
 * A list item's product cell (wish list, birth list): its picture, its name linked to the product,
 * its variant and SKU, with the `{block}__…` classes `readListItemRow` reads back from the server's
 * markup, so the island renders what the page rendered.
 */
export function ListProductCell({ item, block }: { item: ListItemRow; block: string }) {
  return (
    <td className={`${block}__cell`}>
      {item.imageUrl ? (
        <img className={`${block}__image`} src={item.imageUrl} alt="" width={56} height={56} />
      ) : null}
      <span className={`${block}__text`}>
        <a className={`${block}__product`} href={item.href}>
          {item.name}
        </a>
        {item.variant ? <span className={`${block}__variant`}>{item.variant}</span> : null}
        <span className={`${block}__sku`}>{item.sku}</span>
      </span>
    </td>
  );
}
