import type { WishlistCount } from './wishlistCount.ts';

/** What one tab tells the others of the same shop about lists. */
export type ListMessage =
  | { type: 'wishlist-count'; count: WishlistCount }
  | { type: 'list-changed'; kind: 'wishlist' | 'birthlist'; listIds: string[] };

const CHANNEL = 'vitrine-lists';
let channel: BroadcastChannel | undefined;
const listeners = new Set<(message: ListMessage) => void>();

function isListMessage(data: unknown): data is ListMessage {
  const type = (data as { type?: unknown } | null)?.type;
  return type === 'wishlist-count' || type === 'list-changed';
}

function open(): BroadcastChannel | undefined {
  if (channel || typeof BroadcastChannel === 'undefined') return channel;
  channel = new BroadcastChannel(CHANNEL);
  channel.addEventListener('message', (event: MessageEvent) => {
    if (!isListMessage(event.data)) return;
    for (const listener of [...listeners]) listener(event.data);
  });
  return channel;
}

/** Tells the other tabs of this shop (same origin) about a list change; never this tab. */
export function publish(message: ListMessage): void {
  open()?.postMessage(message);
}

/** Listens to the other tabs' list messages; returns the function that stops listening. */
export function subscribe(listener: (message: ListMessage) => void): () => void {
  open();
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      channel?.close();
      channel = undefined;
    }
  };
}
