import type { Outcome } from '../../http/request.ts';
import { activeItem, type ComboboxState, initialState, nextState } from './comboboxState.ts';

export interface ComboboxOptions<T> {
  input: HTMLInputElement;
  /** Element the popup is appended to (positioned by CSS under the input). */
  container: HTMLElement;
  /** Characters needed before a call; default 2. */
  minChars?: number;
  /** Milliseconds of no typing before the call; default 250. */
  debounceMs?: number;
  /** Accessible name of the list of options. */
  label: string;
  /** Heading shown above the options and the empty text. */
  header?: string;
  /** Text shown (and announced) when nothing matches. */
  emptyText: string;
  /** Announcement of the number of options. */
  countText(count: number): string;
  /** Asks for the options of a text; use a request key so a newer call aborts the earlier. */
  load(query: string, signal: AbortSignal): Promise<Outcome<readonly T[]>>;
  /** Fills an option element for an item (as text, never HTML). */
  renderItem(item: T, option: HTMLElement): void;
  /** The customer chose an item (Enter or click). */
  choose(item: T): void;
  /** A call failed (the combobox itself just closes). */
  onFailure?(outcome: Extract<Outcome<readonly T[]>, { kind: 'failed' }>): void;
  /** Unmount signal: removes listeners and the popup. */
  signal: AbortSignal;
}

let counter = 0;

/**
 * Turns a text field into an ARIA 1.2 combobox with a listbox popup: options load as the customer
 * types (debounced, only the latest answer counts), arrow keys move `aria-activedescendant`, Enter
 * chooses, Esc closes (or clears when closed), and a polite live region announces the count.
 * @returns the teardown, also run when `signal` aborts.
 */
