import { dispatch, on } from '../../events/index.ts';
import { publish, subscribe } from './listChannel.ts';
import { applyWishlistCount, refreshWishlistCount } from './wishlistCount.ts';

export type ListKind = 'wishlist' | 'birthlist';

/**
 * Says that a wishlist or birth list changed: `vitrine:wishlist-changed` in this tab, the same
 * news to the other tabs of the shop, and a fresh wishlist count (which the other tabs receive too).
 */
export function announceListChange(source: string, kind: ListKind, listIds: (string | number)[]): void {
  const ids = listIds.map(String);
  dispatch('vitrine:wishlist-changed', { source, listIds: ids });
  publish({ type: 'list-changed', kind, listIds: ids });
  if (kind === 'wishlist') void refreshWishlistCount();
}

/** The `source` of `vitrine:wishlist-changed` events that came from another tab. */
export const OTHER_TAB = 'other-tab';

let watchers = 0;
let stopWatching: (() => void) | undefined;

/**
 * While at least one list widget is mounted, takes the other tabs' news: counts go straight into
 * the store, list changes become `vitrine:wishlist-changed` with source `other-tab`. Returns the
 * function that stops (safe to call twice).
 */
export function watchOtherTabs(): () => void {
  watchers += 1;
  stopWatching ??= subscribe((message) => {
    if (message.type === 'wishlist-count') applyWishlistCount(message.count);
    else dispatch('vitrine:wishlist-changed', { source: OTHER_TAB, listIds: message.listIds });
  });
  let stopped = false;
  return () => {
    if (stopped) return;
    stopped = true;
    watchers -= 1;
    if (watchers === 0) {
      stopWatching?.();
      stopWatching = undefined;
    }
  };
}

/** Listens to list changes from this tab's other widgets and from other tabs. */
export function onListChange(handler: (detail: { source: string; listIds: string[] }) => void): () => void {
  return on('vitrine:wishlist-changed', handler);
}
