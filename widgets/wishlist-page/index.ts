import { defineWidget, loadStrings, mountListPageIsland, option, settings } from '../../src/index.ts';
import { readPage } from './pageModel.ts';
import { WishlistController } from './WishlistController.ts';
import { WishlistView } from './WishlistView.tsx';

/**
 * The wishlist page: side navigation loading one list in place, inline editing of name and
 * description, quantities, deletes, delete list and order all, over the server's markup.
 */
export default defineWidget({
  name: 'wishlist-page',
  strategy: 'eager',
  options: {
    /** The list_item address, `{id}` replaced; default `{culture}/catalog/wishlist/list_item?wishlistid={id}`. */
    listItemPath: option.string(''),
  },
  async mount(el, options, { signal }) {
    // The server's page keeps its words until the island's have come: never a flash of keys.
    await loadStrings();
    if (signal.aborted) return undefined;
    const page = readPage(el);
    if (!page.list) throw new Error('wishlist-page needs a section.wishlist with data-wishlist-id');
    const listItemPath =
      options.listItemPath || `${settings().culture}/catalog/wishlist/list_item?wishlistid={id}`;
    const controller = new WishlistController(page, { listItemPath, signal });
    return mountListPageIsland(el, 'wishlist-page', controller, WishlistView);
  },
});
