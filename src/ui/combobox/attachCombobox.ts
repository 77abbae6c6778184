import { announce } from '../../a11y/announce.ts';
import { BadAnswerError } from '../../http/BadAnswerError.ts';
import type { Outcome } from '../../http/request.ts';
import { type ComboboxDom, createComboboxDom, markCombobox, renderComboboxState } from './comboboxDom.ts';
import {
  activeItem,
  type ComboboxEvent,
  type ComboboxState,
  initialState,
  nextState,
} from './comboboxState.ts';

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

/** The combobox's controller: feeds input, keys and answers to the state machine and renders it. */
class ComboboxController<T> {
  private readonly id = `vitrine-combobox-${++counter}`;
  private readonly dom: ComboboxDom;
  private readonly unmark: () => void;
  private state: ComboboxState<T> = initialState();
  private timer: ReturnType<typeof setTimeout> | undefined;
  private calls = new AbortController();
  private stopped = false;

  constructor(private readonly options: ComboboxOptions<T>) {
    this.dom = createComboboxDom(this.id, options, options.container);
    this.unmark = markCombobox(options.input, this.dom.listbox.id);
  }

  /** Listens to the input and the popup until the signal aborts. */
  start(): void {
    const { input, signal } = this.options;
    const listen = { signal };
    input.addEventListener('input', () => this.onInput(), listen);
    input.addEventListener('keydown', (event) => this.onKeydown(event), listen);
    input.addEventListener(
      'focusout',
      (event) => {
        if (!(event.relatedTarget instanceof Node && this.dom.popup.contains(event.relatedTarget)))
          this.apply({ type: 'close' });
      },
      listen,
    );
    // Keep focus in the field while a pointer picks an option.
    this.dom.popup.addEventListener('mousedown', (event) => event.preventDefault(), listen);
    this.dom.listbox.addEventListener('click', (event) => this.onOptionClick(event), listen);
    signal.addEventListener('abort', () => this.stop(), { once: true });
    // Typed before the widget was ready (it loads on the first focus): search for it now, nothing
    // lost. The server's own value (the current customer, shown in the field) is not a search.
    const typed = input.value !== '' && input.value !== input.defaultValue;
    if (typed && input.ownerDocument.activeElement === input) this.onInput();
  }

  /** Removes the popup and the ARIA attributes. Safe to call twice. */
  stop(): void {
    if (this.stopped) return;
    this.stopped = true;
    clearTimeout(this.timer);
    this.calls.abort();
    this.dom.popup.remove();
    this.unmark();
  }

  private apply(event: ComboboxEvent<T>): void {
    const before = this.state;
    this.state = nextState(before, event);
    if (this.state === before) return;
    renderComboboxState(this.dom, this.options.input, this.id, this.state, this.options.renderItem);
    if (before.kind !== 'waiting') return;
    if (this.state.kind === 'open') this.announce(this.options.countText(this.state.items.length));
    if (this.state.kind === 'empty') this.announce(this.options.emptyText);
  }

  private announce(text: string): void {
    announce(text, 'results');
  }

  private async load(query: string): Promise<void> {
    this.calls.abort();
    this.calls = new AbortController();
    const outcome = await this.options.load(query, AbortSignal.any([this.calls.signal, this.options.signal]));
    if (outcome.kind === 'aborted') return;
    if (outcome.kind === 'failed') return this.fail(outcome, query);
    // An answer that is no list (null, an object) is a failed call like any other.
    if (!Array.isArray(outcome.data))
      return this.fail(
        { kind: 'failed', error: new BadAnswerError(200, 'GET', outcome.url, 'no list') },
        query,
      );
    this.apply({ type: 'answered', query, items: outcome.data });
  }

  private fail(outcome: Extract<Outcome<readonly T[]>, { kind: 'failed' }>, query: string): void {
    this.options.onFailure?.(outcome);
    this.apply({ type: 'failed', query });
  }

  private onInput(): void {
    clearTimeout(this.timer);
    const before = this.state;
    this.apply({ type: 'typed', query: this.options.input.value, minChars: this.options.minChars ?? 2 });
    if (this.state.kind === 'closed') {
      this.calls.abort();
      this.announce('');
      return;
    }
    if (this.state === before) return;
    const query = this.state.query;
    this.timer = setTimeout(() => void this.load(query), this.options.debounceMs ?? 250);
  }

  private choose(item: T): void {
    this.apply({ type: 'close' });
    this.options.choose(item);
  }

  private onKeydown(event: KeyboardEvent): void {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      this.apply({ type: 'move', delta: event.key === 'ArrowDown' ? 1 : -1 });
    } else if (event.key === 'Enter') {
      const item = activeItem(this.state);
      if (item === undefined) return;
      event.preventDefault();
      this.choose(item);
    } else if (event.key === 'Escape') {
      this.onEscape(event);
    }
  }

  /** Esc closes the popup, or clears the text when it is closed. */
  private onEscape(event: KeyboardEvent): void {
    const { input } = this.options;
    if (this.state.kind === 'open' || this.state.kind === 'empty') {
      event.preventDefault();
      this.apply({ type: 'close' });
    } else if (input.value !== '') {
      event.preventDefault();
      input.value = '';
      this.onInput();
    }
  }

  private onOptionClick(event: MouseEvent): void {
    const option = (event.target as Element | null)?.closest('[role="option"]');
    if (!option || this.state.kind !== 'open') return;
    const index = Number(option.id.slice(`${this.id}-option-`.length));
    const item = this.state.items[index];
    if (item !== undefined) this.choose(item);
  }
}

/**
 * Turns a text field into an ARIA 1.2 combobox with a listbox popup: options load as the customer
 * types (debounced, only the latest answer counts), arrow keys move `aria-activedescendant`, Enter
 * chooses, Esc closes (or clears when closed), and the count found is announced (`announce`).
 * @returns the teardown, also run when `signal` aborts.
 */
export function attachCombobox<T>(options: ComboboxOptions<T>): () => void {
  const controller = new ComboboxController(options);
  controller.start();
  return () => controller.stop();
}
