import { fillDialog, loadFragment, nextTask, openDialog } from '../../src/index.ts';

export interface QuickViewOptions {
  productId: number;
  url: string;
}

/**
 * Fetches the product's quick-view fragment and shows it in a modal. The loader mounts the
 * fragment's widgets on its own: the quantity field (`quantity-input`) and the form
 * (`add-to-cart`), so the quick view adds exactly as the product page does.
 */
export async function openQuickView(
  trigger: HTMLElement,
  options: QuickViewOptions,
  signal: AbortSignal,
): Promise<void> {
  const fragment = await loadFragment({
    url: options.url,
    signal,
    busy: trigger,
    key: `quick-view-${options.productId}`,
    searchParams: { productId: options.productId },
    select: '.quick-view',
    needs: '.quick-view',
  });
  if (!fragment) return;
  const view = fragment.content;
  // Three tasks: the fragment's parse, the modal's opening (showModal restyles the whole page, made
  // inert), then its content (style, layout and the loader's scan of the fragment). In one task
  // they made a long task of about 100 ms on a slow phone.
  await nextTask();
  if (signal.aborted) return;
  const handle = openDialog({ title: fragment.title ?? '', size: 'medium', className: 'quick-view-modal' });
  handle.body.setAttribute('aria-busy', 'true');
  await nextTask();
  // Closed meanwhile (Escape, or the page left): nothing to fill. Once open, the modal is the
  // customer's: it is filled even if its eye button has gone meanwhile (as it stays open then).
  if (!handle.dialog.open) return;
  handle.body.removeAttribute('aria-busy');
  fillDialog(handle, fragment);
  const form = view.querySelector<HTMLFormElement>('form[data-widget~="add-to-cart"]');
  if (form) holdEarlySubmit(form);
  keepFocusInField(view, handle.dialog);
}

/**
 * A submit before the form's add-to-cart widget has mounted (its chunk still loading) would post
 * the no-JS form and leave the page: hold it, and send it once the widget runs.
 */
function holdEarlySubmit(form: HTMLFormElement): void {
  const ready = () => form.matches('[data-widget-mounted~="add-to-cart"]');
  form.addEventListener('submit', (event) => {
    if (ready()) return;
    event.preventDefault();
    const submitter = event.submitter;
    const observer = new MutationObserver(() => {
      if (!ready()) return;
      observer.disconnect();
      form.requestSubmit(submitter);
    });
    observer.observe(form, { attributes: true, attributeFilter: ['data-widget-mounted'] });
  });
}

/**
 * The loader swaps the quantity field for its island right after the modal opens, which drops the
 * focus; put it back on the island's field when that happens.
 */
function keepFocusInField(view: Element, dialog: HTMLDialogElement): void {
  const field = view.querySelector<HTMLElement>('[data-widget="quantity-input"]');
  if (!field) return;
  const observer = new MutationObserver(() => {
    const input = field.querySelector<HTMLInputElement>('input');
    const active = document.activeElement;
    const lost = !active || active === document.body || active === dialog || !active.isConnected;
    if (input && lost) input.focus();
  });
  observer.observe(field, { childList: true, subtree: true });
  dialog.addEventListener('close', () => observer.disconnect(), { once: true });
  // Focus moves on as soon as the customer acts; stop watching then.
  dialog.addEventListener('keydown', () => observer.disconnect(), { once: true });
  dialog.addEventListener('pointerdown', () => observer.disconnect(), { once: true });
}
