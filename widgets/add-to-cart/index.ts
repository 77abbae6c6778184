import {
  type CartSummary,
  defineWidget,
  dispatch,
  HttpError,
  loadStrings,
  option,
  parseAmount,
  reportFailure,
  request,
  setButtonLoading,
  trackEcommerce,
} from '../../src/index.ts';
import { analyticsItem, answerMessage, cartPayload } from './cartPayload.ts';
import { openConfirmation } from './confirmationDialog.ts';

function isCartSummary(data: unknown): data is CartSummary {
  return typeof data === 'object' && data !== null && typeof (data as CartSummary).ItemsCount === 'number';
}

const field = (form: HTMLFormElement, name: string) =>
  form.querySelector<HTMLInputElement>(`[name="${name}"]`)?.value ?? '';

export default defineWidget({
  name: 'add-to-cart',
  strategy: 'idle',
  options: {
    /** Extra order-origin fields sent with the call, e.g. `{"ItemOrigin":"Catalog","ItemKey":"1001"}`. */
    orderOrigin: option.json<Record<string, unknown>>({}),
    /** Analytics item fields: item_id, item_name, item_brand, item_category. */
    item: option.json<Record<string, string>>({}),
    /** Ancestor holding the shown SKU, price and photo bindings; default the product article. */
    scope: option.string('.product-detail'),
    /** The currency of the analytics event; default EUR. */
    currency: option.string('EUR'),
  },
  mount(el, options, { signal }) {
    if (!(el instanceof HTMLFormElement)) throw new Error('add-to-cart goes on the add-to-cart <form>');
    const form = el;
    const scope: ParentNode = form.closest(options.scope) ?? document;
    const message = document.createElement('p');
    message.className = 'add-to-cart__message';
    message.setAttribute('role', 'alert');
    form.append(message);

    form.addEventListener(
      'submit',
      async (event) => {
        event.preventDefault();
        const button = (event as SubmitEvent).submitter ?? form.querySelector('button[type="submit"]');
        if (button instanceof HTMLButtonElement && button.disabled) return;
        const payload = cartPayload(
          {
            ProductVariantId: field(form, 'ProductVariantId'),
            Quantity: field(form, 'Quantity'),
            Name: field(form, 'Name'),
          },
          { ItemOrigin: field(form, 'ItemOrigin'), ItemKey: field(form, 'ItemKey'), ...options.orderOrigin },
        );
        message.textContent = '';
        const reset =
          button instanceof HTMLButtonElement || button instanceof HTMLInputElement
            ? setButtonLoading(button)
            : () => {};
        const [outcome] = await Promise.all([
          request('POST', 'api/v1/catalog/products/addtocart', { json: payload, signal }),
          loadStrings(),
        ]);
        reset();
        // A disabled button drops focus; give it back so the dialog returns focus there on close.
        if (
          button instanceof HTMLElement &&
          (document.activeElement === document.body || !document.activeElement)
        ) {
          button.focus({ preventScroll: true });
        }
        if (outcome.kind === 'aborted') return;
        if (outcome.kind === 'failed') {
          const text =
            outcome.error instanceof HttpError && outcome.error.status === 400
              ? answerMessage(outcome.error.body)
              : undefined;
          if (text) message.textContent = text;
          else reportFailure(outcome.error);
          return;
        }
        if (!isCartSummary(outcome.data)) {
          console.error('[vitrine] add-to-cart: unexpected answer', outcome.data);
          return;
        }
        const cart: CartSummary = {
          ItemsCount: outcome.data.ItemsCount,
          AmountTaxInclHtml: outcome.data.AmountTaxInclHtml,
          AmountTaxExclHtml: outcome.data.AmountTaxExclHtml,
        };
        const sku = scope.querySelector('[data-bind="SKU"]')?.textContent?.trim() ?? '';
        const priceText = scope.querySelector('[data-bind="UnitPriceTaxIncl"]')?.textContent?.trim() ?? '';
        trackEcommerce(
          'add_to_cart',
          [analyticsItem(options.item, payload, sku, parseAmount(priceText))],
          options.currency,
        );
        dispatch('vitrine:cart-changed', { source: 'add-to-cart', cart });
        const image = scope.querySelector<HTMLImageElement>('.gallery img');
        openConfirmation(
          { name: payload.Name, sku, priceText, quantity: payload.Quantity, imageUrl: image?.src },
          cart,
        );
      },
      { signal },
    );
    return () => message.remove();
  },
});
