import type { ComboboxState } from './comboboxState.ts';

/** The elements a combobox adds next to its input: the popup (header, listbox, empty text). */
export interface ComboboxDom {
  readonly popup: HTMLElement;
  readonly listbox: HTMLElement;
  readonly empty: HTMLElement;
}

export interface ComboboxTexts {
  label: string;
  header?: string | undefined;
  emptyText: string;
}

function element<K extends keyof HTMLElementTagNameMap>(tag: K, className: string): HTMLElementTagNameMap[K] {
  const el = document.createElement(tag);
  el.className = className;
  return el;
}

/** Builds the popup and appends it to `container`. */
export function createComboboxDom(id: string, texts: ComboboxTexts, container: HTMLElement): ComboboxDom {
  const popup = element('div', 'vitrine-combobox__popup');
  popup.hidden = true;
  const header = element('p', 'vitrine-combobox__header');
  header.id = `${id}-header`;
  header.textContent = texts.header ?? '';
  header.hidden = !texts.header;
  const listbox = element('ul', 'vitrine-combobox__listbox');
  listbox.id = `${id}-listbox`;
  listbox.setAttribute('role', 'listbox');
  listbox.setAttribute('aria-label', texts.label);
  const empty = element('p', 'vitrine-combobox__empty');
  empty.textContent = texts.emptyText;
  popup.append(header, listbox, empty);
  container.append(popup);
  return { popup, listbox, empty };
}

const ARIA = ['role', 'aria-autocomplete', 'aria-expanded', 'aria-controls', 'aria-activedescendant'];

/** Makes the input an ARIA 1.2 combobox controlling the listbox; returns the undo. */
export function markCombobox(input: HTMLInputElement, listboxId: string): () => void {
  const autocomplete = input.getAttribute('autocomplete');
  input.setAttribute('role', 'combobox');
  input.setAttribute('aria-autocomplete', 'list');
  input.setAttribute('aria-expanded', 'false');
  input.setAttribute('aria-controls', listboxId);
  input.setAttribute('autocomplete', 'off');
  return () => {
    for (const name of ARIA) input.removeAttribute(name);
    if (autocomplete === null) input.removeAttribute('autocomplete');
    else input.setAttribute('autocomplete', autocomplete);
  };
}

/** The id of the option element at `index`. */
export function optionId(id: string, index: number): string {
  return `${id}-option-${index}`;
}

/** Shows a state: the popup, the options (filled by `renderItem`) and the active descendant. */
export function renderComboboxState<T>(
  dom: ComboboxDom,
  input: HTMLInputElement,
  id: string,
  state: ComboboxState<T>,
  renderItem: (item: T, option: HTMLElement) => void,
): void {
  const open = state.kind === 'open';
  dom.popup.hidden = !(open || state.kind === 'empty');
  dom.listbox.hidden = !open;
  dom.empty.hidden = state.kind !== 'empty';
  input.setAttribute('aria-expanded', String(open));
  const active = state.kind === 'open' ? state.active : -1;
  const options = open
    ? state.items.map((item, index) => {
        const option = document.createElement('li');
        option.id = optionId(id, index);
        option.className = 'vitrine-combobox__option';
        option.setAttribute('role', 'option');
        option.setAttribute('aria-selected', String(index === active));
        renderItem(item, option);
        return option;
      })
    : [];
  dom.listbox.replaceChildren(...options);
  if (active < 0) {
    input.removeAttribute('aria-activedescendant');
    return;
  }
  input.setAttribute('aria-activedescendant', optionId(id, active));
  options[active]?.scrollIntoView({ block: 'nearest' });
}
