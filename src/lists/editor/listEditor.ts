import { parseDocument } from '../../html/htmlDoor.ts';
import { answerMessage } from '../../http/answerMessage.ts';
import { isRefusal } from '../../http/isRefusal.ts';
import { type Outcome, request } from '../../http/request.ts';
import { t } from '../../i18n/index.ts';
import { growl } from '../../ui/growl.ts';
import type { KeptCall, KeptOperation } from '../keptOperation.ts';
import { announceListChange, type ListKind } from '../state/announceListChange.ts';
import { createItemSaver } from './itemSaver.ts';
import { confirmedQuantity, listFailureText, listSucceeded } from './listAnswer.ts';
import type { ListCalls } from './listCalls.ts';
import type { ListItemRow } from './listItemRow.ts';

/** The operations every list page has, as data: one that met a 401 is sent again after the login. */
export type ListOperation =
  | { op: 'quantity'; listId: number; itemId: number; value: number }
  | { op: 'deleteItem'; listId: number; itemId: number }
  | { op: 'deleteList'; listId: number };

/** What makes a list kind's page: its calls, its words and where its kept operation lives. */
export interface ListKindConfig<Extra> {
  kind: ListKind;
  /** The widget whose changes these are (the news's `source`). */
  source: string;
  /** The field of a quantity answer naming the item (`WishlistProductId`, `BirthListItemId`). */
  itemIdField: string;
  /** The words of a deleted item when the answer has none. */
  deletedKey: string;
  /**
   * After a failed quantity save other than a refusal, what was typed stays to be sent again (a
   * field the customer sees); otherwise the saved quantity comes back.
   */
  keepsTypedQuantity: boolean;
  pending: KeptOperation<ListOperation | Extra>;
}

/** The list shown, as the kind's page holds it. */
export interface ShownList<Item> {
  id: number;
  items: Item[];
}

/** Where a list editor works: the kind's page and the mount. */
export interface ListEditorOptions<Item> {
  calls: ListCalls;
  /** The list the page shows (undefined when none). */
  read(): ShownList<Item> | undefined;
  /** Shows `list` (its items changed). */
  write(list: ShownList<Item>): void;
  /** What the page does once its list is deleted, with the answer's data (say so, go elsewhere). */
  listDeleted(data: unknown): void;
  /** The mount's signal: every call carries it, so nothing acts on an answer after an unmount. */
  signal: AbortSignal;
}

/**
 * The operations every list kind's page shares, over the list the page shows (`read`, `write`):
 * quantities saved in order (the latest wins, the server's kept quantity shown), items deleted at
 * once and put back when the server refused, the list deleted, the page read again, the operation
 * that met a 401 sent again after the login. A kind's controller adds its own operations.
 */
export class ListEditor<Item extends ListItemRow, Extra = never> {
  private readonly saved = new Map<number, number>();
  private readonly saver;
  private readonly read: () => ShownList<Item> | undefined;
  private readonly write: (list: ShownList<Item>) => void;

  constructor(
    private readonly config: ListKindConfig<Extra>,
    private readonly options: ListEditorOptions<Item>,
  ) {
    this.read = options.read;
    this.write = options.write;
    this.saver = createItemSaver<number>((id, quantity) =>
      options.calls.updateQuantity(Number(id), quantity),
    );
  }

  /** Notes the quantities the server has for items not seen before (a page read, a list loaded). */
  remember(items: Item[]): void {
    for (const item of items) if (!this.saved.has(item.id)) this.saved.set(item.id, item.quantity);
  }

  /** Tells this page's other widgets, other tabs and the counts that the list changed. */
  changed(listIds = [this.read()?.id ?? 0]): void {
    announceListChange(this.config.source, this.config.kind, listIds);
  }

  /** Changes one item of the list shown. */
  patchItem(itemId: number, patch: Partial<Item>): void {
    const list = this.read();
    if (list)
      this.write({ ...list, items: list.items.map((i) => (i.id === itemId ? { ...i, ...patch } : i)) });
  }

  /** Sends a call that keeps `operation` for after the login when it meets a 401. */
  call<R>(operation: ListOperation | Extra, send: () => Promise<Outcome<R>>): Promise<KeptCall<R>> {
    return this.config.pending.call(operation, send);
  }

