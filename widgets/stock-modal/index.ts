import {
  BadAnswerError,
  defineWidget,
  fetchLinkedHtml,
  focusFirst,
  linkOpensDialog,
  openDialog,
  reportFailure,
} from '../../src/index.ts';
import { fragmentNodes } from './fragment.ts';

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
      // After a login the customer comes back to the product, not to the stock fragment.
      const html = await fetchLinkedHtml(link, signal, location.href);
      if (html === undefined) return;
      const nodes = fragmentNodes(html);
      // Nothing to show: no empty modal, the error modal says it failed.
      if (!nodes) return reportFailure(new BadAnswerError(200, 'GET', link.href, 'nothing to show'));
      const handle = openDialog({
        title: link.textContent?.trim() ?? '',
        className: 'stock-modal',
        size: 'small',
      });
      handle.body.append(...nodes.map((node) => document.adoptNode(node)));
      handle.body.tabIndex = -1;
      focusFirst(handle);
    };
    return linkOpensDialog(el, 'stock-modal', (link) => void open(link), signal);
  },
});
