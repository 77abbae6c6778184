import { defineWidget, option, warmNumberFormat } from '../../src/index.ts';
import { VariantsController } from './VariantsController.ts';

export default defineWidget({
  name: 'product-variants',
  strategy: 'eager',
  options: {
    /** The product; default: the closest `data-product-id`. */
    productId: option.number(0),
    /** Ancestor whose bindings, quantity field and fragments belong to this product; default the article. */
    scope: option.string('.product-detail'),
  },
  mount(el, options, { signal }) {
    if (!(el instanceof HTMLFormElement)) throw new Error('product-variants goes on the variation <form>');
    const scope: ParentNode = el.closest(options.scope) ?? document;
    const productId =
      options.productId || Number(el.closest<HTMLElement>('[data-product-id]')?.dataset.productId);
    if (!productId) throw new Error('product-variants needs data-product-id');
    // A choice shows the variant's price: the locale's number data loads off the main thread now.
    warmNumberFormat();
    const controller = new VariantsController(el, scope, productId, signal);
    controller.start();
    return () => controller.stop();
  },
});
