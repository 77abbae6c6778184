import { t } from '../i18n/index.ts';

/** What every dialog takes, built or the page's own. */
interface CommonOptions {
  /** Close every other open Vitrine dialog first (the add-to-cart dialog does). */
  replace?: boolean;
  /** Called once after the dialog closed (and, when built, left the document). */
  onClose?: () => void;
}

/** A dialog built by the engine: a title, a body and a footer to fill. */
export interface BuiltDialogOptions extends CommonOptions {
  title: string;
  /** Extra classes on the `<dialog>`, e.g. `login-modal`. */
  className?: string;
  size?: 'small' | 'medium' | 'large';
  /**
   * What the body shows from the start: put in place before the modal opens, so that opening
   * (which restyles the whole page) and the first focus cost one style and layout pass, not two.
   */
  content?: Node;
}

/**
 * The page's own `<dialog>` (server markup, or one a widget keeps), opened as it is: nothing is
 * added to it, and it stays in the document once closed, to be opened again.
 */
export interface OwnDialogOptions extends CommonOptions {
  element: HTMLDialogElement;
}

export type DialogOptions = BuiltDialogOptions | OwnDialogOptions;

/** An open dialog: its elements (to fill the body and footer) and `close()`. */
export interface DialogHandle {
  dialog: HTMLDialogElement;
  /** The body of a built dialog; the dialog itself when it is the page's own. */
  body: HTMLElement;
  /** The footer of a built dialog; the dialog itself when it is the page's own. */
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

/** A new `<dialog>` with its header (title, close button), body and footer. */
function buildDialog(options: BuiltDialogOptions): {
  dialog: HTMLDialogElement;
  body: HTMLElement;
  footer: HTMLElement;
} {
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
  closeButton.addEventListener('click', () => dialog.close());
  header.append(title, closeButton);
  const body = document.createElement('div');
  body.className = 'vitrine-dialog__body';
  const footer = document.createElement('div');
  footer.className = 'vitrine-dialog__footer';
  if (options.content) body.append(options.content);
  dialog.append(header, body, footer);
  return { dialog, body, footer };
}

/** The handle of the page's own dialog while it is open, so that opening it twice is harmless. */
function handleOf(dialog: HTMLDialogElement): DialogHandle | undefined {
  return [...open].find((handle) => handle.dialog === dialog);
}

/**
 * The modal engine: every modal `<dialog>` of Vitrine opens here. The page behind is inert, Tab
 * stays inside, Esc (and a built dialog's close button) closes it, focus returns to where it was,
 * and a visit's `closeAllDialogs()` closes it. Content comes two ways: DOM content, with this
 * function (a built dialog, or the page's own `element`), and React content, with the `<Dialog>`
 * component on top of it (src/react/Dialog.tsx).
 */
export function openDialog(options: DialogOptions): DialogHandle {
  const own = 'element' in options ? options.element : undefined;
  const already = own && handleOf(own);
  if (already) return already;
  if (options.replace) for (const other of [...open]) other.close();
  const returnFocus = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  const parts = own ? { dialog: own, body: own, footer: own } : buildDialog(options as BuiltDialogOptions);
  const { dialog } = parts;
  let resolveClosed: () => void = () => {};
  const closed = new Promise<void>((resolve) => {
    resolveClosed = resolve;
  });
  const handle: DialogHandle = { ...parts, close: () => dialog.close(), closed };
  // The page's own dialog may open again: this opening's listeners go when it closes.
  const opening = new AbortController();
  dialog.addEventListener('keydown', (event) => trapTab(dialog, event), { signal: opening.signal });
  dialog.addEventListener(
    'close',
    () => {
      opening.abort();
      open.delete(handle);
      if (!own) dialog.remove();
      if (returnFocus?.isConnected) returnFocus.focus({ preventScroll: true });
      options.onClose?.();
      resolveClosed();
    },
    { signal: opening.signal },
  );
  if (!dialog.isConnected) document.body.append(dialog);
  open.add(handle);
  if (!dialog.open) dialog.showModal();
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
