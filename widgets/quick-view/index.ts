import { defineWidget, option } from '../../src/index.ts';
import { openQuickView } from './openQuickView.ts';

export default defineWidget({
  name: 'quick-view',
  strategy: 'idle',
  options: {
    /** The product shown. */
    productId: option.number(0, (n) => n > 0),
    /** The quick-view fragment; default /widget/catalog/QuickView. */
    url: option.string('widget/catalog/QuickView'),
  },
  mount(el, options, { signal }) {
    if (!options.productId) throw new Error('quick-view needs data-product-id');
    el.setAttribute('aria-haspopup', 'dialog');
    el.addEventListener(
      'click',
      (event) => {
        if (
          event instanceof MouseEvent &&
          (event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey)
        )
          return;
        event.preventDefault();
        void openQuickView(el, options, signal);
      },
      { signal },
    );
    return () => el.removeAttribute('aria-haspopup');
  },
});
