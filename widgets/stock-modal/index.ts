import {
  defineWidget,
  focusFirst,
  loadStrings,
  openDialog,
  reportFailure,
  request,
} from '../../src/index.ts';
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
      link.setAttribute('aria-busy', 'true');
      const [outcome] = await Promise.all([
        request<string>('GET', link.href, { signal, headers: { Accept: 'text/html' } }),
        loadStrings(),
      ]);
      link.removeAttribute('aria-busy');
      if (outcome.status === 'aborted') return;
      if (outcome.status === 'failed') {
        reportFailure(outcome.error, { returnUrl: location.href });
        return;
      }
      const nodes = fragmentNodes(typeof outcome.data === 'string' ? outcome.data : '');
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
        if (event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
        event.preventDefault();
        void open();
      },
      { signal },
    );
    return () => link.removeAttribute('aria-haspopup');
  },
});
