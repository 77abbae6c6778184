import { parseDocument } from '../../src/index.ts';
/**
 * The facet form as the server rendered it (README.md): what the island renders again, and what a
 * refreshed ListFilter fragment brings.
 */
export interface FacetModel {
  tags: { label: string; items: FacetTag[] } | undefined;
  hidden: { name: string; value: string }[];
  boxes: FacetBox[];
  submit: { label: string; className: string } | undefined;
  reset: { href: string; label: string; className: string } | undefined;
}

/** A chosen value's removal link. */
export interface FacetTag {
  field: string;
  id: number;
  href: string;
  label: string;
  ariaLabel: string;
}

export interface FacetBox {
  /** The filter field: a group name or `ProductAttributes.{id}`. */
  field: string;
  legend: string;
  /** The text field narrowing the items, when the server rendered one. */
  search: { label: string; placeholder: string } | undefined;
  items: FacetItem[];
}

export interface FacetItem {
  inputId: string;
  id: number;
  label: string;
  /** The server's count text, e.g. "(12)". */
  count: string;
  color: string | undefined;
  checked: boolean;
  /** Toggled by the customer before the island mounted (the plain form was already usable). */
  changed: boolean;
}

const textOf = (el: Element | null | undefined) => el?.textContent?.trim() ?? '';

function readItem(item: Element): FacetItem | undefined {
  const box = item.querySelector<HTMLInputElement>('input[type="checkbox"]');
  if (!box) return undefined;
  const label = item.querySelector('label');
  const count = label?.querySelector('.facet-count');
  const swatch = label?.querySelector<HTMLElement>('.swatch');
  const name = [...(label?.childNodes ?? [])]
    .filter((node) => node !== count && node !== swatch)
    .map((node) => node.textContent)
    .join('')
    .trim();
  return {
    inputId: box.id,
    id: Number(box.value),
    label: name,
    count: textOf(count),
    color: swatch?.style.background || undefined,
    checked: box.checked,
    changed: box.checked !== box.defaultChecked,
  };
}

function readBox(fieldset: Element): FacetBox {
  const search = fieldset.querySelector('.facet-box__search');
  const items = [...fieldset.querySelectorAll('li')].map(readItem).filter((item) => item !== undefined);
  return {
    field:
      fieldset.getAttribute('data-facet') ??
      fieldset.querySelector('input[type="checkbox"]')?.getAttribute('name') ??
      '',
    legend: textOf(fieldset.querySelector('legend')),
    search: search
      ? {
          label: search.getAttribute('aria-label') ?? '',
          placeholder: search.getAttribute('placeholder') ?? '',
        }
      : undefined,
    items,
  };
}

function readTags(list: Element | null): FacetModel['tags'] {
  if (!list) return undefined;
  const items = [...list.querySelectorAll<HTMLAnchorElement>('a[data-facet-field]')].map((tag) => ({
    field: tag.dataset.facetField ?? '',
    id: Number(tag.dataset.valueId),
    href: tag.getAttribute('href') ?? '',
    label: [...tag.childNodes]
      .filter((node) => !(node instanceof Element && node.getAttribute('aria-hidden') === 'true'))
      .map((node) => node.textContent)
      .join('')
      .trim(),
    ariaLabel: tag.getAttribute('aria-label') ?? '',
  }));
  return { label: list.getAttribute('aria-label') ?? '', items };
}

/** Reads a server facet form (`form.facets`). */
export function readFacetModel(form: Element): FacetModel {
  const submit = form.querySelector('button[type="submit"], button:not([type])');
  const reset = form.querySelector<HTMLAnchorElement>('a.facets__reset');
  return {
    tags: readTags(form.querySelector('.filter-tags')),
    hidden: [...form.querySelectorAll<HTMLInputElement>('input[type="hidden"]')].map((input) => ({
      name: input.name,
      value: input.value,
    })),
    boxes: [...form.querySelectorAll('fieldset')].map(readBox),
    submit: submit ? { label: textOf(submit), className: submit.className } : undefined,
    reset: reset
      ? { href: reset.getAttribute('href') ?? '', label: textOf(reset), className: reset.className }
      : undefined,
  };
}

/** The facet form of a ListFilter answer, or undefined when it has none. */
export function facetModelOf(html: string): FacetModel | undefined {
  const form = parseDocument(html).querySelector('form.facets');
  return form ? readFacetModel(form) : undefined;
}

/** True when an item's label contains the box's text, ignoring case (an empty text keeps all). */
export function matchesNarrowing(label: string, text: string): boolean {
  const wanted = text.trim().toLocaleLowerCase();
  return wanted === '' || label.toLocaleLowerCase().includes(wanted);
}
