import {
  afterPaint,
  announce,
  answerMessage,
  type CartSummary,
  cartAnalyticsItem,
  cartCommands,
  growl,
  HttpError,
  loadStrings,
  parseAmount,
  reportFailure,
  setButtonLoading,
  t,
  trackEcommerce,
} from '../../src/index.ts';
import { addToCartPayload } from './addToCartPayload.ts';
import type { AddedProduct } from './confirmationDialog.ts';

/** How one add-to-cart form is sent; the add-to-cart widget reads these from its data-* options. */
export interface AddToCartOptions {
  /** Extra order-origin fields (ItemOrigin, ItemKey, OrderId...). */
  orderOrigin: Record<string, unknown>;
  /** Analytics fields: item_id, item_name, item_brand, item_category. */
  item: Record<string, string>;
  /** Ancestor holding `[data-bind="SKU"]`, `"UnitPriceTaxIncl"`, `"VariantLabel"` and the photo. */
  scope: string;
  currency: string;
}

interface ShownProduct {
  variant: string;
  sku: string;
  priceText: string;
  imageUrl: string | undefined;
}

function shownProduct(scope: ParentNode): ShownProduct {
  const text = (selector: string) => scope.querySelector(selector)?.textContent?.trim() ?? '';
  return {
    variant: text('[data-bind="VariantLabel"]'),
    sku: text('[data-bind="SKU"]'),
    priceText: text('[data-bind="UnitPriceTaxIncl"]'),
    imageUrl: scope.querySelector<HTMLImageElement>('.gallery img, img')?.src,
  };
}

function loadingButton(form: HTMLFormElement, submitter: HTMLElement | null): () => void {
  const button = submitter ?? form.querySelector('button[type="submit"]');
  if (!(button instanceof HTMLButtonElement || button instanceof HTMLInputElement)) return () => {};
  const reset = setButtonLoading(button);
  return () => {
    reset();
    // A disabled button drops focus; give it back so the dialog returns focus there on close.
    if (document.activeElement === document.body || !document.activeElement)
      button.focus({ preventScroll: true });
  };
}

/**
 * The one add-to-cart flow (product page, quick view): the form-serialised call, the store and
 * `vitrine:cart-changed`, the GA4 `add_to_cart` item, then the confirmation dialog that replaces
 * any open one. A 400 answer's Message goes in `message`; other failures follow the error policy.
 */
export async function addToCart(
  form: HTMLFormElement,
  submitter: HTMLElement | null,
  options: AddToCartOptions & { source: string; message: HTMLElement; signal: AbortSignal },
): Promise<void> {
  const shown = shownProduct(form.closest(options.scope) ?? document);
  const price = parseAmount(shown.priceText);
  const payload = addToCartPayload(new FormData(form), options.orderOrigin, {
    price,
    currencyCode: options.currency,
  });
  options.message.textContent = '';
  const reset = loadingButton(form, submitter);
  // The pressed, loading button paints first: the call (and its answer's dialog) comes after.
  await afterPaint();
  // The confirmation's code (a chunk of its own: most pages never add) comes beside the call.
  const confirmation = import('./confirmationDialog.ts').catch(() => undefined);
  const [outcome] = await Promise.all([
    cartCommands.add(payload, { source: options.source, signal: options.signal }),
    loadStrings(),
  ]);
  reset();
  if (outcome.kind === 'aborted') return;
  if (outcome.kind === 'failed') {
    const text =
      outcome.error instanceof HttpError && outcome.error.status === 400
        ? answerMessage(outcome.error.body)
        : undefined;
    if (text) {
      options.message.textContent = text;
      announce(text, 'errors');
    } else reportFailure(outcome.error);
    return;
  }
  const quantity = Number(payload.get('Quantity'));
  const name = payload.get('Name') ?? '';
  const product = {
    id: options.item.item_id || (payload.get('ProductVariantId') ?? ''),
    name: options.item.item_name || name,
    price,
    sku: shown.sku,
    ...(options.item.item_brand ? { brand: options.item.item_brand } : {}),
    ...(options.item.item_category ? { category: options.item.item_category } : {}),
  };
  trackEcommerce('add_to_cart', [cartAnalyticsItem(product, quantity)], options.currency);
  const added = { name, variant: shown.variant, sku: shown.sku, priceText: shown.priceText, quantity };
  await confirm(confirmation, { ...added, imageUrl: shown.imageUrl }, outcome.cart.summary);
}

/**
 * Opens the confirmation once its code is there; when it could not come (the connection dropped
 * meanwhile) a notice says the product is in the cart all the same.
 */
async function confirm(
  code: Promise<typeof import('./confirmationDialog.ts') | undefined>,
  product: AddedProduct,
  cart: CartSummary,
): Promise<void> {
  const dialog = await code;
  if (dialog) dialog.openConfirmation(product, cart);
  else growl(t('Catalog.AddedToCart'), { type: 'success' });
}
