import { createElement } from 'react';
import { defineWidget, OTHER_TAB, onListChange, renderIsland, watchOtherTabs } from '../../src/index.ts';
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
  mount(el) {
    const list = readBirthList(el);
    if (!list) throw new Error('birthlist-page needs data-birth-list-id');
    const controller = new BirthListController(list);
    const unmount = renderIsland(el, 'birthlist-page', createElement(BirthListView, { controller }));
    const stopWatching = watchOtherTabs();
    const stopListening = onListChange(({ source }) => {
      if (source === OTHER_TAB) void controller.refresh();
    });
    void controller.replayPending();
    return () => {
      stopListening();
      stopWatching();
      controller.stop();
      unmount();
    };
  },
});