  /**
   * Sets an item's quantity, shown at once; rapid changes collapse and the latest wins. Resolves to
   * why it failed (said in a growl too), '' when the login took it over, undefined when saved.
   */
  async setQuantity(item: Item, quantity: number): Promise<string | undefined> {
    this.patchItem(item.id, { quantity } as Partial<Item>);
    const result = await this.saver.save(String(item.id), quantity);
    if (result.kind === 'saved') {
      // The answer says what the server kept for this item.
      const kept = confirmedQuantity(result.data, this.config.itemIdField, item.id) ?? result.value;
      this.saved.set(item.id, kept);
      if (kept !== result.value) this.patchItem(item.id, { quantity: kept } as Partial<Item>);
      this.changed();
      return undefined;
    }
    if (result.kind !== 'failed') return undefined;
    const { error } = result.outcome;
    if (!this.config.keepsTypedQuantity || isRefusal(error))
      this.patchItem(item.id, { quantity: this.saved.get(item.id) ?? item.quantity } as Partial<Item>);
    const operation = {
      op: 'quantity',
      listId: this.read()?.id ?? 0,
      itemId: item.id,
      value: quantity,
    } as const;
    if (this.config.pending.keepOnLogin(operation, error)) return '';
    const text = listFailureText(error);
    growl(text, { type: 'error' });
    return text;
  }

  /**
   * Deletes the items `keep` leaves out, from the page at once, with `send`; their pending saves
   * are dropped so they cannot bring them back. The server refusing or failing puts them back.
   * Resolves to whether they were deleted.
   */
  async deleteItems(
    keep: (item: Item) => boolean,
    operation: ListOperation | Extra,
    send: () => Promise<Outcome<unknown>>,
  ): Promise<boolean> {
    const list = this.read();
    if (!list) return false;
    const removed = list.items.filter((item) => !keep(item));
    for (const item of removed) this.saver.drop(String(item.id));
    this.write({ ...list, items: list.items.filter(keep) });
    const outcome = await this.call(operation, send);
    if (outcome.kind === 'ok' && listSucceeded(outcome.data)) {
      growl(answerMessage(outcome.data) || t(this.config.deletedKey));
      this.changed([list.id]);
      return true;
    }
    for (const item of removed) this.saver.restore(String(item.id));
    const current = this.read();
    if (current?.id === list.id) this.write({ ...current, items: list.items });
    if (outcome.kind === 'failed') growl(listFailureText(outcome.error), { type: 'error' });
    else if (outcome.kind === 'ok')
      growl(answerMessage(outcome.data) || t('Manager.UnknowsErrors'), { type: 'error' });
    return false;
  }

  /** Deletes one item of the list shown. */
  deleteItem(item: Item): Promise<boolean> {
    const listId = this.read()?.id ?? 0;
    return this.deleteItems(
      (other) => other.id !== item.id,
      { op: 'deleteItem', listId, itemId: item.id },
      () => this.options.calls.deleteItem(item.id),
    );
  }

  /** Deletes the list shown (asked first by the kind's page); the page's `listDeleted` follows. */
  async deleteList(): Promise<void> {
    const list = this.read();
    if (!list) return;
    const outcome = await this.call({ op: 'deleteList', listId: list.id }, () =>
      this.options.calls.deleteList(list.id),
    );
    if (outcome.kind === 'failed') growl(listFailureText(outcome.error), { type: 'error' });
    if (outcome.kind !== 'ok') return;
    this.changed([list.id]);
    this.options.listDeleted(outcome.data);
  }

  /** The page read again from the server (another tab changed a list); undefined when it failed. */
  async readPageAgain(): Promise<Document | undefined> {
    const outcome = await request<string>('GET', location.href, {
      key: `${this.config.source}:refresh`,
      expect: 'html',
      signal: this.options.signal,
    });
    if (outcome.kind !== 'ok' || typeof outcome.data !== 'string') return undefined;
    return parseDocument(outcome.data);
  }

  /**
   * Sends again the operation that met a 401 before the login when it is about the list shown:
   * the shared ones here, the kind's own through `other`.
   */
  async replayPending(other: (operation: Extra, list: ShownList<Item>) => Promise<unknown>): Promise<void> {
    const operation = this.config.pending.take();
    const list = this.read();
    if (!operation || !list) return;
    // One kept by an earlier release may name no list: it was about this page's.
    const listId = (operation as { listId?: unknown }).listId;
    if (listId !== undefined && listId !== list.id) return;
    if (!isShared(operation)) {
      await other(operation as Extra, list);
      return;
    }
    if (operation.op === 'deleteList') {
      await this.deleteList();
      return;
    }
    const item = list.items.find((candidate) => candidate.id === operation.itemId);
    if (!item) return;
    if (operation.op === 'quantity') await this.setQuantity(item, operation.value);
    else await this.deleteItem(item);
  }

  stop(): void {
    this.saver.stop();
  }
}

function isShared(operation: unknown): operation is ListOperation {
  const op = (operation as { op?: unknown }).op;
  return op === 'quantity' || op === 'deleteItem' || op === 'deleteList';
}
