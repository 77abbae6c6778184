import { signal } from '@preact/signals-core';
import {
  answerMessage,
  appUrl,
  BadAnswerError,
  cartCommands,
  confirm,
  growl,
  keptOperation,
  ListEditor,
  type ListKindConfig,
  type ListOperation,
  listFailureText,
  navigateTo,
  reportFailure,
  request,
  settings,
  t,
} from '../../src/index.ts';
import {
  type ItemModel,
  type ListModel,
  type NavEntry,
  type PageModel,
  readListHtml,
  readPage,
} from './pageModel.ts';
import { type WishlistCalls, wishlistCalls } from './wishlistCalls.ts';

/** The wish list's own operations, kept across a login like the shared ones. */
type WishlistOperation =
  | { op: 'name' | 'description'; listId: number; value: string }
  | { op: 'deleteFromAll'; listId: number; variantId: number }
  | { op: 'orderAll'; listId: number };

/** The wish list kind: its words, its answers' item field, where its kept operation lives. */
const WISHLIST: ListKindConfig<WishlistOperation> = {
  kind: 'wishlist',
  source: 'wishlist-page',
  itemIdField: 'WishlistProductId',
  deletedKey: 'Wishlists.ProductDeleted',
  // The quantity field keeps what was typed, to be saved again (Enter), unless it was refused.
  keepsTypedQuantity: true,
  pending: keptOperation<ListOperation | WishlistOperation>('vitrine:wishlist-page-pending'),
};

export interface ControllerOptions {
  /** list_item address, `{id}` replaced. */
  listItemPath: string;
  /** The mount's signal: every call carries it, so nothing acts on an answer after an unmount. */
  signal: AbortSignal;
}

/**
 * The wishlist page's state and operations (plain TS; the React view reads `page` and calls these).
 * Every change is announced (`vitrine:wishlist-changed`, other tabs, the count store).
 */
export class WishlistController {
  readonly page = signal<PageModel>({ nav: [], navLabel: '', list: undefined });
  readonly loading = signal(false);
  /** After "order all": the server's message, shown with the way to the cart; null before. */
  readonly ordered = signal<string | null>(null);
  private readonly calls: WishlistCalls;
  private readonly editor: ListEditor<ItemModel, WishlistOperation>;

  constructor(
    initial: PageModel,
    private readonly options: ControllerOptions,
  ) {
    this.calls = wishlistCalls(options.signal);
    this.editor = new ListEditor(WISHLIST, {
      calls: this.calls,
      read: () => this.list,
      write: (list) => {
        const current = this.list;
        if (current?.id === list.id) this.setList({ ...current, items: list.items });
      },
      listDeleted: (data) => {
        growl(answerMessage(data) || t('Wishlists.ListDeleted'), { type: 'success' });
        navigateTo(appUrl(`${settings().culture}/catalog/wishlist/list`));
      },
      signal: options.signal,
    });
    this.setPage(initial);
  }

  get list(): ListModel | undefined {
    return this.page.value.list;
  }

  private setPage(page: PageModel): void {
    this.editor.remember(page.list?.items ?? []);
    this.page.value = page;
  }

  private setList(list: ListModel): void {
    const count = t('Wishlists.ItemCount', { count: list.items.length });
    const nav = this.page.value.nav.map((entry) =>
      entry.id === list.id ? { ...entry, name: list.name, countText: count } : entry,
    );
    this.page.value = { ...this.page.value, nav, list };
  }

  /** Loads one list in place (list_item), marks it active and puts its link in the address bar. */
  async select(entry: NavEntry): Promise<void> {
    if (entry.id === this.list?.id) return;
    this.loading.value = true;
    const path = this.options.listItemPath.replace('{id}', encodeURIComponent(String(entry.id)));
    const outcome = await request<string>('GET', path, {
      key: 'wishlist-page:list',
      expect: 'html',
      signal: this.options.signal,
    });
    if (outcome.kind === 'aborted') return;
    this.loading.value = false;
    if (outcome.kind === 'failed') {
      reportFailure(outcome.error, { returnUrl: entry.href });
      return;
    }
    const list = readListHtml(typeof outcome.data === 'string' ? outcome.data : '');
    // No list in the answer (an empty page, another page): the list shown stays, the error modal says so.
    if (!list) return reportFailure(new BadAnswerError(200, 'GET', outcome.url, 'the answer has no list'));
    this.setPage({ ...this.page.value, list });
    history.pushState({ vitrine: { scroll: { x: scrollX, y: scrollY } } }, '', entry.href);
  }