export function attachCombobox<T>(options: ComboboxOptions<T>): () => void {
  const { input, container, signal } = options;
  const minChars = options.minChars ?? 2;
  const debounceMs = options.debounceMs ?? 250;
  const id = `vitrine-combobox-${++counter}`;
  let state: ComboboxState<T> = initialState();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let calls = new AbortController();

  const popup = document.createElement('div');
  popup.className = 'vitrine-combobox__popup';
  popup.hidden = true;
  const header = document.createElement('p');
  header.className = 'vitrine-combobox__header';
  header.id = `${id}-header`;
  header.textContent = options.header ?? '';
  header.hidden = !options.header;
  const listbox = document.createElement('ul');
  listbox.id = `${id}-listbox`;
  listbox.className = 'vitrine-combobox__listbox';
  listbox.setAttribute('role', 'listbox');
  listbox.setAttribute('aria-label', options.label);
  const empty = document.createElement('p');
  empty.className = 'vitrine-combobox__empty';
  empty.textContent = options.emptyText;
  popup.append(header, listbox, empty);
  const live = document.createElement('div');
  live.className = 'visually-hidden';
  live.setAttribute('role', 'status');
  live.setAttribute('aria-live', 'polite');
  container.append(popup, live);

  const previous = { autocomplete: input.getAttribute('autocomplete') };
  input.setAttribute('role', 'combobox');
  input.setAttribute('aria-autocomplete', 'list');
  input.setAttribute('aria-expanded', 'false');
  input.setAttribute('aria-controls', listbox.id);
  input.setAttribute('autocomplete', 'off');

  function render(): void {
    const open = state.kind === 'open';
    const isEmpty = state.kind === 'empty';
    popup.hidden = !(open || isEmpty);
    listbox.hidden = !open;
    empty.hidden = !isEmpty;
    input.setAttribute('aria-expanded', String(open));
    if (open) {
      const active = state.kind === 'open' ? state.active : -1;
      listbox.replaceChildren(
        ...state.items.map((item, index) => {
          const option = document.createElement('li');
          option.id = `${id}-option-${index}`;
          option.className = 'vitrine-combobox__option';
          option.setAttribute('role', 'option');
          option.setAttribute('aria-selected', String(index === active));
          options.renderItem(item, option);
          return option;
        }),
      );
      if (active >= 0) {
        input.setAttribute('aria-activedescendant', `${id}-option-${active}`);
        document.getElementById(`${id}-option-${active}`)?.scrollIntoView({ block: 'nearest' });
      } else input.removeAttribute('aria-activedescendant');
    } else {
      listbox.replaceChildren();
      input.removeAttribute('aria-activedescendant');
    }
  }

  function announce(text: string): void {
    live.textContent = text;
  }

  function apply(event: Parameters<typeof nextState<T>>[1]): void {
    const before = state;
    state = nextState(state, event);
    if (state === before) return;
    render();
    if (before.kind === 'waiting' && state.kind === 'open') announce(options.countText(state.items.length));
    if (before.kind === 'waiting' && state.kind === 'empty') announce(options.emptyText);
  }

  async function load(query: string): Promise<void> {
    calls.abort();
    calls = new AbortController();
    const outcome = await options.load(query, AbortSignal.any([calls.signal, signal]));
    if (outcome.kind === 'aborted') return;
    if (outcome.kind === 'failed') {
      options.onFailure?.(outcome);
      apply({ type: 'failed', query });
      return;
    }
    apply({ type: 'answered', query, items: outcome.data });
  }

  function onInput(): void {
    clearTimeout(timer);
    const before = state;
    apply({ type: 'typed', query: input.value, minChars });
    if (state.kind === 'closed') {
      calls.abort();
      announce('');
      return;
    }
    if (state === before) return;
    const query = state.query;
    timer = setTimeout(() => void load(query), debounceMs);
  }

  function choose(item: T): void {
    apply({ type: 'close' });
    options.choose(item);
  }

  function onKeydown(event: KeyboardEvent): void {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      apply({ type: 'move', delta: event.key === 'ArrowDown' ? 1 : -1 });
    } else if (event.key === 'Enter') {
      const item = activeItem(state);
      if (item === undefined) return;
      event.preventDefault();
      choose(item);
    } else if (event.key === 'Escape') {
      if (state.kind === 'open' || state.kind === 'empty') {
        event.preventDefault();
        apply({ type: 'close' });
      } else if (input.value !== '') {
        event.preventDefault();
        input.value = '';
        onInput();
      }
    }
  }

  function onOptionClick(event: MouseEvent): void {
    const option = (event.target as Element | null)?.closest('[role="option"]');
    if (!option || state.kind !== 'open') return;
    const index = Number(option.id.slice(`${id}-option-`.length));
    const item = state.items[index];
    if (item !== undefined) choose(item);
  }

  const listen = { signal };
  input.addEventListener('input', onInput, listen);
  input.addEventListener('keydown', onKeydown, listen);
  input.addEventListener(
    'focusout',
    (event) => {
      if (!(event.relatedTarget instanceof Node && popup.contains(event.relatedTarget)))
        apply({ type: 'close' });
    },
    listen,
  );
  // Keep focus in the field while a pointer picks an option.
  popup.addEventListener('mousedown', (event) => event.preventDefault(), listen);
  listbox.addEventListener('click', onOptionClick, listen);

  const teardown = () => {
    clearTimeout(timer);
    calls.abort();
    popup.remove();
    live.remove();
    for (const name of [
      'role',
      'aria-autocomplete',
      'aria-expanded',
      'aria-controls',
      'aria-activedescendant',
    ])
      input.removeAttribute(name);
    if (previous.autocomplete === null) input.removeAttribute('autocomplete');
    else input.setAttribute('autocomplete', previous.autocomplete);
  };
  signal.addEventListener('abort', teardown, { once: true });
  // Typed before the widget was ready (it loads on the first focus): search for it now, nothing lost.
  if (input.value !== '' && input.ownerDocument.activeElement === input) onInput();
  return teardown;
}
