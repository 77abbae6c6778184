import { Dropdowns } from './dropdowns.ts';
import { createMobileCopy } from './mobileCopy.ts';
import { isSamePageAnchor } from './samePageAnchor.ts';

/** Body class while the mobile menu is open. */
export const OPEN_CLASS = 'nav-open';

/**
 * The burger button and the mobile copy of the menu. The copy is made on the first toggle; then
 * each toggle flips the body's `nav-open` class. It closes on a same-page anchor click, on Esc and
 * through `close()` (page change, modal opening).
 */
export class MobileNav {
  private started = false;
  /** The burger as the server rendered it: `hidden` in markup of the older contract. */
  private burgerWasHidden = false;
  private panel: HTMLElement | undefined;
  private dropdowns: Dropdowns | undefined;

  constructor(
    private readonly nav: HTMLElement,
    private readonly burger: HTMLButtonElement,
    private readonly list: HTMLElement,
    private readonly signal: AbortSignal,
  ) {}

  /** Listens to the toggles. Safe to call twice. */
  start(): void {
    if (this.started) return;
    this.started = true;
    const signal = this.signal;
    this.burgerWasHidden = this.burger.hasAttribute('hidden');
    this.burger.hidden = false;
    this.burger.setAttribute('aria-expanded', 'false');
    this.burger.addEventListener('click', () => this.toggle(), { signal });
  }

  get isOpen(): boolean {
    return document.body.classList.contains(OPEN_CLASS);
  }

  toggle(): void {
    if (this.isOpen) this.close();
    else this.open();
  }

  open(): void {
    const panel = this.ensurePanel();
    document.body.classList.add(OPEN_CLASS);
    this.burger.setAttribute('aria-expanded', 'true');
    panel.querySelector<HTMLElement>('a[href], button')?.focus();
  }

  close(): void {
    if (!this.isOpen) return;
    const hadFocus = this.panel?.contains(document.activeElement) ?? false;
    document.body.classList.remove(OPEN_CLASS);
    this.burger.setAttribute('aria-expanded', 'false');
    this.dropdowns?.closeAll();
    if (hadFocus) this.burger.focus();
  }

  /** Removes the copy and the body class (unmount). */
  stop(): void {
    document.body.classList.remove(OPEN_CLASS);
    this.panel?.remove();
    this.burger.hidden = this.burgerWasHidden;
    this.burger.removeAttribute('aria-expanded');
  }

  private ensurePanel(): HTMLElement {
    if (this.panel) return this.panel;
    const panelId = this.burger.getAttribute('aria-controls') || 'main-nav-mobile';
    const panel = createMobileCopy(this.nav, this.list, panelId);
    this.burger.setAttribute('aria-controls', panelId);
    this.dropdowns = new Dropdowns(panel, { hover: false }, this.signal);
    this.dropdowns.start();
    panel.addEventListener(
      'click',
      (event) => {
        const link = (event.target as Element).closest('a[href]');
        if (link && isSamePageAnchor(link.getAttribute('href') ?? '', location.href)) this.close();
      },
      { signal: this.signal },
    );
    panel.addEventListener(
      'keydown',
      (event) => {
        if (event.key === 'Escape' && !event.defaultPrevented) this.close();
      },
      { signal: this.signal },
    );
    this.panel = panel;
    return panel;
  }
}
