import {
  cartAnalyticsItem,
  cartCommands,
  connectCart,
  defineWidget,
  growl,
  lineProduct,
  loadStrings,
  option,
  reportFailure,
  setButtonLoading,
  t,
  trackEcommerce,
} from '../../src/index.ts';

interface AddedItem {
  ProductId: number;
  Name: string;
  SKU: string;
  UnitPriceTaxIncl: number;
  Quantity: number;
}

function addedItems(data: unknown): AddedItem[] {
  const list = (data as { AddedItems?: unknown }).AddedItems;
  return Array.isArray(list) ? list.filter((i): i is AddedItem => typeof i?.ProductId === 'number') : [];
}

/**
 * "Order again": puts a past order's lines in the cart (`PUT api/v1/sales/orders/addtocart`
 * `{OrderId}`); the cart store takes the answer and a notice confirms. Analytics gets
 * `add_to_cart` with the added items in the one cart item shape.
 */
export default defineWidget({
  name: 'order-add-to-cart',
  strategy: 'idle',
  options: {
    /** The order to add again. */
    orderId: option.number(0, (n) => n > 0),
    /** Currency of the analytics event; default EUR. */
    currency: option.string('EUR'),
  },
  mount(el, options, { name, signal }) {
    if (!(el instanceof HTMLButtonElement)) throw new Error('order-add-to-cart goes on a <button>');
    if (!options.orderId) throw new Error('order-add-to-cart needs data-order-id');
    const button = el;
    const release = connectCart();
    button.addEventListener(
      'click',
      async (event) => {
        // The button may submit the no-JS form around it: the call replaces that post.
        event.preventDefault();
        const reset = setButtonLoading(button);
        const [outcome] = await Promise.all([
          cartCommands.orderAgain(options.orderId, { source: name, signal }),
          loadStrings(),
        ]);
        reset();
        if (outcome.kind === 'aborted') return;
        if (outcome.kind === 'failed') return reportFailure(outcome.error);
        const items = addedItems(outcome.answer).map((item) =>
          cartAnalyticsItem(lineProduct(item), item.Quantity),
        );
        if (items.length > 0) trackEcommerce('add_to_cart', items, options.currency);
        growl(t('Catalog.AddedToCart'), { type: 'success' });
      },
      { signal },
    );
    return release;
  },
});
