import { defineWidget, fetchLinkedHtml, focusFirst, isPlainClick, openDialog } from '../../src/index.ts';
import { fragmentNodes } from './fragment.ts';

/**
 * Opens the stock-by-warehouse fragment (productId, productVariantId, displayAllActiveWarehouses in
 * the link's address) in a modal instead of following the link.
 */
export default defineWidget({
  name: 'stock-modal',
  strategy: 'idle',
  options: {},
  mount(el, _options, { signal }) {
    if (!(el instanceof HTMLAnchorElement)) throw new Error('stock-modal goes on an <a href> element');
    const link = el;
    link.setAttribute('aria-haspopup', 'dialog');
    const open = async () => {
      // After a login the customer comes back to the product, not to the stock fragment.
      const html = await fetchLinkedHtml(link, signal, location.href);
      if (html === undefined) return;
      const nodes = fragmentNodes(html);
      const handle = openDialog({
        title: link.textContent?.trim() ?? '',
        className: 'stock-modal',
        size: 'small',
      });
      handle.body.append(...nodes.map((node) => document.adoptNode(node)));
      handle.body.tabIndex = -1;
      focusFirst(handle);
    };
    link.addEventListener(
      'click',
      (event) => {
        if (!isPlainClick(event)) return;
        event.preventDefault();
        void open();
      },
      { signal },
    );
    return () => link.removeAttribute('aria-haspopup');
  },
});
