import { defineWidget, mountListPageIsland } from '../../src/index.ts';
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
  mount(el, _options, { signal }) {
    const list = readBirthList(el);
    if (!list) throw new Error('birthlist-page needs data-birth-list-id');
    return mountListPageIsland(el, 'birthlist-page', new BirthListController(list, signal), BirthListView);
  },
});
