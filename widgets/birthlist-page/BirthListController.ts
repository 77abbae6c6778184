import { type Signal, signal } from '@preact/signals-core';
import {
  answerMessage,
  confirm,
  createItemSaver,
  growl,
  keptOperation,
  ListEditor,
  type ListKindConfig,
  type ListOperation,
  listFailureText,
  navigateTo,
  t,
} from '../../src/index.ts';
import { type BirthListCalls, birthListCalls } from './birthListCalls.ts';
import { type BirthItem, type BirthListModel, readBirthList } from './pageModel.ts';

/** The birth list's own operations, kept across a login like the shared ones. */
type BirthListOperation =
  | { op: 'priority'; listId: number; itemId: number; value: boolean }
  | { op: 'info'; listId: number; name: string; message: string };

/** The birth list kind: its words, its answers' item field, where its kept operation lives. */
const BIRTH_LIST: ListKindConfig<BirthListOperation> = {
  kind: 'birthlist',
  source: 'birthlist-page',
  itemIdField: 'BirthListItemId',
  deletedKey: 'BirthLists.ProductDeleted',
  // The quantity is typed in a modal that keeps it: the page shows the saved one.
  keepsTypedQuantity: false,
  pending: keptOperation<ListOperation | BirthListOperation>('vitrine:birthlist-page-pending'),
};

/** The birth list page's state and operations; the React view reads `list` and calls these. */
export class BirthListController {
  readonly list: Signal<BirthListModel>;
  private readonly editor: ListEditor<BirthItem, BirthListOperation>;
  private readonly savedPriority = new Map<number, boolean>();
  private readonly calls: BirthListCalls;
  private readonly priorities = createItemSaver<boolean>((id, on) =>
    this.calls.updatePriority(Number(id), on),
  );

  /** `mountSignal` is the mount's: every call carries it, so nothing acts on an answer after an unmount. */
  constructor(initial: BirthListModel, mountSignal: AbortSignal) {
    this.calls = birthListCalls(mountSignal);
    this.list = signal(initial);
    this.editor = new ListEditor(BIRTH_LIST, {
      calls: this.calls,
      read: () => this.list.value,
      write: (list) => {
        this.list.value = { ...this.list.value, items: list.items };
      },
      listDeleted: (data) => {
        const uri = (data as { Uri?: unknown } | null)?.Uri;
        // A server-given address: navigateTo keeps it in the shop (another site or scheme is
        // refused with the error policy's message, and the customer stays on the list).
        if (typeof uri === 'string' && uri !== '') void navigateTo(uri);
      },
      signal: mountSignal,
    });
    this.remember(initial);
  }

  private remember(list: BirthListModel): void {
    this.editor.remember(list.items);
    for (const item of list.items)
      if (!this.savedPriority.has(item.id)) this.savedPriority.set(item.id, item.isPriority);
  }

  /** Sets the quantity (from the quantity modal); resolves to the failure text, or undefined when saved. */
  setQuantity(item: BirthItem, quantity: number): Promise<string | undefined> {
    return this.editor.setQuantity(item, quantity);
  }

  /** Ticks or clears the priority; rapid toggles end with the page and the server on the last one. */
  async setPriority(item: BirthItem, isPriority: boolean): Promise<void> {
    this.editor.patchItem(item.id, { isPriority });
    const result = await this.priorities.save(String(item.id), isPriority);
    if (result.kind === 'saved') {
      this.savedPriority.set(item.id, result.value);
      this.editor.changed();
      return;
    }
    if (result.kind !== 'failed') return;
    this.editor.patchItem(item.id, { isPriority: this.savedPriority.get(item.id) === true });
    const { error } = result.outcome;
    const operation = {
      op: 'priority',
      listId: this.list.value.id,
      itemId: item.id,
      value: isPriority,
    } as const;
    if (!BIRTH_LIST.pending.keepOnLogin(operation, error)) growl(listFailureText(error), { type: 'error' });
  }

  /** Deletes an item; its pending saves are dropped so they cannot bring it back. */
  async deleteItem(item: BirthItem): Promise<void> {
    this.priorities.drop(String(item.id));
    if (!(await this.editor.deleteItem(item))) this.priorities.restore(String(item.id));
  }

  /** Deletes the list after a confirmation; the answer's Uri is where the page goes. */
  async deleteList(): Promise<void> {
    if (await confirm()) await this.editor.deleteList();
  }

  /** Saves the update-info form; resolves to why it failed, or undefined when saved. */
  async saveInfo(name: string, message: string): Promise<string | undefined> {
    const list = this.list.value;
    const data = { BirthListId: list.id, ListName: name, Message: message };
    const outcome = await this.editor.call({ op: 'info', listId: list.id, name, message }, () =>
      this.calls.updateInfo(list.infoAction, data),
    );
    if (outcome.kind === 'login' || outcome.kind === 'aborted') return '';
    if (outcome.kind === 'failed') return listFailureText(outcome.error);
    this.list.value = { ...this.list.value, name: name.trim(), message };
    growl(answerMessage(outcome.data) || t('BirthLists.InfoSaved'), { type: 'success' });
    this.editor.changed();
    return undefined;
  }

  /** Reads the page again (another tab changed the list). */
  async refresh(): Promise<void> {
    const page = await this.editor.readPageAgain();
    const list = page && readBirthList(page);
    if (list && list.id === this.list.value.id) {
      this.remember(list);
      this.list.value = list;
    }
  }

  /** Sends again the operation that met a 401 before the login. */
  replayPending(): Promise<void> {
    return this.editor.replayPending(async (operation, list) => {
      if (operation.op === 'info') return this.saveInfo(operation.name, operation.message);
      const item = list.items.find((candidate) => candidate.id === operation.itemId);
      if (item) await this.setPriority(item, operation.value);
    });
  }

  stop(): void {
    this.editor.stop();
    this.priorities.stop();
  }
}
