import { loadStrings } from '../../i18n/index.ts';
import { attachCombobox, type ComboboxOptions } from './attachCombobox.ts';

/** What a search widget adds to the shared set-up: its texts, its call, its items and its choice. */
export type SearchComboboxOptions<T> = Omit<ComboboxOptions<T>, 'input' | 'container' | 'signal'> & {
  /** The widget's name, for the error when its element holds no field. */
  widget: string;
  /** Which `<input>` inside the element is the search field; default any `input`. */
  inputSelector?: string;
};

/**
 * The one set-up of a search combobox (search-suggestions, customer-ref-search): waits for the
 * strings, finds the widget's text field (the element itself or an `<input>` inside it), marks its
 * parent as the combobox container and attaches the combobox. `texts` is called once the strings
 * have loaded. Returns the teardown, or undefined when the widget was removed while loading.
 */
export async function mountSearchCombobox<T>(
  el: HTMLElement,
  signal: AbortSignal,
  texts: () => SearchComboboxOptions<T>,
): Promise<(() => void) | undefined> {
  await loadStrings();
  if (signal.aborted) return undefined;
  const { widget, inputSelector = 'input', ...options } = texts();
  const input = el.matches('input')
    ? (el as HTMLInputElement)
    : el.querySelector<HTMLInputElement>(inputSelector);
  if (!input) throw new Error(`${widget} needs a text <input> inside its element`);
  const container = input.parentElement ?? el;
  container.classList.add('vitrine-combobox');
  const teardown = attachCombobox<T>({ ...options, input, container, signal });
  return () => {
    teardown();
    container.classList.remove('vitrine-combobox');
  };
}
