import { connectCart, defineWidget, option } from '../../src/index.ts';
import { addToCart } from './addToCart.ts';

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
    /** The currency of the call and the analytics event; default EUR. */
    currency: option.string('EUR'),
  },
  mount(el, options, { name, signal }) {
    if (!(el instanceof HTMLFormElement)) throw new Error('add-to-cart goes on the add-to-cart <form>');
    const form = el;
    const release = connectCart();
    const message = document.createElement('p');
    message.className = 'add-to-cart__message';
    form.append(message);
    form.addEventListener(
      'submit',
      (event) => {
        event.preventDefault();
        const submitter = (event as SubmitEvent).submitter ?? form.querySelector('button[type="submit"]');
        if (submitter instanceof HTMLButtonElement && submitter.disabled) return;
        void addToCart(form, submitter, { ...options, source: name, message, signal });
      },
      { signal },
    );
    return () => {
      message.remove();
      release();
    };
  },
});
