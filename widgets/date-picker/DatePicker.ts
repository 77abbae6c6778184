import { formatDate, openDialog, parseDate, svgIcon, t } from '../../src/index.ts';
import { addMonths, clampDate, keyTarget, monthGrid, sameDay, weekdayNames } from './calendar.ts';

let counter = 0;

export interface DatePickerOptions {
  locale: string;
  firstDay: number;
  min: Date | undefined;
  max: Date | undefined;
}

/**
 * A button beside the server's text input opening a modal calendar (WAI-ARIA date picker dialog
 * pattern) on a native `<dialog>`, opened by the core's dialog engine (`openDialog`). The input stays a plain text field: typing DD/MM/YYYY works, and
 * a chosen day is written back as DD/MM/YYYY.
 */
export class DatePicker {
  private readonly id = `vitrine-datepicker-${++counter}`;
  private readonly button = document.createElement('button');
  private readonly dialog = document.createElement('dialog');
  private readonly heading = document.createElement('h2');
  private readonly grid = document.createElement('table');
  private focused = new Date();
  private started = false;

  constructor(
    private readonly input: HTMLInputElement,
    private readonly options: DatePickerOptions,
    /** The widget's unmount signal: every listener ends with it. */
    private readonly signal: AbortSignal,
  ) {}

  /** Adds the calendar button and its dialog. Safe to call twice. */
  start(): void {
    if (this.started) return;
    this.started = true;
    this.buildButton();
    this.buildDialog();
    this.listen();
  }

  private buildButton(): void {
    const { button, input } = this;
    button.type = 'button';
    button.className = 'vitrine-datepicker__button';
    button.setAttribute('aria-haspopup', 'dialog');
    button.setAttribute('aria-label', t('Core.ChooseDate'));
    const calendar = { fill: 'currentColor', d: 'M4 0h2v2h4V0h2v2h3v14H1V2h3zm-1 6v8h10V6z' };
    button.append(svgIcon({ viewBox: '0 0 16 16', width: '16', height: '16' }, [['path', calendar]]));
    input.after(button);
    if (!input.placeholder) input.placeholder = 'DD/MM/YYYY';
  }

  private buildDialog(): void {
    const { dialog, heading, grid } = this;
    const signal = this.signal;
    dialog.className = 'vitrine-datepicker';
    dialog.setAttribute('aria-labelledby', `${this.id}-heading`);
    heading.id = `${this.id}-heading`;
    heading.className = 'vitrine-datepicker__heading';
    // Not live: a month change moves the focus to a day, whose name says the month and year.
    const prev = this.navButton('vitrine-datepicker__prev', t('Core.PreviousMonth'), '‹', -1, signal);
    const next = this.navButton('vitrine-datepicker__next', t('Core.NextMonth'), '›', 1, signal);
    const header = document.createElement('div');
    header.className = 'vitrine-datepicker__header';
    header.append(prev, heading, next);
    grid.className = 'vitrine-datepicker__grid';
    grid.setAttribute('role', 'grid');
    grid.setAttribute('aria-labelledby', heading.id);
    dialog.append(header, grid);
    document.body.append(dialog);
  }

  private listen(): void {
    const { button, dialog, grid, input } = this;
    const signal = this.signal;
    button.addEventListener('click', () => this.open(), { signal });
    grid.addEventListener('keydown', (event) => this.onGridKey(event), { signal });
    grid.addEventListener(
      'click',
      (event) => {
        const cell = (event.target as Element).closest<HTMLElement>('td[data-date]');
        if (cell && cell.getAttribute('aria-disabled') !== 'true') this.choose(this.dateOf(cell));
      },
      { signal },
    );
    dialog.addEventListener(
      'cancel',
      (event) => {
        event.preventDefault();
        this.close();
      },
      { signal },
    );
    // A click on the backdrop (outside the dialog box) closes it.
    dialog.addEventListener(
      'click',
      (event) => {
        if (event.target === dialog) this.close();
      },
      { signal },
    );
    // Typed dates are tidied to DD/MM/YYYY when they are real dates; anything else is left as typed.
    input.addEventListener(
      'change',
      () => {
        const typed = parseDate(input.value);
        if (typed && formatDate(typed) !== input.value) input.value = formatDate(typed);
      },
      { signal },
    );
  }

  /** Closes and removes the calendar and its button. Safe to call twice. */
  stop(): void {
    if (this.dialog.open) this.dialog.close();
    this.dialog.remove();
    this.button.remove();
  }

  private navButton(className: string, label: string, text: string, by: number, signal: AbortSignal) {
    const nav = document.createElement('button');
    nav.type = 'button';
    nav.className = className;
    nav.setAttribute('aria-label', label);
    nav.textContent = text;
    nav.addEventListener('click', () => this.show(addMonths(this.focused, by), false), { signal });
    return nav;
  }

  private open(): void {
    const typed = parseDate(this.input.value);
    openDialog({ element: this.dialog });
    this.show(typed ?? clampDate(new Date(), this.options.min, this.options.max), true);
  }

  private close(): void {
    this.dialog.close();
    this.button.focus();
  }

  private choose(date: Date): void {
    this.input.value = formatDate(date);
    this.input.dispatchEvent(new Event('input', { bubbles: true }));
    this.input.dispatchEvent(new Event('change', { bubbles: true }));
    this.close();
  }

  private dateOf(cell: HTMLElement): Date {
    const [y, m, d] = (cell.dataset.date ?? '').split('-').map(Number);
    return new Date(y ?? 0, (m ?? 1) - 1, d ?? 1);
  }

  private disabled(date: Date): boolean {
    const { min, max } = this.options;
    return (min !== undefined && date < min) || (max !== undefined && date > max);
  }

  /** Renders the month of `date` with `date` as the focusable day. */
  private show(date: Date, focus: boolean): void {
    this.focused = date;
    const { locale, firstDay } = this.options;
    this.heading.textContent = new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric' }).format(
      date,
    );
    const selected = parseDate(this.input.value);
    const today = new Date();
    const full = new Intl.DateTimeFormat(locale, { dateStyle: 'full' });
    const head = document.createElement('thead');
    const headRow = head.insertRow();
    for (const [short, long] of weekdayNames(locale, firstDay)) {
      const th = document.createElement('th');
      th.scope = 'col';
      th.abbr = long;
      th.textContent = short;
      headRow.append(th);
    }
    const body = document.createElement('tbody');
    for (const week of monthGrid(date.getFullYear(), date.getMonth(), firstDay)) {
      const row = body.insertRow();
      for (const day of week) {
        const cell = row.insertCell();
        if (!day) continue;
        cell.dataset.date = `${day.getFullYear()}-${day.getMonth() + 1}-${day.getDate()}`;
        cell.textContent = String(day.getDate());
        cell.tabIndex = sameDay(day, date) ? 0 : -1;
        cell.setAttribute('aria-label', full.format(day));
        if (selected && sameDay(day, selected)) cell.setAttribute('aria-selected', 'true');
        if (sameDay(day, today)) cell.setAttribute('aria-current', 'date');
        if (this.disabled(day)) cell.setAttribute('aria-disabled', 'true');
      }
    }
    this.grid.replaceChildren(head, body);
    if (focus) this.grid.querySelector<HTMLElement>('td[tabindex="0"]')?.focus();
  }

  private onGridKey(event: KeyboardEvent): void {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      if (!this.disabled(this.focused)) this.choose(this.focused);
      return;
    }
    const target = keyTarget(event.key, this.focused, event.shiftKey, this.options.firstDay);
    if (!target) return;
    event.preventDefault();
    this.show(clampDate(target, this.options.min, this.options.max), true);
  }
}
