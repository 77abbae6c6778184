import {
  type CartSummary,
  dispatch,
  focusFirst,
  growl,
  loadStrings,
  openDialog,
  reportFailure,
  request,
  setButtonLoading,
  t,
} from '../../src/index.ts';

export interface QuickViewOptions {
  productId: number;
  url: string;
}

/**
 * Fetches the product's quick-view fragment and shows it in a modal. The fragment's quantity field
 * carries `data-widget="quantity-input"`, which the loader mounts on its own; the add-to-cart form
 * is sent to the cart API here.
 */
export async function openQuickView(
  trigger: HTMLElement,
  options: QuickViewOptions,
  signal: AbortSignal,
): Promise<void> {
  trigger.setAttribute('aria-busy', 'true');
  const [outcome] = await Promise.all([
    request<string>('GET', options.url, {
      key: `quick-view-${options.productId}`,
      signal,
      searchParams: { productId: options.productId },
      expect: 'html',
    }),
    loadStrings(),
  ]);
  trigger.removeAttribute('aria-busy');
  if (outcome.kind === 'aborted') return;
  if (outcome.kind === 'failed') {
    reportFailure(outcome.error);
    return;
  }
  const doc = new DOMParser().parseFromString(
    typeof outcome.data === 'string' ? outcome.data : '',
    'text/html',
  );
  const view = doc.querySelector<HTMLElement>('.quick-view');
  if (!view) return;
  const heading = view.querySelector('h1');
  const title = heading?.textContent?.trim() ?? '';
  heading?.remove();
  const handle = openDialog({ title, size: 'medium', className: 'quick-view-modal' });
  handle.body.append(document.adoptNode(view));
  const form = view.querySelector<HTMLFormElement>('form');
  form?.addEventListener('submit', (event) => {
    event.preventDefault();
    void addToCart(form, handle.close);
  });
  focusFirst(handle);
  keepFocusInField(view, handle.dialog);
}

/**
 * The loader swaps the quantity field for its island right after the modal opens, which drops the
 * focus; put it back on the island's field when that happens.
 */
function keepFocusInField(view: HTMLElement, dialog: HTMLDialogElement): void {
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

async function addToCart(form: HTMLFormElement, close: () => void): Promise<void> {
  const button = form.querySelector<HTMLButtonElement>('button[type="submit"]');
  const message = form.querySelector<HTMLElement>('.quick-view__message');
  if (message) message.textContent = '';
  const restore = button ? setButtonLoading(button) : () => {};
  const body = new URLSearchParams();
  for (const [name, value] of new FormData(form)) if (typeof value === 'string') body.append(name, value);
  const outcome = await request<CartSummary>('POST', 'api/v1/catalog/products/addtocart', { body });
  restore();
  if (outcome.kind === 'aborted') return;
  if (outcome.kind === 'failed') {
    const answer =
      outcome.error.status === 400 ? (outcome.error.body as { Message?: unknown } | undefined) : undefined;
    if (typeof answer?.Message === 'string' && message) {
      // The server's reason (below minimum, off step...) stays in the dialog, next to the field.
      message.textContent = answer.Message;
      return;
    }
    reportFailure(outcome.error);
    return;
  }
  dispatch('vitrine:cart-changed', { source: 'quick-view', cart: outcome.data });
  close();
  growl(t('Catalog.AddedToCart'), { type: 'success' });
}
