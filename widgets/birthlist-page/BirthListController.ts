import { type Signal, signal } from '@preact/signals-core';
import {
  announceListChange,
  answerMessage,
  confirm,
  confirmedQuantity,
  createItemSaver,
  growl,
  listFailureText,
  listSucceeded,
  navigateTo,
  parseDocument,
  request,
  t,
} from '../../src/index.ts';
import { type BirthListCalls, birthListCalls } from './birthListCalls.ts';
import { type BirthItem, type BirthListModel, readBirthList } from './pageModel.ts';
import { pending } from './pendingOperation.ts';

/** The birth list page's state and operations; the React view reads `list` and calls these. */
export class BirthListController {
  readonly list: Signal<BirthListModel>;
  private readonly saved = new Map<string, number | boolean>();
  private readonly calls: BirthListCalls;
  private readonly quantities = createItemSaver<number>((id, qty) =>
    this.calls.updateQuantity(Number(id), qty),
  );
  private readonly priorities = createItemSaver<boolean>((id, on) =>
    this.calls.updatePriority(Number(id), on),
  );

  /** `mountSignal` is the mount's: every call carries it, so nothing acts on an answer after an unmount. */
  constructor(
    initial: BirthListModel,
    private readonly mountSignal: AbortSignal,
  ) {
    this.calls = birthListCalls(mountSignal);
    this.list = signal(initial);
    this.remember(initial);
  }

  private remember(list: BirthListModel): void {
    for (const item of list.items) {
      if (!this.saved.has(`q${item.id}`)) this.saved.set(`q${item.id}`, item.quantity);
      if (!this.saved.has(`p${item.id}`)) this.saved.set(`p${item.id}`, item.isPriority);
    }
  }

  private patch(itemId: number, patch: Partial<BirthItem>): void {
    const list = this.list.value;
    this.list.value = { ...list, items: list.items.map((i) => (i.id === itemId ? { ...i, ...patch } : i)) };
  }

  private changed(): void {
    announceListChange('birthlist-page', 'birthlist', [this.list.value.id]);
  }

  /** Sets the quantity (from the quantity modal); resolves to the failure text, or undefined when saved. */
  async setQuantity(item: BirthItem, quantity: number): Promise<string | undefined> {
    this.patch(item.id, { quantity });
    const result = await this.quantities.save(String(item.id), quantity);
    if (result.kind === 'saved') {
      // The answer's BirthListItemId and Quantity say what the server kept for this item.
      const kept = confirmedQuantity(result.data, 'BirthListItemId', item.id) ?? result.value;
      this.saved.set(`q${item.id}`, kept);
      if (kept !== result.value) this.patch(item.id, { quantity: kept });
      this.changed();
      return undefined;
    }
    if (result.kind !== 'failed') return undefined;
    this.patch(item.id, { quantity: Number(this.saved.get(`q${item.id}`) ?? item.quantity) });
    if (pending.keepOnLogin({ op: 'quantity', itemId: item.id, value: quantity }, result.outcome.error))
      return '';
    const text = listFailureText(result.outcome.error);
    growl(text, { type: 'error' });
    return text;
  }

  /** Ticks or clears the priority; rapid toggles end with the page and the server on the last one. */
  async setPriority(item: BirthItem, isPriority: boolean): Promise<void> {
    this.patch(item.id, { isPriority });
    const result = await this.priorities.save(String(item.id), isPriority);
    if (result.kind === 'saved') {
      this.saved.set(`p${item.id}`, result.value);
      this.changed();
      return;
    }
    if (result.kind !== 'failed') return;
    this.patch(item.id, { isPriority: this.saved.get(`p${item.id}`) === true });
    const { error } = result.outcome;
    if (!pending.keepOnLogin({ op: 'priority', itemId: item.id, value: isPriority }, error))
      growl(listFailureText(error), { type: 'error' });
  }

  /** Deletes an item; its pending saves are dropped so they cannot bring it back. */
  async deleteItem(item: BirthItem): Promise<void> {
    const before = this.list.value;
    this.quantities.drop(String(item.id));
    this.priorities.drop(String(item.id));
    this.list.value = { ...before, items: before.items.filter((i) => i.id !== item.id) };
    const outcome = await pending.call({ op: 'deleteItem', itemId: item.id }, () =>
      this.calls.deleteItem(item.id),
    );
    if (outcome.kind === 'ok' && listSucceeded(outcome.data)) {
      growl(answerMessage(outcome.data) || t('BirthLists.ProductDeleted'));
      this.changed();
      return;
    }
    this.quantities.restore(String(item.id));
    this.priorities.restore(String(item.id));
    this.list.value = { ...this.list.value, items: before.items };
    if (outcome.kind === 'failed') growl(listFailureText(outcome.error), { type: 'error' });
    else if (outcome.kind === 'ok')
      growl(answerMessage(outcome.data) || t('Manager.UnknowsErrors'), { type: 'error' });
  }

  /** Deletes the list after a confirmation; the answer's Uri is where the page goes. */
  async deleteList(ask = true): Promise<void> {
    const list = this.list.value;
    if (ask && !(await confirm())) return;
    const outcome = await pending.call({ op: 'deleteList' }, () => this.calls.deleteList(list.id));
    if (outcome.kind === 'failed') growl(listFailureText(outcome.error), { type: 'error' });
    if (outcome.kind !== 'ok') return;
    this.changed();
    const uri = (outcome.data as { Uri?: unknown } | null)?.Uri;
    // A server-given address: navigateTo keeps it in the shop (another site or scheme is refused
    // with the error policy's message, and the customer stays on the list).
    if (typeof uri === 'string' && uri !== '') void navigateTo(uri);
  }

  /** Saves the update-info form; resolves to why it failed, or undefined when saved. */
  async saveInfo(name: string, message: string): Promise<string | undefined> {
    const list = this.list.value;
    const data = { BirthListId: list.id, ListName: name, Message: message };
    const outcome = await pending.call({ op: 'info', name, message }, () =>
      this.calls.updateInfo(list.infoAction, data),
    );
    if (outcome.kind === 'login' || outcome.kind === 'aborted') return '';
    if (outcome.kind === 'failed') return listFailureText(outcome.error);
    this.list.value = { ...this.list.value, name: name.trim(), message };
    growl(answerMessage(outcome.data) || t('BirthLists.InfoSaved'), { type: 'success' });
    this.changed();
    return undefined;
  }

  /** Reads the page again (another tab changed the list). */
  async refresh(): Promise<void> {
    const outcome = await request<string>('GET', location.href, {
      key: 'birthlist-page:refresh',
      expect: 'html',
      signal: this.mountSignal,
    });
    if (outcome.kind !== 'ok' || typeof outcome.data !== 'string') return;
    const list = readBirthList(parseDocument(outcome.data));
    if (list && list.id === this.list.value.id) {
      this.remember(list);
      this.list.value = list;
    }
  }

  /** Sends again the operation that met a 401 before the login. */
  async replayPending(): Promise<void> {
    const operation = pending.take();
    if (!operation) return;
    const item =
      'itemId' in operation ? this.list.value.items.find((i) => i.id === operation.itemId) : undefined;
    if (operation.op === 'info') await this.saveInfo(operation.name, operation.message);
    else if (operation.op === 'deleteList') await this.deleteList(false);
    else if (!item) return;
    else if (operation.op === 'quantity') await this.setQuantity(item, operation.value);
    else if (operation.op === 'priority') await this.setPriority(item, operation.value);
    else await this.deleteItem(item);
  }

  stop(): void {
    this.quantities.stop();
    this.priorities.stop();
  }
}