  /** Reads the page again from the server (another tab changed a list). */
  async refresh(): Promise<void> {
    const document = await this.editor.readPageAgain();
    const page = document && readPage(document);
    if (page && page.nav.length > 0) this.setPage(page);
  }

  /** Saves the name or the description; resolves to why it failed, or undefined when saved. */
  async saveText(field: 'name' | 'description', value: string): Promise<string | undefined> {
    const list = this.list;
    if (!list) return undefined;
    const send =
      field === 'name'
        ? () => this.calls.updateName(list.id, value)
        : () => this.calls.updateDescription(list.id, value);
    const outcome = await this.editor.call({ op: field, listId: list.id, value }, send);
    if (outcome.kind === 'login' || outcome.kind === 'aborted') return '';
    if (outcome.kind === 'failed') return listFailureText(outcome.error);
    const current = this.list;
    if (current?.id === list.id)
      this.setList({ ...current, [field]: field === 'name' ? value.trim() : value });
    const said = t(field === 'name' ? 'Wishlists.NameChanged' : 'Wishlists.DescriptionChanged');
    growl(answerMessage(outcome.data) || said, { type: 'success' });
    this.editor.changed([list.id]);
    return undefined;
  }

  /** Sets an item's quantity; rapid changes collapse and the latest wins. */
  async setQuantity(item: ItemModel, quantity: number): Promise<void> {
    await this.editor.setQuantity(item, quantity);
  }

  /** Deletes an item from this list (or, `everywhere`, the variant from all the customer's lists). */
  async deleteItem(item: ItemModel, everywhere = false): Promise<void> {
    if (!everywhere) {
      await this.editor.deleteItem(item);
      return;
    }
    const listId = this.list?.id ?? 0;
    const deleted = await this.editor.deleteItems(
      (other) => other.variantId !== item.variantId,
      { op: 'deleteFromAll', listId, variantId: item.variantId },
      () => this.calls.deleteFromAllLists(item.variantId),
    );
    // The other lists' counts in the side navigation changed too.
    if (deleted) void this.refresh();
  }

  /** Deletes the whole list after a confirmation, then shows the customer's remaining lists. */
  async deleteList(): Promise<void> {
    const list = this.list;
    if (list && (await confirm({ message: t('Wishlists.SureToDeleteList', { name: list.name }) })))
      await this.editor.deleteList();
  }

  /**
   * Puts every item of the list in the cart (a cart command): the cart store, and the header with
   * it, take the answer. A 401 keeps the order for after the login.
   */
  async orderAll(): Promise<void> {
    const list = this.list;
    if (!list || list.items.length === 0) return;
    const items = list.items.map((item) => ({ variantId: item.variantId, qty: item.quantity }));
    const outcome = await cartCommands.orderWishlist(list.id, items, {
      source: 'wishlist-page',
      signal: this.options.signal,
    });
    if (outcome.kind === 'failed') {
      if (!WISHLIST.pending.keepOnLogin({ op: 'orderAll', listId: list.id }, outcome.error))
        growl(listFailureText(outcome.error), { type: 'error' });
      return;
    }
    if (outcome.kind !== 'ok') return;
    // Said once, beside the button, with the link to the cart (not in a toast that goes away).
    this.ordered.value = outcome.message || t('Wishlists.OrderedAll');
  }

  /** Sends again the operation that met a 401 before the login, when it belongs to this list. */
  replayPending(): Promise<void> {
    return this.editor.replayPending(async (operation, list) => {
      if (operation.op === 'orderAll') return this.orderAll();
      if (operation.op !== 'deleteFromAll') return this.saveText(operation.op, operation.value);
      const found = list.items.find((candidate) => candidate.variantId === operation.variantId);
      if (found) await this.deleteItem(found, true);
    });
  }

  stop(): void {
    this.editor.stop();
  }
}
