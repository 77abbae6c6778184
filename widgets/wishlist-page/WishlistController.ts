import { signal } from '@preact/signals-core';
import {
  announceListChange,
  answerMessage,
  appUrl,
  BadAnswerError,
  cartCommands,
  confirm,
  confirmedQuantity,
  createItemSaver,
  growl,
  isRefusal,
  listFailureText,
  listSucceeded,
  navigateTo,
  parseDocument,
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
import { pending } from './pendingOperation.ts';
import { type WishlistCalls, wishlistCalls } from './wishlistCalls.ts';

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
  private readonly saved = new Map<number, number>();
  private readonly calls: WishlistCalls;
  private readonly saver = createItemSaver<number>((id, qty) => this.calls.updateQuantity(Number(id), qty));

  constructor(
    initial: PageModel,
    private readonly options: ControllerOptions,
  ) {
    this.calls = wishlistCalls(options.signal);
    this.setPage(initial);
  }

  get list(): ListModel | undefined {
    return this.page.value.list;
  }

  private setPage(page: PageModel): void {
    for (const item of page.list?.items ?? [])
      if (!this.saved.has(item.id)) this.saved.set(item.id, item.quantity);
    this.page.value = page;
  }

  private setList(list: ListModel): void {
    const count = t('Wishlists.ItemCount', { count: list.items.length });
    const nav = this.page.value.nav.map((entry) =>
      entry.id === list.id ? { ...entry, name: list.name, countText: count } : entry,
    );
    this.page.value = { ...this.page.value, nav, list };
  }

  private changed(listIds: number[]): void {
    announceListChange('wishlist-page', 'wishlist', listIds);
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
    const outcome = await request<string>('GET', location.href, {
      key: 'wishlist-page:refresh',
      expect: 'html',
      signal: this.options.signal,
    });
    if (outcome.kind !== 'ok' || typeof outcome.data !== 'string') return;
    const page = readPage(parseDocument(outcome.data));
    if (page.nav.length > 0) this.setPage(page);
  }

  /** Saves the name or the description; resolves to why it failed, or undefined when saved. */
  async saveText(field: 'name' | 'description', value: string): Promise<string | undefined> {
    const list = this.list;
    if (!list) return undefined;
    const send =
      field === 'name'
        ? () => this.calls.updateName(list.id, value)
        : () => this.calls.updateDescription(list.id, value);
    const outcome = await pending.call({ op: field, listId: list.id, value }, send);
    if (outcome.kind === 'login' || outcome.kind === 'aborted') return '';
    if (outcome.kind === 'failed') return listFailureText(outcome.error);
    const current = this.list;
    if (current?.id === list.id)
      this.setList({ ...current, [field]: field === 'name' ? value.trim() : value });
    growl(
      answerMessage(outcome.data) ||
        t(field === 'name' ? 'Wishlists.NameChanged' : 'Wishlists.DescriptionChanged'),
      {
        type: 'success',
      },
    );
    this.changed([list.id]);
    return undefined;
  }

  /** Sets an item's quantity; rapid changes collapse and the latest wins. */
  async setQuantity(item: ItemModel, quantity: number): Promise<void> {
    this.patchItem(item.id, { quantity });
    const result = await this.saver.save(String(item.id), quantity);
    if (result.kind === 'saved') {
      // The answer's WishlistProductId and Quantity say what the server kept for this item.
      const kept = confirmedQuantity(result.data, 'WishlistProductId', item.id) ?? result.value;
      this.saved.set(item.id, kept);
      if (kept !== result.value) this.patchItem(item.id, { quantity: kept });
      this.changed([this.list?.id ?? 0]);
      return;
    }
    if (result.kind !== 'failed') return;
    const { error } = result.outcome;
    // A refusal puts the saved quantity back; after any other failure nothing refused it: what
    // the customer typed stays, to be saved again (Enter).
    if (isRefusal(error)) this.patchItem(item.id, { quantity: this.saved.get(item.id) ?? item.quantity });
    const operation = {
      op: 'quantity',
      listId: this.list?.id ?? 0,
      itemId: item.id,
      value: quantity,
    } as const;
    if (!pending.keepOnLogin(operation, error)) growl(listFailureText(error), { type: 'error' });
  }

  private patchItem(itemId: number, patch: Partial<ItemModel>): void {
    const list = this.list;
    if (!list) return;
    this.setList({ ...list, items: list.items.map((i) => (i.id === itemId ? { ...i, ...patch } : i)) });
  }

  /** Removes items from the page at once; gives back the function that puts them back. */
  private removeItems(keep: (item: ItemModel) => boolean): () => void {
    const list = this.list;
    if (!list) return () => {};
    const removed = list.items.filter((item) => !keep(item));
    for (const item of removed) this.saver.drop(String(item.id));
    this.setList({ ...list, items: list.items.filter(keep) });
    return () => {
      for (const item of removed) this.saver.restore(String(item.id));
      const current = this.list;
      if (current?.id === list.id) this.setList({ ...current, items: list.items });
    };
  }

  /** Deletes an item from this list (or, `everywhere`, the variant from all the customer's lists). */
  async deleteItem(item: ItemModel, everywhere = false): Promise<void> {
    const listId = this.list?.id ?? 0;
    const restore = this.removeItems((other) =>
      everywhere ? other.variantId !== item.variantId : other.id !== item.id,
    );
    const outcome = everywhere
      ? await pending.call({ op: 'deleteFromAll', listId, variantId: item.variantId }, () =>
          this.calls.deleteFromAllLists(item.variantId),
        )
      : await pending.call({ op: 'deleteItem', listId, itemId: item.id }, () =>
          this.calls.deleteItem(item.id),
        );
    if (outcome.kind === 'ok' && listSucceeded(outcome.data)) {
      growl(t('Wishlists.ProductDeleted'));
      this.changed([listId]);
      if (everywhere) void this.refresh();
      return;
    }
    restore();
    if (outcome.kind === 'failed') growl(listFailureText(outcome.error), { type: 'error' });
    else if (outcome.kind === 'ok')
      growl(answerMessage(outcome.data) || t('Manager.UnknowsErrors'), { type: 'error' });
  }

  /** Deletes the whole list after a confirmation, then shows the customer's remaining lists. */
  async deleteList(ask = true): Promise<void> {
    const list = this.list;
    if (!list) return;
    if (ask && !(await confirm({ message: t('Wishlists.SureToDeleteList', { name: list.name }) }))) return;
    const outcome = await pending.call({ op: 'deleteList', listId: list.id }, () =>
      this.calls.deleteList(list.id),
    );
    if (outcome.kind === 'failed') growl(listFailureText(outcome.error), { type: 'error' });
    if (outcome.kind !== 'ok') return;
    growl(answerMessage(outcome.data) || t('Wishlists.ListDeleted'), { type: 'success' });
    this.changed([list.id]);
    navigateTo(appUrl(`${settings().culture}/catalog/wishlist/list`));
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
      if (!pending.keepOnLogin({ op: 'orderAll', listId: list.id }, outcome.error))
        growl(listFailureText(outcome.error), { type: 'error' });
      return;
    }
    if (outcome.kind !== 'ok') return;
    // Said once, beside the button, with the link to the cart (not in a toast that goes away).
    this.ordered.value = outcome.message || t('Wishlists.OrderedAll');
  }

  /** Sends again the operation that met a 401 before the login, when it belongs to this list. */
  async replayPending(): Promise<void> {
    const operation = pending.take();
    const list = this.list;
    if (!operation || !list || operation.listId !== list.id) return;
    const item = (id: number) => list.items.find((candidate) => candidate.id === id);
    switch (operation.op) {
      case 'name':
      case 'description':
        await this.saveText(operation.op, operation.value);
        return;
      case 'quantity': {
        const found = item(operation.itemId);
        if (found) await this.setQuantity(found, operation.value);
        return;
      }
      case 'deleteItem': {
        const found = item(operation.itemId);
        if (found) await this.deleteItem(found);
        return;
      }
      case 'deleteFromAll': {
        const found = list.items.find((candidate) => candidate.variantId === operation.variantId);
        if (found) await this.deleteItem(found, true);
        return;
      }
      case 'deleteList':
        await this.deleteList(false);
        return;
      case 'orderAll':
        await this.orderAll();
    }
  }

  stop(): void {
    this.saver.stop();
  }
}
