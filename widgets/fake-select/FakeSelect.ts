import { keyAction, typeAhead } from './listboxKeys.ts';

let counter = 0;

/**
 * A styled select-only combobox mirroring a native `<select>` (WAI-ARIA APG "select-only
 * combobox"): the native select stays in the form (hidden) and holds the value; the combobox shows
 * it and a listbox lets the customer choose with the mouse or the keyboard.
 */
export class FakeSelect {
  private readonly id = `vitrine-fake-select-${++counter}`;
  private readonly combo = document.createElement('div');
  private readonly list = document.createElement('ul');
  private active = 0;
  private typed = '';
  private typedTimer = 0;
  private started = false;

  constructor(
    private readonly root: HTMLElement,
    private readonly select: HTMLSelectElement,
    /** The widget's unmount signal: every listener ends with it. */
    private readonly signal: AbortSignal,
  ) {}

  /** Builds the combobox and listbox over the hidden native select. Safe to call twice. */
  start(): void {
    if (this.started) return;
    this.started = true;
    const { combo, list, select } = this;
    const label = select.labels?.[0] ?? this.root.querySelector('label');
    if (label && !label.id) label.id = `${this.id}-label`;
    this.buildCombo(label);
    this.buildList(label);
    select.hidden = true;
    select.tabIndex = -1;
    select.after(combo, list);
    this.root.classList.add('vitrine-fake-select');
    this.listen(label);
  }

  private buildCombo(label: HTMLLabelElement | null): void {
    const { combo, select } = this;
    combo.className = 'vitrine-fake-select__combo';
    combo.id = `${this.id}-combo`;
    combo.tabIndex = select.disabled ? -1 : 0;
    combo.setAttribute('role', 'combobox');
    combo.setAttribute('aria-haspopup', 'listbox');
    combo.setAttribute('aria-expanded', 'false');
    combo.setAttribute('aria-controls', `${this.id}-list`);
    if (select.disabled) combo.setAttribute('aria-disabled', 'true');
    if (select.required) combo.setAttribute('aria-required', 'true');
    const describedBy = select.getAttribute('aria-describedby');
    if (describedBy) combo.setAttribute('aria-describedby', describedBy);
    if (label) combo.setAttribute('aria-labelledby', `${label.id} ${combo.id}`);
  }

  private buildList(label: HTMLLabelElement | null): void {
    const { list } = this;
    list.className = 'vitrine-fake-select__list';
    list.id = `${this.id}-list`;
    list.setAttribute('role', 'listbox');
    list.tabIndex = -1;
    if (label) list.setAttribute('aria-labelledby', label.id);
    list.hidden = true;
    this.renderOptions();
  }

  private listen(label: HTMLLabelElement | null): void {
    const { combo, list, select } = this;
    const signal = this.signal;
    combo.addEventListener('click', () => (this.isOpen ? this.close() : this.open('current')), { signal });
    combo.addEventListener('keydown', (event) => this.onKey(event), { signal });
    combo.addEventListener(
      'blur',
      (event) => {
        if (!this.root.contains(event.relatedTarget as Node | null)) this.close();
      },
      { signal },
    );
    list.addEventListener('mousedown', (event) => event.preventDefault(), { signal });
    list.addEventListener(
      'click',
      (event) => {
        const item = (event.target as Element).closest<HTMLElement>('[role="option"]');
        if (!item || item.getAttribute('aria-disabled') === 'true') return;
        this.choose(Number(item.dataset.index));
        this.close();
        combo.focus();
      },
      { signal },
    );
    label?.addEventListener(
      'click',
      (event) => {
        event.preventDefault();
        combo.focus();
      },
      { signal },
    );
    // Mirror changes made to the native select by other code (reset, variant refresh...).
    select.addEventListener('change', () => this.sync(), { signal });
    select.form?.addEventListener('reset', () => setTimeout(() => this.sync()), { signal });
  }

  /** Removes the combobox and shows the native select again. Safe to call twice. */
  stop(): void {
    this.combo.remove();
    this.list.remove();
    this.select.hidden = false;
    this.select.removeAttribute('tabindex');
    this.root.classList.remove('vitrine-fake-select');
  }

  private get isOpen(): boolean {
    return !this.list.hidden;
  }

  private options(): HTMLElement[] {
    return [...this.list.querySelectorAll<HTMLElement>('[role="option"]')];
  }

  private disabled(): boolean[] {
    return this.options().map((o) => o.getAttribute('aria-disabled') === 'true');
  }

  private renderOptions(): void {
    this.list.replaceChildren(
      ...[...this.select.options].map((opt, index) => {
        const item = document.createElement('li');
        item.id = `${this.id}-opt-${index}`;
        item.dataset.index = String(index);
        item.setAttribute('role', 'option');
        item.className = 'vitrine-fake-select__option';
        item.textContent = opt.text;
        if (opt.disabled) item.setAttribute('aria-disabled', 'true');
        return item;
      }),
    );
    this.sync();
  }

  private sync(): void {
    const index = this.select.selectedIndex;
    this.combo.textContent = this.select.options[index]?.text ?? '';
    for (const [i, item] of this.options().entries()) item.setAttribute('aria-selected', String(i === index));
    this.active = Math.max(0, index);
  }

  private open(to: 'current' | 'first' | 'last'): void {
    const disabled = this.disabled();
    this.list.hidden = false;
    this.combo.setAttribute('aria-expanded', 'true');
    if (to === 'first') this.activate(disabled.indexOf(false));
    else if (to === 'last') this.activate(disabled.lastIndexOf(false));
    else this.activate(this.active);
  }

  private close(): void {
    this.list.hidden = true;
    this.combo.setAttribute('aria-expanded', 'false');
    this.combo.removeAttribute('aria-activedescendant');
  }

  private activate(index: number): void {
    const items = this.options();
    const item = items[index];
    if (!item) return;
    this.active = index;
    for (const other of items) other.classList.toggle('is-active', other === item);
    this.combo.setAttribute('aria-activedescendant', item.id);
    item.scrollIntoView?.({ block: 'nearest' });
  }

  private choose(index: number): void {
    if (this.select.selectedIndex === index) return;
    this.select.selectedIndex = index;
    this.sync();
    this.select.dispatchEvent(new Event('input', { bubbles: true }));
    this.select.dispatchEvent(new Event('change', { bubbles: true }));
  }

  private onKey(event: KeyboardEvent): void {
    if (event.altKey && event.key === 'ArrowUp' && this.isOpen) {
      event.preventDefault();
      this.choose(this.active);
      this.close();
      return;
    }
    if (event.key.length === 1 && event.key !== ' ' && !event.ctrlKey && !event.metaKey) {
      this.onType(event.key);
      return;
    }
    const action = keyAction(event.key, this.isOpen, this.active, this.disabled());
    switch (action.type) {
      case 'open':
        event.preventDefault();
        this.open(action.to);
        return;
      case 'move':
        event.preventDefault();
        this.activate(action.to);
        return;
      case 'choose':
        if (event.key !== 'Tab') event.preventDefault();
        this.choose(this.active);
        this.close();
        return;
      case 'close':
        event.preventDefault();
        this.close();
        return;
      case 'none':
        return;
    }
  }

  private onType(char: string): void {
    window.clearTimeout(this.typedTimer);
    this.typed += char;
    this.typedTimer = window.setTimeout(() => {
      this.typed = '';
    }, 500);
    const labels = this.options().map((o) => o.textContent ?? '');
    const index = typeAhead(labels, this.disabled(), this.active, this.typed);
    if (index < 0) return;
    if (!this.isOpen) this.open('current');
    this.activate(index);
  }
}
