import { defineWidget, linkOpensDialog, loadFragment, showFragment } from '../../src/index.ts';
import { trimStockFragment } from './fragment.ts';

/**
 * Opens the stock-by-warehouse fragment (productId, productVariantId, displayAllActiveWarehouses in
 * the link's address) in a modal instead of following the link.
 */
export default defineWidget({
  name: 'stock-modal',
  strategy: 'interaction',
  options: {},
  mount(el, _options, { signal }) {
    const open = async (link: HTMLAnchorElement) => {
      const fragment = await loadFragment({
        url: link.href,
        signal,
        busy: link,
        prepare: trimStockFragment,
        // After a login the customer comes back to the product, not to the stock fragment.
        returnUrl: location.href,
      });
      if (!fragment) return;
      const handle = showFragment(fragment, {
        title: link.textContent?.trim() ?? '',
        className: 'stock-modal',
        size: 'small',
      });
      // The stock table may scroll: its body is reachable by keyboard.
      handle.body.tabIndex = -1;
    };
    return linkOpensDialog(el, 'stock-modal', (link) => void open(link), signal);
  },
});
