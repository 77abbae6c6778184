import { parseDocument } from '../../src/index.ts';
/** One choice of the List select. `id` 0 is "a new list". */
export interface ListChoice {
  id: number;
  name: string;
}

/** What the add form needs from the popup's server HTML. */
export interface WishlistFormModel {
  title: string;
  productName: string;
  variantId: number;
  lists: ListChoice[];
  selected: number;
  newListName: string;
  quantity: string;
  /** The server's message when it sent the form back to be corrected. */
  error: string;
  /** The server's labels, so the island shows the CMS's text. */
  labels: { list: string; newListName: string; quantity: string; submit: string };
}

const labelOf = (form: HTMLFormElement, name: string) => {
  const field = form.querySelector(`[name="${name}"]`);
  const label = field?.id ? form.querySelector(`label[for="${CSS.escape(field.id)}"]`) : null;
  return label?.textContent?.trim() ?? '';
};

const fieldValue = (form: HTMLFormElement, name: string) =>
  form.querySelector<HTMLInputElement | HTMLSelectElement>(`[name="${name}"]`)?.value ?? '';

/**
 * Reads the add-to-wishlist form of a popup page or of a form answer (the server's HTML, or a
 * fragment's content with its heading as `title`): the lists, the chosen one, the variant, the
 * quantity and any error. Undefined when the HTML holds no such form.
 */
export function readWishlistForm(html: string | ParentNode, title?: string): WishlistFormModel | undefined {
  const doc = typeof html === 'string' ? parseDocument(html) : html;
  const form = doc.querySelector<HTMLFormElement>('form.wishlist-form');
  const select = form?.querySelector<HTMLSelectElement>('select[name="List"]');
  const variantId = Number(form ? fieldValue(form, 'productVariantId') : Number.NaN);
  if (!form || !select || !Number.isInteger(variantId) || variantId <= 0) return undefined;
  const lists = [...select.options]
    .map((option) => ({ id: Number(option.value), name: option.textContent?.trim() ?? '' }))
    .filter((choice) => Number.isInteger(choice.id) && choice.id >= 0);
  const submit = form.querySelector('button[type="submit"], button:not([type])');
  return {
    title: title ?? doc.querySelector('h1')?.textContent?.trim() ?? '',
    productName: form.getAttribute('data-product-name') ?? '',
    variantId,
    lists,
    selected: Number(select.value) || 0,
    newListName: fieldValue(form, 'NewListName'),
    quantity: fieldValue(form, 'Quantity') || '1',
    error: form.querySelector('.wishlist-form__error')?.textContent?.trim() ?? '',
    labels: {
      list: labelOf(form, 'List'),
      newListName: labelOf(form, 'NewListName'),
      quantity: labelOf(form, 'Quantity'),
      submit: submit?.textContent?.trim() ?? '',
    },
  };
}

/** What the form sends: the CMS's addproductvariant query. */
export interface AddRequest {
  List: number;
  NewListName: string;
  productVariantId: number;
  Quantity: number;
}
