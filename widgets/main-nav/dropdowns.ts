/** The large breakpoint (document): dropdowns open on hover from this width up. */
export const LARGE_QUERY = '(min-width: 992px)';

export interface DropdownsOptions {
  /** Open on hover when the large media query matches. */
  hover: boolean;
}

/**
 * Disclosure dropdowns of one menu tree: each `.main-nav__toggle` button (aria-controls → its
 * submenu) opens and closes its submenu; Esc closes and returns focus to the toggle; focus or a
 * click leaving an item closes it; from the large breakpoint the items also open on hover.
 */
export class Dropdowns {
  private started = false;
  constructor(
    private readonly root: HTMLElement,
    private readonly options: DropdownsOptions,
    /** The widget's unmount signal: every listener ends with it. */
    private readonly signal: AbortSignal,
  ) {}

  /** Listens to the toggles. Safe to call twice. */
  start(): void {
    if (this.started) return;
    this.started = true;
    const signal = this.signal;
    const large = window.matchMedia(LARGE_QUERY);
    const hovering = () => this.options.hover && large.matches;
    for (const toggle of this.toggles()) {
      toggle.hidden = false;
      toggle.addEventListener(
        'click',
        (event) => {
          // With hover on, the pointer already opened the item: a mouse click must not close it.
          // Keyboard activation (detail 0) toggles.
          if (hovering() && event.detail > 0) this.set(toggle, true);
          else this.set(toggle, !this.isOpen(toggle));
        },
        { signal },
      );
      const item = toggle.closest('li');
      if (!item) continue;
      item.addEventListener(
        'focusout',
        (event) => {
          if (!item.contains(event.relatedTarget as Node | null)) this.set(toggle, false);
        },
        { signal },
      );
      item.addEventListener('mouseenter', () => hovering() && this.set(toggle, true), { signal });
      item.addEventListener('mouseleave', () => hovering() && this.set(toggle, false), { signal });
    }
    this.root.addEventListener(
      'keydown',
      (event) => {
        if (event.key !== 'Escape') return;
        const open = this.toggles().find((toggle) => this.isOpen(toggle));
        if (!open) return;
        event.stopPropagation();
        this.set(open, false);
        open.focus();
      },
      { signal },
    );
    document.addEventListener(
      'click',
      (event) => {
        if (!this.root.contains(event.target as Node)) this.closeAll();
      },
      { signal },
    );
  }

  closeAll(): void {
    for (const toggle of this.toggles()) this.set(toggle, false);
  }

  private toggles(): HTMLButtonElement[] {
    return [...this.root.querySelectorAll<HTMLButtonElement>('button.main-nav__toggle')];
  }

  private isOpen(toggle: HTMLButtonElement): boolean {
    return toggle.getAttribute('aria-expanded') === 'true';
  }

  private set(toggle: HTMLButtonElement, open: boolean): void {
    if (open)
      for (const other of this.toggles()) if (other !== toggle && this.isOpen(other)) this.set(other, false);
    toggle.setAttribute('aria-expanded', String(open));
    toggle.closest('li')?.classList.toggle('is-open', open);
  }
}
