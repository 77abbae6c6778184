import type { Outcome } from '../../http/index.ts';

/** How one save of an item ended, for the caller that asked for it. */
export type SaveResult<V> =
  | { kind: 'saved'; value: V; data: unknown }
  | { kind: 'failed'; value: V; outcome: Extract<Outcome<unknown>, { kind: 'failed' }> }
  /** A newer value for the same item was asked for before this one was sent or settled. */
  | { kind: 'superseded' }
  /** The item was deleted (or the saver stopped): nothing to show. */
  | { kind: 'dropped' };

export interface ItemSaver<V> {
  /** Saves the item's value; only the newest value of an item is reported, older ones are superseded. */
  save(id: string, value: V): Promise<SaveResult<V>>;
  /** Forgets an item that is being deleted: queued values are not sent, answers are ignored. */
  drop(id: string): void;
  /** Lets an item be saved again after its deletion failed. */
  restore(id: string): void;
  /** Drops everything (unmount). */
  stop(): void;
}

interface Entry<V> {
  next: { value: V } | undefined;
  running: boolean;
  dropped: boolean;
  waiting: ((result: SaveResult<V>) => void) | undefined;
}

/**
 * Serialises the saves of each item of a list so that the latest value wins: one call per item at a
 * time, values asked for meanwhile collapse into the newest, which is sent after the call in flight
 * (so the server ends on the page's value, whatever order the answers would come in).
 */
export function createItemSaver<V>(send: (id: string, value: V) => Promise<Outcome<unknown>>): ItemSaver<V> {
  const entries = new Map<string, Entry<V>>();

  const settle = (entry: Entry<V>, result: SaveResult<V>) => {
    const waiting = entry.waiting;
    entry.waiting = undefined;
    waiting?.(result);
  };

  const run = async (id: string, entry: Entry<V>) => {
    entry.running = true;
    let last: SaveResult<V> = { kind: 'superseded' };
    while (entry.next && !entry.dropped) {
      const { value } = entry.next;
      entry.next = undefined;
      const outcome = await send(id, value);
      if (outcome.kind === 'ok') last = { kind: 'saved', value, data: outcome.data };
      else if (outcome.kind === 'failed') last = { kind: 'failed', value, outcome };
      else last = { kind: 'dropped' };
    }
    entry.running = false;
    if (entries.get(id) === entry && !entry.dropped) entries.delete(id);
    settle(entry, entry.dropped ? { kind: 'dropped' } : last);
  };

  return {
    save(id, value) {
      let entry = entries.get(id);
      if (entry?.dropped) return Promise.resolve({ kind: 'dropped' });
      if (!entry) {
        entry = { next: undefined, running: false, dropped: false, waiting: undefined };
        entries.set(id, entry);
      }
      settle(entry, { kind: 'superseded' });
      entry.next = { value };
      const current = entry;
      const result = new Promise<SaveResult<V>>((resolve) => {
        current.waiting = resolve;
      });
      if (!entry.running) void run(id, entry);
      return result;
    },
    drop(id) {
      const entry = entries.get(id) ?? { next: undefined, running: false, dropped: true, waiting: undefined };
      entry.dropped = true;
      entry.next = undefined;
      entries.set(id, entry);
      if (!entry.running) settle(entry, { kind: 'dropped' });
    },
    restore(id) {
      if (entries.get(id)?.dropped) entries.delete(id);
    },
    stop() {
      for (const id of [...entries.keys()]) this.drop(id);
    },
  };
}
