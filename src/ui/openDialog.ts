import { t } from '../i18n/index.ts';

export interface DialogOptions {
  title: string;
  /** Extra classes on the `<dialog>`, e.g. `login-modal`. */
  className?: string;
  size?: 'small' | 'medium' | 'large';
  /** Close every other open Vitrine dialog first (the add-to-cart dialog does). */
  replace?: boolean;
  /** Called once after the dialog closed and left the document. */
  onClose?: () => void;
  /**
   * What the body shows from the start: put in place before the modal opens, so that opening
   * (which restyles the whole page) and the first focus cost one style and layout pass, not two.
   */
  content?: Node;
}

/** An open dialog: its elements (to fill the body and footer) and `close()`. */
export interface DialogHandle {
  dialog: HTMLDialogElement;
  body: HTMLElement;
  footer: HTMLElement;
  close(): void;
  /** Resolves when the dialog has closed. */
  closed: Promise<void>;
}

const open = new Set<DialogHandle>();
let counter = 0;

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

function trapTab(dialog: HTMLDialogElement, event: KeyboardEvent): void {
  if (event.key !== 'Tab') return;
  const items = [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => el.offsetParent !== null);
  const first = items[0];
  const last = items[items.length - 1];
  if (!first || !last) return;
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  }
}

/**
 * Opens a modal on the native `<dialog>`: the page behind is inert, Tab stays inside, Esc and the
 * close button close it, and focus returns to where it was.
 */
export function openDialog(options: DialogOptions): DialogHandle {
  if (options.replace) for (const other of [...open]) other.close();
  const returnFocus = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  const id = `vitrine-dialog-${++counter}`;
  const dialog = document.createElement('dialog');
  dialog.className = [
    'vitrine-dialog',
    `vitrine-dialog--${options.size ?? 'medium'}`,
    options.className ?? '',
  ]
    .join(' ')
    .trim();
  dialog.setAttribute('aria-labelledby', `${id}-title`);
  const header = document.createElement('header');
  header.className = 'vitrine-dialog__header';
  const title = document.createElement('h2');
  title.id = `${id}-title`;
  title.className = 'vitrine-dialog__title';
  title.textContent = options.title;
  const closeButton = document.createElement('button');
  closeButton.type = 'button';
  closeButton.className = 'vitrine-dialog__close';
  closeButton.setAttribute('aria-label', t('Core.Close'));
  closeButton.textContent = '×';
  header.append(title, closeButton);
  const body = document.createElement('div');
  body.className = 'vitrine-dialog__body';
  const footer = document.createElement('div');
  footer.className = 'vitrine-dialog__footer';
  if (options.content) body.append(options.content);
  dialog.append(header, body, footer);

  let resolveClosed: () => void = () => {};
  const closed = new Promise<void>((resolve) => {
    resolveClosed = resolve;
  });
  const handle: DialogHandle = { dialog, body, footer, close: () => dialog.close(), closed };
  closeButton.addEventListener('click', () => dialog.close());
  dialog.addEventListener('keydown', (event) => trapTab(dialog, event));
  dialog.addEventListener('close', () => {
    open.delete(handle);
    dialog.remove();
    if (returnFocus?.isConnected) returnFocus.focus({ preventScroll: true });
    options.onClose?.();
    resolveClosed();
  });
  document.body.append(dialog);
  open.add(handle);
  dialog.showModal();
  return handle;
}

/** Moves focus to the first field or button of the dialog's body, else its first button. */
export function focusFirst(handle: DialogHandle): void {
  const target =
    handle.body.querySelector<HTMLElement>(FOCUSABLE) ?? handle.footer.querySelector<HTMLElement>(FOCUSABLE);
  target?.focus();
}

/** Closes every open Vitrine dialog (a page change does). */
export function closeAllDialogs(): void {
  for (const handle of [...open]) handle.close();
}
