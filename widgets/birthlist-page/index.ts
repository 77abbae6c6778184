import { defineWidget, loadStrings, mountListPageIsland } from '../../src/index.ts';
import { BirthListController } from './BirthListController.ts';
import { BirthListView } from './BirthListView.tsx';
import { readBirthList } from './pageModel.ts';

/**
 * The birth list page: priority checkbox per item, quantity edit modal, update-info form, search
 * form (q), delete item and list, over the server's markup.
 */
export default defineWidget({
  name: 'birthlist-page',
  strategy: 'eager',
  options: {},
  async mount(el, _options, { signal }) {
    // The server's page keeps its words until the island's have come: never a flash of keys.
    await loadStrings();
    if (signal.aborted) return undefined;
    const list = readBirthList(el);
    if (!list) throw new Error('birthlist-page needs data-birth-list-id');
    return mountListPageIsland(el, 'birthlist-page', new BirthListController(list, signal), BirthListView);
  },
});
