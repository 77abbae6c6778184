/** What one tab tells the others after the cart changed. */
export interface CartMessage {
  culture: string;
  answer: unknown;
}

export interface CartSync {
  post(message: CartMessage): void;
  stop(): void;
}

const CHANNEL = 'vitrine-cart';
const STORAGE_KEY = 'vitrine:cart';

function isMessage(data: unknown): data is CartMessage {
  return typeof data === 'object' && data !== null && typeof (data as CartMessage).culture === 'string';
}

/**
 * Keeps tabs of the same shop in step: a BroadcastChannel where the browser has one, else the
 * `storage` event of a localStorage key (which fires in every other tab of the origin).
 */
export function startCartSync(receive: (message: CartMessage) => void): CartSync {
  if (typeof BroadcastChannel === 'function') {
    const channel = new BroadcastChannel(CHANNEL);
    channel.onmessage = (event: MessageEvent) => {
      if (isMessage(event.data)) receive(event.data);
    };
    return { post: (message) => channel.postMessage(message), stop: () => channel.close() };
  }
  const onStorage = (event: StorageEvent) => {
    if (event.key !== STORAGE_KEY || !event.newValue) return;
    try {
      const data: unknown = JSON.parse(event.newValue);
      if (isMessage(data)) receive(data);
    } catch {
      // Another script's value under our key: not ours to read.
    }
  };
  window.addEventListener('storage', onStorage);
  return {
    post(message) {
      try {
        // A stamp makes every write a change, so the other tabs hear a repeated cart too.
        localStorage.setItem(STORAGE_KEY, JSON.stringify({ ...message, at: Date.now() }));
      } catch (error) {
        console.warn('[vitrine] cart: other tabs could not be told', error);
      }
    },
    stop: () => window.removeEventListener('storage', onStorage),
  };
}
